import { toBanglaDigits } from '@chalan/core/digits';
import { formatTaka } from '@chalan/core/money';
import { DEFAULT_SMS_TEMPLATES } from '@chalan/core/sms/templates';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages, smsSettings } from '../../db/schema/index.ts';
import {
  addApiCourier,
  changeOrderRow,
  type ServerWithFakeCourier,
  sendOrder,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import {
  placeOrder,
  type SellerWithCatalogue,
  sellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { linkIn, newSmsAccount, smsRows, textsTo, turnOnSms } from './sms-fixtures.testkit.ts';

/** Issue 18 item 2: messages to the customer through the seller's SMS gateway (the fake BulkSMSBD). */

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
beforeAll(async () => {
  ({ world, shop } = await startCourierShop('SMS Shop'));
});
afterEach(() => world.fake.sms.clearFaults());
afterAll(() => world?.close());

const page = async (path: string) => {
  const res = await fetch(new URL(path, world.server.url));
  return { status: res.status, html: await res.text() };
};

const settingsBody = (overrides: Record<string, unknown> = {}) => ({
  confirmOnSave: true,
  linkAfterDispatch: false,
  gatewayUrl: world.fake.sms.url,
  apiKey: '',
  senderId: '8809617000000',
  confirmTemplate: DEFAULT_SMS_TEMPLATES.confirm,
  dispatchTemplate: DEFAULT_SMS_TEMPLATES.dispatched,
  ...overrides,
});

describe('the SMS settings', () => {
  it('start off, in Bangla, and keep the API key sealed: never in a reply, never in the clear', async () => {
    const seller = await sellerWithCatalogue(world.server, 'Settings Shop');
    const fresh = await seller.client.get('/api/sms/settings');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      confirmOnSave: false,
      linkAfterDispatch: false,
      apiKeyHint: null,
      confirmTemplate: DEFAULT_SMS_TEMPLATES.confirm,
    });
    expect(fresh.body.samples.confirm.text).toContain('Settings Shop');
    expect(fresh.body.samples.confirm.text).toContain('৳১,২৫০');
    expect(fresh.body.samples.confirm.parts).toBeGreaterThanOrEqual(2);

    const ready = async () => (await seller.client.get('/api/account/me')).body.seller.smsReady;
    expect(await ready()).toBe(false);
    const noKey = await seller.client.put('/api/sms/settings', settingsBody());
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.fields.apiKey).toBe('Enter the API key of your SMS gateway');

    const key = 'gateway-secret-key-98765';
    const saved = await seller.client.put('/api/sms/settings', settingsBody({ apiKey: key }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ confirmOnSave: true, apiKeyHint: '••••8765' });
    expect(JSON.stringify(saved.body)).not.toContain(key);
    const [row] = await world.server.deps.database.db
      .select()
      .from(smsSettings)
      .where(eq(smsSettings.sellerId, seller.sellerId));
    expect(row!.apiKeySealed).not.toContain(key);
    // The screens now offer the confirmation SMS.
    expect(await ready()).toBe(true);

    // A blank key keeps the stored one.
    const again = await seller.client.put('/api/sms/settings', settingsBody({ senderId: 'SHOP' }));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ senderId: 'SHOP', apiKeyHint: '••••8765' });
  });

  it('refuses a text without its link or with unknown placeholders, and an address that is not http(s)', async () => {
    const res = await shop.client.put(
      '/api/sms/settings',
      settingsBody({
        apiKey: 'k',
        confirmTemplate: 'আপনার অর্ডার {order}',
        dispatchTemplate: 'Track {link} {price}',
        gatewayUrl: 'ftp://bulksmsbd.net/api/smsapi',
        senderId: '',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      confirmTemplate: 'The message must contain {link}: it is what the customer opens',
      dispatchTemplate: 'Use only {shop}, {name}, {order}, {amount}, {courier} and {link}',
      gatewayUrl: 'Enter the gateway’s address, starting with https:// or http://',
      senderId: 'Enter the sender id your gateway gave you',
    });
  });

  it('sends a test SMS at once, and gives the gateway’s refusal in its own words', async () => {
    const seller = await sellerWithCatalogue(world.server, 'Test SMS Shop');
    const account = await turnOnSms(world, seller, { confirmOnSave: false });
    const ok = await seller.client.post('/api/sms/test', { phone: '+880 1712-345678' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe('Test message sent to 01712345678');
    expect(await textsTo(world, '01712345678', account)).toHaveLength(1);
    // The gateway's balance, less the two parts the Bangla test cost (৳0.35 a part at the fake).
    expect((await seller.client.get('/api/sms/balance')).body).toEqual({ balanceTaka: '99.3' });

    await turnOnSms(world, seller, {
      account: { apiKey: 'nobody-knows-this-key', senderId: account.senderId },
    });
    const refused = await seller.client.post('/api/sms/test', { phone: '01712345678' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('The SMS gateway did not send it: User Id not found (1011)');
    const log = await seller.client.get('/api/sms/messages');
    expect(log.body.items.map((m: { kind: string; state: string }) => [m.kind, m.state])).toEqual([
      ['test', 'failed'],
      ['test', 'sent'],
    ]);
  });
});

describe('the confirmation SMS', () => {
  it('goes to the customer when an order is saved: Bangla, the amount, and a link that opens the order', async () => {
    const account = await turnOnSms(world, shop);
    const order = await placeOrder(shop);
    const [text, ...more] = await textsTo(world, order.phone, account);
    expect(more).toEqual([]);
    expect(text).toContain('SMS Shop');
    expect(text).toContain(order.code);
    expect(text).toContain(toBanglaDigits(formatTaka(order.payable)));
    const link = linkIn(text!);
    expect(link).toMatch(/^\/c\/[A-Za-z0-9_-]{40}$/);
    const opened = await page(link);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain(order.code);

    const detail = (await shop.client.get(`/api/orders/${order.id}`)).body;
    expect(detail.customerAskedAt).not.toBeNull();
    expect(detail.customerAnswer).toBeNull();
    expect(detail.events.map((e: { kind: string }) => e.kind)).toContain('sms');
    const waiting = await shop.client.get('/api/orders?status=processing&customerAnswer=waiting&limit=100');
    expect(waiting.body.items.map((o: { id: string }) => o.id)).toContain(order.id);
    const notAsked = await shop.client.get(
      '/api/orders?status=processing&customerAnswer=not_asked&limit=100',
    );
    expect(notAsked.body.items.map((o: { id: string }) => o.id)).not.toContain(order.id);

    const log = await shop.client.get('/api/sms/messages');
    expect(log.body.items[0]).toMatchObject({
      kind: 'confirm',
      state: 'sent',
      text,
      order: { code: order.code },
    });
    const usage = await shop.client.get('/api/sms/usage');
    expect(usage.body.months[0].messages).toBeGreaterThanOrEqual(1);
    expect(usage.body.months[0].parts).toBeGreaterThanOrEqual(2);
  });

  it('is not sent when the seller has not turned it on', async () => {
    const account = await turnOnSms(world, shop, { confirmOnSave: false });
    const order = await placeOrder(shop);
    expect(await textsTo(world, order.phone, account)).toEqual([]);
    expect(await smsRows(world, shop.sellerId, order.id)).toEqual([]);
    expect((await shop.client.get(`/api/orders/${order.id}`)).body.customerAskedAt).toBeNull();
  });

  it('is tried again when the gateway gives no answer, and not when it refuses', async () => {
    const account = await turnOnSms(world, shop);
    world.fake.sms.fault('http500');
    const order = await placeOrder(shop);
    expect(await textsTo(world, order.phone, account)).toEqual([]);
    const [waiting] = await smsRows(world, shop.sellerId, order.id);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(waiting!.error).toEqual({ key: 'smsGatewayUnexpected', params: { status: 500 } });
    expect(waiting!.nextTryAt!.getTime()).toBeGreaterThan(Date.now());
    // Its time comes: it goes out once.
    const { db } = world.server.deps.database;
    await db.update(smsMessages).set({ nextTryAt: new Date() }).where(eq(smsMessages.id, waiting!.id));
    world.server.deps.jobs.sms.kick();
    expect(await textsTo(world, order.phone, account)).toHaveLength(1);
    expect((await smsRows(world, shop.sellerId, order.id))[0]).toMatchObject({ state: 'sent', error: null });

    const broke = await turnOnSms(world, shop, { account: newSmsAccount(world, 0) });
    const unpaid = await placeOrder(shop);
    expect(await textsTo(world, unpaid.phone, broke)).toEqual([]);
    const [failed] = await smsRows(world, shop.sellerId, unpaid.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, nextTryAt: null });
    expect(failed!.error).toEqual({
      key: 'smsGatewaySaid',
      params: { detail: 'Balance Insufficient (1007)' },
    });
    const log = await shop.client.get('/api/sms/messages');
    expect(log.body.items[0].error).toEqual({
      key: 'smsGatewaySaid',
      params: { detail: 'Balance Insufficient (1007)' },
      message: 'The SMS gateway did not send it: Balance Insufficient (1007)',
    });
  });

  it('can be sent again by hand while the customer can answer, and not after', async () => {
    const account = await turnOnSms(world, shop, { confirmOnSave: false });
    const order = await placeOrder(shop);
    const asked = await shop.client.post(`/api/orders/${order.id}/confirmation-sms`);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toBe(
      `A confirmation SMS for order ${order.code} is on its way to ${order.phone}`,
    );
    expect(await textsTo(world, order.phone, account)).toHaveLength(1);

    await changeOrderRow(shop, order.id, { customerAnswer: 'confirmed', customerAnsweredAt: new Date() });
    const answered = await shop.client.post(`/api/orders/${order.id}/confirmation-sms`);
    expect(answered.status).toBe(409);
    expect(answered.body.error.message).toBe(`The customer has already answered for order ${order.code}`);

    const closed = await placeOrder(shop);
    await changeOrderRow(shop, closed.id, { status: 'cancelled' });
    const late = await shop.client.post(`/api/orders/${closed.id}/confirmation-sms`);
    expect(late.status).toBe(409);

    const other = await sellerWithCatalogue(world.server, 'No SMS Shop');
    const none = await other.client.post(`/api/orders/${(await placeOrder(other)).id}/confirmation-sms`);
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('Set up the SMS gateway first, on the Customer SMS page');
  });
});

describe('the tracking SMS', () => {
  it('goes out when a courier books the parcel, and its link opens the tracking page', async () => {
    const seller = await sellerWithCatalogue(world.server, 'Tracking SMS Shop');
    const redx = await addApiCourier(seller, world.fake, 'redx');
    const account = await turnOnSms(world, seller, { confirmOnSave: false, linkAfterDispatch: true });
    const order = await placeOrder(seller, { courierId: redx.id });
    expect(await textsTo(world, order.phone, account)).toEqual([]);
    const sent = await sendOrder(seller, order.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [text, ...more] = await textsTo(world, order.phone, account);
    expect(more).toEqual([]);
    expect(text).toContain(redx.name);
    const link = linkIn(text!);
    expect(link).toMatch(/^\/t\//);
    const tracking = await page(link);
    expect(tracking.status).toBe(200);
    expect(tracking.html).toContain(order.code);
  });
});

describe('sending only the confirmed orders', () => {
  it('a bulk send with the customer filter takes the orders their customers confirmed, and no other', async () => {
    const seller = await sellerWithCatalogue(world.server, 'Confirmed Shop');
    const [confirmed, waiting, notAsked] = [
      await placeOrder(seller),
      await placeOrder(seller),
      await placeOrder(seller),
    ];
    const now = new Date();
    await changeOrderRow(seller, confirmed.id, {
      customerAskedAt: now,
      customerAnswer: 'confirmed',
      customerAnsweredAt: now,
    });
    await changeOrderRow(seller, waiting.id, { customerAskedAt: now });
    const listed = await seller.client.get('/api/orders?status=processing&customerAnswer=confirmed');
    expect(listed.body.items.map((o: { id: string }) => o.id)).toEqual([confirmed.id]);

    const started = await seller.client.post('/api/dispatch-batches', {
      filters: { status: 'processing', customerAnswer: 'confirmed' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await world.server.deps.jobs.dispatch.idle();
    const statusOf = async (id: string) => (await seller.client.get(`/api/orders/${id}`)).body.status;
    expect([await statusOf(confirmed.id), await statusOf(waiting.id), await statusOf(notAsked.id)]).toEqual([
      'ready',
      'processing',
      'processing',
    ]);
    const rows = await world.server.deps.database.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.sellerId, seller.sellerId)));
    expect(rows).toEqual([]);
  });
});
