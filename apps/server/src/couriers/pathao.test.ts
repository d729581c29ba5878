import { DEMO_ACCOUNTS, type FakeCourier, startFakeCourier } from '@chalan/fake-courier';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { controlParcels, moveParcel, parcelRequest, receiveWebhooks } from './courier-fake.testkit.ts';
import * as pathao from './pathao.ts';

let fake: FakeCourier;
beforeAll(async () => {
  fake = await startFakeCourier();
});
afterEach(() => {
  vi.useRealTimers();
  fake.reset();
});
afterAll(() => fake?.close());

const demo = { ...DEMO_ACCOUNTS.pathao[0] };
let accounts = 0;
/** A Pathao account of its own, so no token or store cached by another test is used. */
function freshAccount() {
  accounts += 1;
  const account = { ...demo, clientId: `client-${accounts}`, username: `shop${accounts}@pathao.test` };
  fake.addAccounts({ pathao: [account] });
  return account;
}
const at = (timeoutMs?: number) => ({
  baseUrl: fake.baseUrls.PATHAO_BASE_URL,
  ...(timeoutMs ? { timeoutMs } : {}),
});
const issuedTokens = () => fake.state.pathaoAccessTokens.size;

describe('Pathao createParcel (POST /orders)', () => {
  it('books from the default store with whole-taka COD and the address naming thana and district', async () => {
    const request = parcelRequest({ codAmountPoisha: 125_050, itemCount: 3 });
    const outcome = await pathao.createParcel(demo, request, at());
    expect(outcome).toEqual({
      ok: true,
      parcel: {
        invoice: request.invoice,
        consignmentId: expect.stringMatching(/^DL/),
        trackingCode: null,
        status: 'pending',
        rawStatus: 'Pending',
      },
    });
    const [booked] = await controlParcels(fake, 'pathao');
    expect(booked).toMatchObject({
      consignmentId: outcome.ok && outcome.parcel.consignmentId,
      invoice: request.invoice,
      codAmount: 1251,
      recipient: { phone: '01712345678', address: 'House 12, Road 5, Dhanmondi, Dhaka' },
      details: {
        store_id: 130_820,
        recipient_city: null,
        recipient_zone: null,
        recipient_area: null,
        delivery_type: 48,
        item_type: 2,
        item_quantity: 3,
        item_weight: 0.5,
        special_instruction: 'Call before coming',
      },
    });
  });

  it('sends the order’s weight in kilograms and its item type, a parcel (2) or a document (1)', async () => {
    const heavy = parcelRequest({ weightGrams: 2_345, itemType: 'parcel' });
    const papers = parcelRequest({ weightGrams: 10_000, itemType: 'document' });
    expect((await pathao.createParcel(demo, heavy, at())).ok).toBe(true);
    expect((await pathao.createParcel(demo, papers, at())).ok).toBe(true);
    const booked = await controlParcels(fake, 'pathao');
    expect(booked.map((p) => [p.invoice, p.details.item_weight, p.details.item_type])).toEqual([
      [heavy.invoice, 2.345, 2],
      [papers.invoice, 10, 1],
    ]);
  });

  it('declares a parcel lighter than half a kilo as Pathao’s least, 0.5 kg', async () => {
    expect((await pathao.createParcel(demo, parcelRequest({ weightGrams: 120 }), at())).ok).toBe(true);
    const [booked] = await controlParcels(fake, 'pathao');
    expect(booked?.details.item_weight).toBe(0.5);
  });

  it('refuses a parcel above 10 kg before calling Pathao, saying what to do', async () => {
    const outcome = await pathao.createParcel(demo, parcelRequest({ weightGrams: 10_001 }), at());
    expect(outcome).toEqual({
      ok: false,
      failure: 'rejected',
      reason: {
        key: 'courierWeightTooHeavy',
        params: { courier: 'Pathao', maxKg: 10, weightKg: 10.001 },
        text: 'Pathao takes parcels of at most 10 kg, and this order weighs 10.001 kg. Lower the order’s weight or choose another courier',
      },
    });
    expect(await controlParcels(fake, 'pathao')).toHaveLength(0);
  });

  it('shows the recipient_phone error first when Pathao refuses the parcel', async () => {
    const outcome = await pathao.createParcel(
      demo,
      parcelRequest({ recipientName: 'Al', recipientPhone: '017' }),
      at(),
    );
    expect(outcome).toMatchObject({
      ok: false,
      failure: 'rejected',
      reason: { text: 'Pathao refused the parcel: The recipient phone must be 11 digits.' },
    });
  });

  it('says duplicate when a lost create is booked again', async () => {
    // A fresh account: the dropped call is the create itself, not one refused for a stale token.
    const account = freshAccount();
    fake.injectFault('pathao', { kind: 'drop', path: '/orders' });
    const request = parcelRequest();
    expect(await pathao.createParcel(account, request, at(300))).toMatchObject({
      ok: false,
      failure: 'timeout',
    });
    expect(await pathao.createParcel(account, request, at())).toMatchObject({
      ok: false,
      failure: 'duplicate',
      reason: { text: `Pathao already has a parcel for invoice ${request.invoice}` },
    });
    expect(await controlParcels(fake, 'pathao')).toHaveLength(1);
  });

  it('says Pathao refused the credentials before booking anything', async () => {
    const outcome = await pathao.createParcel({ ...demo, password: 'wrong' }, parcelRequest(), at());
    expect(outcome).toMatchObject({
      ok: false,
      failure: 'refused',
      reason: { text: 'Pathao refused the credentials (HTTP 400: The user credentials were incorrect.)' },
    });
  });
});

describe('Pathao findParcel (GET /orders/{id}/info)', () => {
  it('reads the slug of each status and maps it', async () => {
    const created = await pathao.createParcel(demo, parcelRequest(), at());
    if (!created.ok) throw new Error(created.reason.text);
    const id = created.parcel.consignmentId!;
    const expected = {
      picked: 'pending',
      'in-transit': 'pending',
      'on-hold': 'hold',
      'partial-delivery': 'partial_delivered',
      delivered: 'delivered',
      returned: 'cancelled',
    };
    for (const [slug, status] of Object.entries(expected)) {
      await moveParcel(fake, 'pathao', id, slug);
      expect(await pathao.findParcel(demo, created.parcel, at())).toEqual({
        ok: true,
        status,
        rawStatus: slug,
        consignmentId: id,
      });
    }
  });

  it('cannot look up by our invoice alone, and says not found for an unknown id', async () => {
    expect(await pathao.findParcel(demo, { invoice: 'A7K2M9' }, at())).toMatchObject({
      ok: false,
      failure: 'unexpected',
      reason: { text: 'Pathao can look a parcel up only by the id Pathao gave it' },
    });
    expect(
      await pathao.findParcel(demo, { invoice: 'A7K2M9', consignmentId: 'DL000000NOPE00' }, at()),
    ).toMatchObject({ ok: false, failure: 'not_found' });
  });

  it('reports a rate limit', async () => {
    await pathao.findParcel(demo, { invoice: 'A', consignmentId: 'DL1' }, at()); // token cached first
    fake.injectFault('pathao', { kind: 'error', status: 429 });
    expect(await pathao.findParcel(demo, { invoice: 'A', consignmentId: 'DL1' }, at())).toMatchObject({
      ok: false,
      failure: 'rate_limited',
    });
  });
});

describe('Pathao access token', () => {
  it('is issued once per account and shared by parallel calls', async () => {
    const account = freshAccount();
    const before = issuedTokens();
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => pathao.createParcel(account, parcelRequest(), at())),
    );
    expect(outcomes.every((o) => o.ok)).toBe(true);
    await pathao.findParcel(account, { invoice: 'A', consignmentId: 'DL1' }, at());
    expect(issuedTokens() - before).toBe(1);
  });

  it('is issued again once when Pathao no longer accepts it', async () => {
    const account = freshAccount();
    expect((await pathao.createParcel(account, parcelRequest(), at())).ok).toBe(true);
    fake.state.pathaoAccessTokens.clear();
    expect((await pathao.createParcel(account, parcelRequest(), at())).ok).toBe(true);
    expect(issuedTokens()).toBe(1);
  });

  it('is renewed shortly before it expires', async () => {
    const account = freshAccount();
    await pathao.findParcel(account, { invoice: 'A', consignmentId: 'DL1' }, at());
    const first = issuedTokens();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 432_000_000 - 60_000);
    await pathao.findParcel(account, { invoice: 'A', consignmentId: 'DL1' }, at());
    expect(issuedTokens()).toBe(first + 1);
  });
});

describe('Pathao parseWebhook', () => {
  it('reads the events the courier sends, the set-up call as a handshake', async () => {
    const created = await pathao.createParcel(demo, parcelRequest(), at());
    if (!created.ok) throw new Error(created.reason.text);
    const received = await receiveWebhooks(fake, 'pathao', demo.clientId);
    await moveParcel(fake, 'pathao', created.parcel.consignmentId!, 'delivered');
    const [call] = await received.next(1);
    expect(call!.headers['x-pathao-signature']).toBe(received.secret);
    expect(pathao.parseWebhook(call!.body)).toEqual({
      kind: 'status',
      invoice: created.parcel.invoice,
      consignmentId: created.parcel.consignmentId,
      rawStatus: 'order.delivered',
      status: 'delivered',
      at: expect.any(Date),
      message: undefined,
      collectedPoisha: parcelRequest().codAmountPoisha,
      chargePoisha: expect.any(Number),
    });
    await received.close();
  });

  it('tells status events from news and ignores what is not about a parcel', () => {
    expect(pathao.parseWebhook({ event: 'webhook_integration' })).toEqual({ kind: 'handshake' });
    const base = {
      consignment_id: 'DL121224VS8TTJ',
      merchant_order_id: 'A7K2M9',
      updated_at: '2024-12-27 23:49:43',
    };
    expect(
      pathao.parseWebhook({ ...base, event: 'order.on-hold', reason: 'Customer not reachable' }),
    ).toEqual({
      kind: 'status',
      invoice: 'A7K2M9',
      consignmentId: 'DL121224VS8TTJ',
      rawStatus: 'order.on-hold',
      status: 'hold',
      at: new Date('2024-12-27T17:49:43.000Z'),
      message: 'Customer not reachable',
    });
    // A payment without its invoice_id names no payout: news only.
    expect(pathao.parseWebhook({ ...base, event: 'order.paid' })).toMatchObject({
      kind: 'tracking',
      rawStatus: 'order.paid',
    });
    expect(
      pathao.parseWebhook({
        ...base,
        event: 'order.paid',
        invoice_id: 'INV-20241227-0001',
        collected_amount: 1510,
        delivery_fee: '60.00',
      }),
    ).toEqual({
      kind: 'paid',
      invoice: 'A7K2M9',
      consignmentId: 'DL121224VS8TTJ',
      payment: {
        payoutId: 'INV-20241227-0001',
        collectedPoisha: 151_000,
        chargePoisha: 6_000,
        at: new Date('2024-12-27T17:49:43.000Z'),
      },
    });
    expect(pathao.parseWebhook({ event: 'store.created', store_id: 1 })).toBeNull();
    expect(pathao.parseWebhook({ event: 'order.delivered' })).toBeNull();
    expect(pathao.parseWebhook(null)).toBeNull();
  });
});
