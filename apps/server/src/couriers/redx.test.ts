import { DEMO_ACCOUNTS, type FakeCourier, startFakeCourier } from '@chalan/fake-courier';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as redx from './redx.ts';
import { controlParcels, moveParcel, parcelRequest, receiveWebhooks } from './test-fake.ts';

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
  it('books to the thana’s area with whole-taka COD and value and half a kilo', async () => {
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
    expect(found.ok && found.history).toEqual(
      Array.from({ length: 5 }, () => ({ at: expect.any(String), message: expect.any(String) })),
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
    const body = call!.body as { message_bn: string };
    expect(redx.parseWebhook(call!.body)).toEqual({
      kind: 'status',
      invoice: created.parcel.invoice,
      consignmentId: created.parcel.trackingCode,
      trackingCode: created.parcel.trackingCode,
      rawStatus: 'agent-returning',
      status: 'cancelled',
      at: expect.any(Date),
      message: body.message_bn,
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
