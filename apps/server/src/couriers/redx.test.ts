import { DEMO_ACCOUNTS, type FakeCourier, startFakeCourier } from '@chalan/fake-courier';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { controlParcels, moveParcel, parcelRequest, receiveWebhooks } from './courier-fake.testkit.ts';
import * as redx from './redx.ts';

let fake: FakeCourier;
beforeAll(async () => {
  fake = await startFakeCourier();
});
afterEach(() => fake.reset());
afterAll(() => fake?.close());

const credentials = { ...DEMO_ACCOUNTS.redx[0] };
const at = (timeoutMs?: number) => ({
  baseUrl: fake.baseUrls.REDX_BASE_URL,
  ...(timeoutMs ? { timeoutMs } : {}),
});

/** The fake's areas of a district, as RedX lists them. */
async function areasOf(district: string): Promise<{ id: number; name: string }[]> {
  const response = await fetch(`${at().baseUrl}/areas?district_name=${encodeURIComponent(district)}`, {
    headers: { 'API-ACCESS-TOKEN': `Bearer ${credentials.accessToken}` },
  });
  return ((await response.json()) as { areas: { id: number; name: string }[] }).areas;
}

describe('RedX createParcel (POST /parcel)', () => {
  it('books to the thana’s area with whole-taka COD and value and the order’s weight', async () => {
    const request = parcelRequest({ codAmountPoisha: 125_050, valuePoisha: 110_049, thana: 'dhanmondi' });
    const outcome = await redx.createParcel(credentials, request, at());
    expect(outcome).toEqual({
      ok: true,
      parcel: {
        invoice: request.invoice,
        consignmentId: expect.any(String),
        trackingCode: outcome.ok ? outcome.parcel.consignmentId : null,
        status: 'pending',
        rawStatus: '',
      },
    });
    const dhanmondi = (await areasOf('Dhaka')).find((a) => a.name === 'Dhanmondi');
    const [booked] = await controlParcels(fake, 'redx');
    expect(booked).toMatchObject({
      consignmentId: outcome.ok && outcome.parcel.consignmentId,
      invoice: request.invoice,
      codAmount: 1251,
      recipient: { phone: '01712345678', address: 'House 12, Road 5, dhanmondi, Dhaka' },
      details: {
        delivery_area_id: dhanmondi!.id,
        delivery_area: 'Dhanmondi',
        parcel_weight: 500,
        value: 1100,
      },
    });
  });

  it('sends the order’s weight in grams', async () => {
    const request = parcelRequest({ weightGrams: 2_345 });
    expect((await redx.createParcel(credentials, request, at())).ok).toBe(true);
    const [booked] = await controlParcels(fake, 'redx');
    expect(booked).toMatchObject({ invoice: request.invoice, details: { parcel_weight: 2_345 } });
  });

  it('uses the district’s first area when no area is named like the thana', async () => {
    const outcome = await redx.createParcel(
      credentials,
      parcelRequest({ district: 'Sylhet', thana: 'Nowhere' }),
      at(),
    );
    expect(outcome.ok).toBe(true);
    const [first] = await areasOf('Sylhet');
    const [booked] = await controlParcels(fake, 'redx');
    expect(booked?.details).toMatchObject({ delivery_area_id: first!.id });
  });

  it('books nothing for a district RedX has no area in', async () => {
    const outcome = await redx.createParcel(credentials, parcelRequest({ district: 'Atlantis' }), at());
    expect(outcome).toMatchObject({
      ok: false,
      failure: 'rejected',
      reason: { text: 'RedX has no delivery area in Atlantis' },
    });
    expect(await controlParcels(fake, 'redx')).toHaveLength(0);
  });

  it('shows RedX’s reason when it refuses the parcel', async () => {
    const outcome = await redx.createParcel(credentials, parcelRequest({ recipientPhone: '017' }), at());
    expect(outcome).toMatchObject({
      ok: false,
      failure: 'rejected',
      reason: { text: expect.stringMatching(/^RedX refused the parcel: .*phone/i) },
    });
  });

  it('says duplicate when a lost create is booked again', async () => {
    fake.injectFault('redx', { kind: 'drop', path: '/parcel' });
    const request = parcelRequest();
    expect(await redx.createParcel(credentials, request, at(300))).toMatchObject({
      ok: false,
      failure: 'timeout',
    });
    expect(await redx.createParcel(credentials, request, at())).toMatchObject({
      ok: false,
      failure: 'duplicate',
      reason: { text: `RedX already has a parcel for invoice ${request.invoice}` },
    });
    expect(await controlParcels(fake, 'redx')).toHaveLength(1);
  });
});

describe('RedX findParcel (GET /parcel/info, /parcel/track)', () => {
  it('reads the status, maps it and gives the tracking steps', async () => {
    const created = await redx.createParcel(credentials, parcelRequest(), at());
    if (!created.ok) throw new Error(created.reason.text);
    const id = created.parcel.trackingCode!;
    const expected = {
      'delivery-in-progress': 'pending',
      'agent-hold': 'hold',
      'agent-returning': 'cancelled',
      delivered: 'delivered',
    };
    for (const [raw, status] of Object.entries(expected)) {
      await moveParcel(fake, 'redx', id, raw);
      const found = await redx.findParcel(credentials, created.parcel, at());
      expect(found).toMatchObject({ ok: true, status, rawStatus: raw, consignmentId: id, trackingCode: id });
    }
    const found = await redx.findParcel(credentials, created.parcel, at());
    // Each step in RedX's English, with its Bangla beside it.
    expect(found.ok && found.history).toEqual(
      Array.from({ length: 5 }, () => ({
        at: expect.any(String),
        message: expect.any(String),
        messageBn: expect.any(String),
      })),
    );
  });

  it('cannot look up by our invoice alone, and says not found for an unknown id', async () => {
    expect(await redx.findParcel(credentials, { invoice: 'A7K2M9' }, at())).toMatchObject({
      ok: false,
      failure: 'unexpected',
      reason: { text: 'RedX can look a parcel up only by the id RedX gave it' },
    });
    expect(
      await redx.findParcel(credentials, { invoice: 'A', trackingCode: '24A0000000000' }, at()),
    ).toMatchObject({
      ok: false,
      failure: 'not_found',
    });
  });

  it('reports a rate limit', async () => {
    fake.injectFault('redx', { kind: 'error', status: 429 });
    expect(await redx.findParcel(credentials, { invoice: 'A', trackingCode: 'X' }, at())).toMatchObject({
      ok: false,
      failure: 'rate_limited',
    });
  });
});

describe('RedX parseWebhook', () => {
  it('reads the call the courier sends, keeping the Bangla message', async () => {
    const created = await redx.createParcel(credentials, parcelRequest(), at());
    if (!created.ok) throw new Error(created.reason.text);
    const received = await receiveWebhooks(fake, 'redx', credentials.accessToken);
    await moveParcel(fake, 'redx', created.parcel.trackingCode!, 'agent-returning');
    const [call] = await received.next(1);
    const body = call!.body as { message_en: string; message_bn: string };
    expect(redx.parseWebhook(call!.body)).toEqual({
      kind: 'status',
      invoice: created.parcel.invoice,
      consignmentId: created.parcel.trackingCode,
      trackingCode: created.parcel.trackingCode,
      rawStatus: 'agent-returning',
      status: 'cancelled',
      at: expect.any(Date),
      message: body.message_en,
      messageBn: body.message_bn,
    });
    await received.close();
  });

  it('ignores a body without a tracking number or status', () => {
    expect(redx.parseWebhook({ status: 'delivered' })).toBeNull();
    expect(redx.parseWebhook({ tracking_number: '21A427TU4BN3R' })).toBeNull();
    expect(
      redx.parseWebhook({
        tracking_number: '21A427TU4BN3R',
        status: 'ready-for-delivery',
        timestamp: '2024-03-05T09:07:00.000Z',
        message_en: 'Ready',
      }),
    ).toEqual({
      kind: 'status',
      invoice: undefined,
      consignmentId: '21A427TU4BN3R',
      trackingCode: '21A427TU4BN3R',
      rawStatus: 'ready-for-delivery',
      status: 'pending',
      at: new Date('2024-03-05T09:07:00.000Z'),
      message: 'Ready',
    });
  });
});

describe('RedX cancelParcel (PATCH /parcels, status)', () => {
  const book = async () => {
    const created = await redx.createParcel(credentials, parcelRequest(), at());
    if (!created.ok) throw new Error(created.reason.text);
    return created.parcel;
  };

  it('cancels a parcel waiting for pickup, and its status reads cancelled', async () => {
    const parcel = await book();
    const id = parcel.trackingCode!;
    expect(await redx.cancelParcel(credentials, parcel, 'Customer cancelled', at())).toEqual({
      ok: true,
      kind: 'cancelled',
      detail: {
        key: 'courierParcelCancelled',
        params: { courier: 'RedX', parcel: id },
        text: `RedX cancelled parcel ${id}`,
      },
    });
    const [stored] = await controlParcels(fake, 'redx');
    expect(stored!.history.at(-1)!.message).toMatch(/Customer cancelled/);
    expect(await redx.findParcel(credentials, parcel, at())).toMatchObject({
      ok: true,
      status: 'cancelled',
      rawStatus: 'cancelled',
    });
  });

  it('is refused, in RedX’s words, for a parcel already delivered', async () => {
    const parcel = await book();
    const id = parcel.trackingCode!;
    await moveParcel(fake, 'redx', id, 'delivered');
    expect(await redx.cancelParcel(credentials, parcel, 'Customer cancelled', at())).toMatchObject({
      ok: false,
      failure: 'refused',
      reason: {
        key: 'courierCancelRefused',
        text: `RedX would not cancel parcel ${id}: A delivered parcel can not be cancelled`,
      },
    });
  });

  it('says not found for an unknown tracking id, and needs RedX’s id', async () => {
    const unknown = { invoice: 'A', trackingCode: '24A0000000000' };
    expect(await redx.cancelParcel(credentials, unknown, 'x', at())).toMatchObject({
      ok: false,
      failure: 'not_found',
      reason: { text: 'RedX has no parcel 24A0000000000' },
    });
    expect(await redx.cancelParcel(credentials, { invoice: 'A' }, 'x', at())).toMatchObject({
      ok: false,
      failure: 'unexpected',
      reason: { key: 'courierLookupNeedsId' },
    });
  });

  it('gives up after the timeout: the parcel may be cancelled all the same', async () => {
    const parcel = await book();
    fake.injectFault('redx', { kind: 'drop', path: '/parcels' });
    expect(await redx.cancelParcel(credentials, parcel, 'x', at(300))).toMatchObject({
      ok: false,
      failure: 'timeout',
      reason: { text: 'RedX did not answer within 0.3 seconds' },
    });
    expect((await controlParcels(fake, 'redx'))[0]).toMatchObject({ status: 'cancelled' });
  });
});

describe('RedX updateCod (PATCH /parcels, cash_collection_amount)', () => {
  it('sets the COD in whole taka and says what RedX will collect', async () => {
    const created = await redx.createParcel(credentials, parcelRequest(), at());
    if (!created.ok) throw new Error(created.reason.text);
    const id = created.parcel.trackingCode!;
    await moveParcel(fake, 'redx', id, 'ready-for-delivery');
    const outcome = await redx.updateCod(credentials, created.parcel, 125_050, 'Discount', at());
    expect(outcome).toEqual({
      ok: true,
      codAmountPoisha: 125_100,
      detail: {
        key: 'courierCodUpdated',
        params: { courier: 'RedX', parcel: id, amountPoisha: 125_100 },
        text: `RedX will collect ৳1,251 for parcel ${id}`,
      },
    });
    expect((await controlParcels(fake, 'redx'))[0]).toMatchObject({ codAmount: 1251 });
    expect(await redx.updateCod(credentials, created.parcel, 0, 'Paid in advance', at())).toMatchObject({
      ok: true,
      codAmountPoisha: 0,
    });
  });

  it('is refused once delivered, not found for an unknown id, and reports a timeout', async () => {
    const created = await redx.createParcel(credentials, parcelRequest(), at());
    if (!created.ok) throw new Error(created.reason.text);
    const id = created.parcel.trackingCode!;
    await moveParcel(fake, 'redx', id, 'delivered');
    expect(await redx.updateCod(credentials, created.parcel, 90_000, 'x', at())).toMatchObject({
      ok: false,
      failure: 'refused',
      reason: {
        key: 'courierCodRefused',
        text: `RedX would not change the COD of parcel ${id}: The cash collection amount of a delivered parcel can not be updated`,
      },
    });
    const unknown = { invoice: 'A', trackingCode: '24A0000000000' };
    expect(await redx.updateCod(credentials, unknown, 90_000, 'x', at())).toMatchObject({
      ok: false,
      failure: 'not_found',
    });
    fake.injectFault('redx', { kind: 'timeout', path: '/parcels' });
    expect(await redx.updateCod(credentials, created.parcel, 90_000, 'x', at(200))).toMatchObject({
      ok: false,
      failure: 'timeout',
    });
    expect((await controlParcels(fake, 'redx'))[0]).toMatchObject({ codAmount: 1500 });
  });

  it('takes only whole poisha of 0 or more', async () => {
    const ref = { invoice: 'A', trackingCode: '24A0000000000' };
    await expect(redx.updateCod(credentials, ref, -1, 'x', at())).rejects.toThrow(RangeError);
    await expect(redx.updateCod(credentials, ref, 10.5, 'x', at())).rejects.toThrow(RangeError);
  });
});
