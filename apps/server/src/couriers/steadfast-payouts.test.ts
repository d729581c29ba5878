import { DEMO_ACCOUNTS, type FakeCourier, startFakeCourier } from '@chalan/fake-courier';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parcelRequest } from './courier-fake.testkit.ts';
import * as steadfast from './steadfast.ts';

let fake: FakeCourier;
beforeAll(async () => {
  fake = await startFakeCourier();
});
afterEach(() => {
  fake.reset();
  vi.restoreAllMocks();
});
afterAll(() => fake?.close());

const credentials = {
  apiKey: DEMO_ACCOUNTS.steadfast[0].apiKey,
  secretKey: DEMO_ACCOUNTS.steadfast[0].secretKey,
};
const at = () => ({ baseUrl: fake.baseUrls.STEADFAST_BASE_URL });

/** Books a parcel through the adapter and moves it at the fake: a settled parcel joins the day's payout. */
async function settled(status: string, codAmountPoisha: number) {
  const booked = await steadfast.createParcel(credentials, parcelRequest({ codAmountPoisha }), at());
  if (!booked.ok) throw new Error(booked.reason.text);
  fake.setParcelStatus({ courier: 'steadfast', id: booked.parcel.consignmentId! }, status);
  return booked.parcel;
}

/** Steadfast's reply replaced by `body` for one call. */
function replyOnce(body: unknown, status = 200) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('Steadfast payouts (GET /payments, GET /payments/{id})', () => {
  it('lists the payouts and reads one with its parcels, money in poisha', async () => {
    const delivered = await settled('delivered', 125_050);
    const cancelled = await settled('cancelled', 80_000);

    const listed = await steadfast.payouts(credentials, at());
    expect(listed.ok).toBe(true);
    if (!listed.ok) return;
    // Delivered COD less both charges (60 taka each in Dhaka): 1,250.50 − 120.
    expect(listed.payouts).toEqual([
      { id: expect.any(String), amountPoisha: 113_050, status: 'paid', paidAt: expect.any(Date) },
    ]);

    const one = await steadfast.payout(credentials, listed.payouts[0]!.id, at());
    expect(one.ok).toBe(true);
    if (!one.ok) return;
    expect(one.payout).toMatchObject({ id: listed.payouts[0]!.id, amountPoisha: 113_050 });
    expect(one.payout.consignments).toEqual([
      {
        consignmentId: delivered.consignmentId,
        invoice: delivered.invoice,
        trackingCode: delivered.trackingCode,
        codAmountPoisha: 125_050,
        deliveryChargePoisha: 6_000,
        status: 'delivered',
      },
      expect.objectContaining({ invoice: cancelled.invoice, codAmountPoisha: 80_000, status: 'cancelled' }),
    ]);
    expect(one.payout.raw).toMatchObject({ id: Number(listed.payouts[0]!.id) });
  });

  it('reads a list and a payout wrapped in data, with amounts as text and times without a zone', async () => {
    replyOnce({
      status: 200,
      data: [{ id: 7, amount: '-60.00', status: 'Paid', created_at: '2024-03-05 10:00:00' }],
    });
    const listed = await steadfast.payouts(credentials, at());
    expect(listed).toEqual({
      ok: true,
      payouts: [{ id: '7', amountPoisha: -6_000, status: 'paid', paidAt: new Date('2024-03-05T04:00:00Z') }],
    });
    replyOnce({
      status: 200,
      data: {
        id: 7,
        amount: 0,
        consignments: [
          { consignment_id: 1, invoice: 'A1', cod_amount: '1510', delivery_charge: 60, status: 'Delivered' },
        ],
      },
    });
    const one = await steadfast.payout(credentials, '7', at());
    expect(one.ok && one.payout.consignments).toEqual([
      {
        consignmentId: '1',
        invoice: 'A1',
        trackingCode: null,
        codAmountPoisha: 151_000,
        deliveryChargePoisha: 6_000,
        status: 'delivered',
      },
    ]);
  });

  it('says when the keys are refused, a payout is unknown, or the reply is not a list of payouts', async () => {
    const refused = await steadfast.payouts({ apiKey: 'nope', secretKey: 'nope' }, at());
    expect(refused).toMatchObject({ ok: false, failure: 'refused' });
    expect(await steadfast.payout(credentials, '999999', at())).toMatchObject({
      ok: false,
      failure: 'unexpected',
      reason: { text: 'Steadfast gave an unexpected reply (HTTP 404)' },
    });
    replyOnce({ status: 200, message: 'ok' });
    expect(await steadfast.payouts(credentials, at())).toMatchObject({ ok: false, failure: 'unexpected' });
    replyOnce([{ id: 1, amount: 'lots' }]);
    expect(await steadfast.payouts(credentials, at())).toMatchObject({ ok: false, failure: 'unexpected' });
  });
});
