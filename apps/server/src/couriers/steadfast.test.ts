import { DEMO_ACCOUNTS, type FakeCourier, startFakeCourier } from '@chalan/fake-courier';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { controlParcels, moveParcel, parcelRequest, receiveWebhooks } from './courier-fake.testkit.ts';
import * as steadfast from './steadfast.ts';
import { BULK_LIMIT } from './steadfast-parcels.ts';

let fake: FakeCourier;
beforeAll(async () => {
  fake = await startFakeCourier({
    accounts: { steadfast: [{ apiKey: 'key-with-poisha', secretKey: 'secret', balance: 1250.5 }] },
  });
});
afterEach(() => fake.reset());
afterAll(() => fake?.close());

const credentials = {
  apiKey: DEMO_ACCOUNTS.steadfast[0].apiKey,
  secretKey: DEMO_ACCOUNTS.steadfast[0].secretKey,
};
const at = (timeoutMs?: number) => ({
  baseUrl: fake.baseUrls.STEADFAST_BASE_URL,
  ...(timeoutMs ? { timeoutMs } : {}),
});

describe('Steadfast createParcel (POST /create_order)', () => {
  it('books the parcel with the COD in taka and poisha, and the full address', async () => {
    const request = parcelRequest({ codAmountPoisha: 125050 });
    const outcome = await steadfast.createParcel(credentials, request, at());
    expect(outcome).toEqual({
      ok: true,
      parcel: {
        invoice: request.invoice,
        consignmentId: expect.stringMatching(/^\d+$/),
        trackingCode: expect.stringMatching(/^[0-9A-F]{8}$/),
        status: 'in_review',
        rawStatus: 'in_review',
      },
    });
    const [booked] = await controlParcels(fake, 'steadfast');
    expect(booked).toMatchObject({
      consignmentId: outcome.ok && outcome.parcel.consignmentId,
      invoice: request.invoice,
      codAmount: 1250.5,
      recipient: {
        name: 'Rahima Begum',
        phone: '01712345678',
        address: 'House 12, Road 5, Dhanmondi, Dhaka',
      },
    });
  });

  it('sends the order’s delivery type, home delivery (0) or hub pick-up (1), and no weight (the contract has none)', async () => {
    const home = parcelRequest({ deliveryType: 'home', weightGrams: 2_500 });
    const hub = parcelRequest({ deliveryType: 'hub' });
    expect((await steadfast.createParcel(credentials, home, at())).ok).toBe(true);
    expect((await steadfast.createParcels(credentials, [hub], at()))[0]?.ok).toBe(true);
    const booked = await controlParcels(fake, 'steadfast');
    expect(booked.map((p) => [p.invoice, p.details.delivery_type])).toEqual([
      [home.invoice, 0],
      [hub.invoice, 1],
    ]);
    expect(JSON.stringify(booked)).not.toMatch(/weight/);
  });

  it('shows the first recipient_phone error when Steadfast refuses the parcel', async () => {
    const outcome = await steadfast.createParcel(
      credentials,
      parcelRequest({ recipientName: '', recipientPhone: '0171234' }),
      at(),
    );
    expect(outcome).toMatchObject({
      ok: false,
      failure: 'rejected',
      reason: {
        key: 'courierRejected',
        text: 'Steadfast refused the parcel: The recipient phone must be 11 digits.',
      },
    });
    expect(await controlParcels(fake, 'steadfast')).toHaveLength(0);
  });

  it('says so when the invoice is already booked', async () => {
    const request = parcelRequest();
    expect((await steadfast.createParcel(credentials, request, at())).ok).toBe(true);
    const again = await steadfast.createParcel(credentials, request, at());
    expect(again).toMatchObject({
      ok: false,
      failure: 'duplicate',
      reason: { text: `Steadfast already has a parcel for invoice ${request.invoice}` },
    });
  });

  it('gives up after the timeout without trying again, and the lookup finds nothing booked', async () => {
    fake.injectFault('steadfast', { kind: 'timeout', path: '/create_order' });
    const request = parcelRequest();
    const outcome = await steadfast.createParcel(credentials, request, at(200));
    expect(outcome).toMatchObject({ ok: false, failure: 'timeout' });
    const found = await steadfast.findParcel(credentials, { invoice: request.invoice }, at());
    expect(found).toMatchObject({ ok: false, failure: 'not_found' });
  });

  it('finds by invoice a parcel whose create answer was lost', async () => {
    fake.injectFault('steadfast', { kind: 'drop', path: '/create_order' });
    const request = parcelRequest();
    expect(await steadfast.createParcel(credentials, request, at(300))).toMatchObject({ failure: 'timeout' });
    const found = await steadfast.findParcel(credentials, { invoice: request.invoice }, at());
    expect(found).toEqual({ ok: true, status: 'in_review', rawStatus: 'in_review' });
    expect(await controlParcels(fake, 'steadfast')).toHaveLength(1);
  });

  it('reports a rate limit as unexpected (the parcel may need a lookup) and a refused key', async () => {
    fake.injectFault('steadfast', { kind: 'error', status: 429 });
    expect(await steadfast.createParcel(credentials, parcelRequest(), at())).toMatchObject({
      ok: false,
      failure: 'unexpected',
      reason: { key: 'courierRateLimited' },
    });
    const wrong = await steadfast.createParcel({ ...credentials, secretKey: 'wrong' }, parcelRequest(), at());
    expect(wrong).toMatchObject({ ok: false, failure: 'refused' });
  });
});

describe('Steadfast findParcel', () => {
  it('reads each delivery_status by consignment id and by invoice', async () => {
    const request = parcelRequest();
    const created = await steadfast.createParcel(credentials, request, at());
    if (!created.ok) throw new Error(created.reason.text);
    for (const raw of ['pending', 'hold', 'delivered_approval_pending', 'partial_delivered', 'cancelled']) {
      await moveParcel(fake, 'steadfast', created.parcel.consignmentId!, raw);
      const byId = await steadfast.findParcel(credentials, created.parcel, at());
      expect(byId).toEqual({ ok: true, status: raw, rawStatus: raw });
      const byInvoice = await steadfast.findParcel(credentials, { invoice: request.invoice }, at());
      expect(byInvoice).toEqual({ ok: true, status: raw, rawStatus: raw });
    }
  });

  it('tells a parcel Steadfast does not have from a rate limit', async () => {
    const missing = await steadfast.findParcel(credentials, { invoice: 'X', consignmentId: '999' }, at());
    expect(missing).toMatchObject({
      ok: false,
      failure: 'not_found',
      reason: { text: 'Steadfast has no parcel 999' },
    });
    fake.injectFault('steadfast', { kind: 'error', status: 429 });
    expect(await steadfast.findParcel(credentials, { invoice: 'X' }, at())).toMatchObject({
      ok: false,
      failure: 'rate_limited',
      reason: { text: 'Steadfast is getting too many requests. Try again in a minute' },
    });
  });
});

describe('Steadfast createParcels (POST /create_order/bulk-order)', () => {
  it('gives one outcome per parcel, in order, for a mix of good and refused ones', async () => {
    const taken = parcelRequest();
    await steadfast.createParcel(credentials, taken, at());
    const good = parcelRequest();
    const badPhone = parcelRequest({ recipientPhone: '12345' });
    const last = parcelRequest({ codAmountPoisha: 99 });
    const outcomes = await steadfast.createParcels(credentials, [good, badPhone, taken, last], at());
    expect(outcomes.map((o) => (o.ok ? o.parcel.invoice : o.failure))).toEqual([
      good.invoice,
      'rejected',
      'duplicate',
      last.invoice,
    ]);
    expect(outcomes[1]).toMatchObject({
      reason: { text: 'Steadfast refused the parcel: The recipient phone must be 11 digits.' },
    });
    expect(outcomes[0]).toMatchObject({
      ok: true,
      parcel: { consignmentId: expect.any(String), status: 'in_review' },
    });
    const booked = await controlParcels(fake, 'steadfast');
    expect(booked.find((p) => p.invoice === last.invoice)?.codAmount).toBe(0.99);
  });

  it(`sends more than ${BULK_LIMIT} parcels in batches, a failed batch failing each of its parcels`, async () => {
    const requests = Array.from({ length: BULK_LIMIT + 2 }, () => parcelRequest());
    fake.injectFault('steadfast', { kind: 'error', status: 500, path: '/bulk-order' });
    const outcomes = await steadfast.createParcels(credentials, requests, at(20_000));
    expect(outcomes).toHaveLength(BULK_LIMIT + 2);
    expect(outcomes.slice(0, BULK_LIMIT).every((o) => !o.ok && o.failure === 'unexpected')).toBe(true);
    expect(outcomes.slice(BULK_LIMIT).map((o) => o.ok && o.parcel.invoice)).toEqual(
      requests.slice(BULK_LIMIT).map((r) => r.invoice),
    );
    expect(await controlParcels(fake, 'steadfast')).toHaveLength(2);

    const all = await steadfast.createParcels(credentials, requests.slice(0, BULK_LIMIT), at(20_000));
    expect(all.every((o) => o.ok)).toBe(true);
    expect(await controlParcels(fake, 'steadfast')).toHaveLength(BULK_LIMIT + 2);
  });
});

describe('Steadfast balance and fraud check', () => {
  it('gives the balance in poisha', async () => {
    expect(await steadfast.balance(credentials, at())).toEqual({ ok: true, balancePoisha: 1_250_000 });
    expect(await steadfast.balance({ apiKey: 'key-with-poisha', secretKey: 'secret' }, at())).toEqual({
      ok: true,
      balancePoisha: 125_050,
    });
    expect(await steadfast.balance({ ...credentials, apiKey: 'wrong' }, at())).toMatchObject({
      failure: 'refused',
    });
  });

  it('counts a phone’s parcels, deliveries and cancellations', async () => {
    const phone = '01812345678';
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await steadfast.createParcel(
        credentials,
        parcelRequest({ recipientPhone: phone }),
        at(),
      );
      if (created.ok) ids.push(created.parcel.consignmentId!);
    }
    await moveParcel(fake, 'steadfast', ids[0]!, 'delivered');
    await moveParcel(fake, 'steadfast', ids[1]!, 'cancelled');
    expect(await steadfast.fraudCheck(credentials, '+88 018-1234-5678', at())).toEqual({
      ok: true,
      report: { totalParcels: 3, delivered: 1, cancelled: 1, fraudReports: 0 },
    });
  });
});

describe('Steadfast parseWebhook', () => {
  it('reads the delivery_status call the courier sends', async () => {
    const created = await steadfast.createParcel(credentials, parcelRequest(), at());
    if (!created.ok) throw new Error(created.reason.text);
    const received = await receiveWebhooks(fake, 'steadfast', credentials.apiKey);
    await moveParcel(fake, 'steadfast', created.parcel.consignmentId!, 'partial_delivered');
    const [call] = await received.next(1);
    expect(call!.headers.authorization).toBe(`Bearer ${received.secret}`);
    expect(steadfast.parseWebhook(call!.body)).toEqual({
      kind: 'status',
      invoice: created.parcel.invoice,
      consignmentId: created.parcel.consignmentId,
      rawStatus: 'partial_delivered',
      status: 'partial_delivered',
      at: expect.any(Date),
      message: expect.any(String),
      // What it collected and charged, in poisha (the fake's tariff: 60 taka in Dhaka, else 120).
      collectedPoisha: parcelRequest().codAmountPoisha,
      chargePoisha: expect.any(Number),
    });
    await received.close();
  });

  it('lower-cases the status, keeps tracking updates apart and ignores other bodies', () => {
    const base = { consignment_id: 1424107, invoice: 'A7K2M9', updated_at: '2025-03-02 12:45:30' };
    expect(
      steadfast.parseWebhook({
        ...base,
        notification_type: 'delivery_status',
        status: 'Delivered',
        cod_amount: 1500,
        delivery_charge: '60.50',
      }),
    ).toEqual({
      kind: 'status',
      invoice: 'A7K2M9',
      consignmentId: '1424107',
      rawStatus: 'delivered',
      status: 'delivered',
      at: new Date('2025-03-02T06:45:30.000Z'),
      message: undefined,
      collectedPoisha: 150_000,
      chargePoisha: 6_050,
    });
    expect(
      steadfast.parseWebhook({
        ...base,
        notification_type: 'tracking_update',
        tracking_message: 'At the hub',
      }),
    ).toEqual({
      kind: 'tracking',
      invoice: 'A7K2M9',
      consignmentId: '1424107',
      at: new Date('2025-03-02T06:45:30.000Z'),
      message: 'At the hub',
    });
    expect(steadfast.parseWebhook({ notification_type: 'delivery_status', status: 'delivered' })).toBeNull();
    expect(steadfast.parseWebhook({ ...base, notification_type: 'payout' })).toBeNull();
    expect(steadfast.parseWebhook('delivered')).toBeNull();
  });
});

describe('Steadfast cancelParcel (POST /create_return_request)', () => {
  it('asks for a return by consignment id; the parcel reads cancelled once Steadfast moves it', async () => {
    const created = await steadfast.createParcel(credentials, parcelRequest(), at());
    if (!created.ok) throw new Error(created.reason.text);
    const cid = created.parcel.consignmentId!;
    const outcome = await steadfast.cancelParcel(credentials, created.parcel, ' Customer cancelled ', at());
    expect(outcome).toEqual({
      ok: true,
      kind: 'return_requested',
      requestId: expect.stringMatching(/^\d+$/),
      detail: expect.objectContaining({
        key: 'courierReturnRequested',
        text: expect.stringMatching(
          new RegExp(`^Steadfast received return request \\d+ for parcel ${cid}; the parcel is cancelled`),
        ),
      }),
    });
    const requestId = outcome.ok ? outcome.requestId! : '';
    expect(fake.state.returnRequests.one(credentials.apiKey, requestId)).toMatchObject({
      consignment_id: Number(cid),
      reason: 'Customer cancelled',
      status: 'pending',
    });
    for (let tick = 0; tick < 40 && fake.parcels('steadfast')[0]!.status !== 'cancelled'; tick++)
      fake.advance('steadfast');
    expect(await steadfast.findParcel(credentials, created.parcel, at())).toMatchObject({
      ok: true,
      status: 'cancelled',
    });
    expect(fake.state.returnRequests.one(credentials.apiKey, requestId)).toMatchObject({
      status: 'completed',
    });
  });

  it('asks by our invoice when the consignment id is not known', async () => {
    const request = parcelRequest();
    await steadfast.createParcel(credentials, request, at());
    const outcome = await steadfast.cancelParcel(credentials, { invoice: request.invoice }, '', at());
    expect(outcome).toMatchObject({ ok: true, kind: 'return_requested' });
    const requestId = outcome.ok ? outcome.requestId! : '';
    expect(fake.state.returnRequests.one(credentials.apiKey, requestId)).toMatchObject({ reason: null });
  });

  it('is refused, in Steadfast’s words, for a delivered parcel', async () => {
    const created = await steadfast.createParcel(credentials, parcelRequest(), at());
    if (!created.ok) throw new Error(created.reason.text);
    await moveParcel(fake, 'steadfast', created.parcel.consignmentId!, 'delivered');
    expect(await steadfast.cancelParcel(credentials, created.parcel, 'x', at())).toMatchObject({
      ok: false,
      failure: 'refused',
      reason: {
        key: 'courierCancelRefused',
        text: `Steadfast would not cancel parcel ${created.parcel.consignmentId}: A return request can not be created for a delivered consignment.`,
      },
    });
  });

  it('says not found for a parcel Steadfast does not have, and reports a timeout', async () => {
    expect(await steadfast.cancelParcel(credentials, { invoice: 'NOPE-1' }, 'x', at())).toMatchObject({
      ok: false,
      failure: 'not_found',
      reason: { text: 'Steadfast has no parcel NOPE-1' },
    });
    fake.injectFault('steadfast', { kind: 'timeout', path: '/create_return_request' });
    expect(await steadfast.cancelParcel(credentials, { invoice: 'NOPE-1' }, 'x', at(200))).toMatchObject({
      ok: false,
      failure: 'timeout',
    });
  });

  it('has no COD update: Steadfast’s API cannot change one', () => {
    expect('updateCod' in steadfast).toBe(false);
  });
});
