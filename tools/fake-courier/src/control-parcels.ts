import { Hono } from 'hono';
import { FAKE_COURIERS } from './couriers.ts';
import { advanceParcels, moveParcel } from './lifecycle.ts';
import type { Parcel, ParcelRef } from './parcels.ts';
import { payPathao } from './pathao-payments.ts';
import type { FakeCourierState } from './state.ts';
import { resolveStatus, STATUSES } from './statuses.ts';
import { isObject } from './validation.ts';

type Outcome = { parcel: Parcel } | { error: string; status: 400 | 404 | 409 };

/** Moves the parcel `ref` names to `status` (its courier's raw value; Pathao also takes the label). */
export function changeParcelStatus(state: FakeCourierState, ref: ParcelRef, status: string): Outcome {
  const raw = resolveStatus(ref.courier, status);
  if (!raw)
    return {
      error: `${ref.courier} statuses are ${Object.keys(STATUSES[ref.courier]).join(', ')}`,
      status: 400,
    };
  if (ref.id === undefined && ref.invoice === undefined)
    return { error: 'Name the parcel: id or invoice', status: 400 };
  const found = state.parcels.matching(ref);
  if (found.length === 0) return { error: 'No such parcel', status: 404 };
  if (found.length > 1)
    return { error: 'Several accounts have a parcel with that invoice: add account', status: 409 };
  return { parcel: moveParcel(state, found[0]!, raw) };
}

const optionalText = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** `/_control/parcels`, `/_control/advance`, `/_control/fraud`: steering parcels by hand. */
export function controlParcelRoutes(state: FakeCourierState) {
  const app = new Hono();

  app.get('/parcels', (c) => {
    const courier = FAKE_COURIERS.find((n) => n === c.req.query('courier'));
    if (c.req.query('courier') && !courier) return c.json({ error: 'Unknown courier' }, 400);
    return c.json({ parcels: state.parcels.all(courier, c.req.query('account')) });
  });

  app.post('/parcels/status', async (c) => {
    const body = await c.req.json().catch(() => null);
    const courier = FAKE_COURIERS.find((n) => isObject(body) && n === body.courier);
    if (!isObject(body) || !courier || typeof body.status !== 'string')
      return c.json({ error: 'Send { courier, id or invoice, status, account? }' }, 400);
    const ref: ParcelRef = {
      courier,
      id: optionalText(body.id === undefined ? undefined : String(body.id)),
      invoice: optionalText(body.invoice),
      account: optionalText(body.account),
    };
    const outcome = changeParcelStatus(state, ref, body.status);
    if ('error' in outcome) return c.json({ error: outcome.error }, outcome.status);
    return c.json({ parcel: outcome.parcel });
  });

  /** One auto-advance tick now (optionally for one courier): the parcels that moved. */
  app.post('/advance', async (c) => {
    const body = await c.req.json().catch(() => ({}));
    const courier = FAKE_COURIERS.find((n) => isObject(body) && n === body.courier);
    return c.json({ moved: advanceParcels(state, courier) });
  });

  /** Pathao pays: `{ account?, collected?: { [consignmentId]: taka } }` → `{ invoiceId, paid }`. */
  app.post('/pathao/pay', async (c) => {
    const body = await c.req.json().catch(() => ({}));
    const collected = isObject(body) && isObject(body.collected) ? body.collected : undefined;
    const bad = collected && Object.values(collected).some((v) => typeof v !== 'number' || v < 0);
    if (!isObject(body) || bad)
      return c.json({ error: 'Send { account?, collected?: { "<consignment id>": taka } }' }, 400);
    return c.json(
      payPathao(state, {
        account: optionalText(body.account),
        collected: collected as Record<string, number> | undefined,
      }),
    );
  });

  app.post('/fraud', async (c) => {
    const body = await c.req.json().catch(() => null);
    const counts = ['total_parcels', 'total_delivered', 'total_cancelled'] as const;
    const valid =
      isObject(body) &&
      typeof body.phone === 'string' &&
      /^01\d{9}$/.test(body.phone) &&
      counts.every((k) => body[k] === undefined || (Number.isInteger(body[k]) && (body[k] as number) >= 0)) &&
      (body.total_fraud_reports === undefined || Array.isArray(body.total_fraud_reports));
    if (!valid)
      return c.json(
        {
          error:
            'Send { phone: "01XXXXXXXXX", total_parcels?, total_delivered?, total_cancelled?, total_fraud_reports?: [] }',
        },
        400,
      );
    const figures = {
      total_parcels: (body.total_parcels as number) ?? 0,
      total_delivered: (body.total_delivered as number) ?? 0,
      total_cancelled: (body.total_cancelled as number) ?? 0,
      total_fraud_reports: (body.total_fraud_reports as unknown[]) ?? [],
    };
    state.fraudFigures.set(body.phone as string, figures);
    return c.json({ phone: body.phone, ...figures }, 201);
  });

  return app;
}
