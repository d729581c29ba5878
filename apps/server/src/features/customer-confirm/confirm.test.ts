import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, sellers } from '../../db/schema/index.ts';
import {
  type ApiCourier,
  addApiCourier,
  type ServerWithFakeCourier,
  sendOrder,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import {
  availableQtyOf,
  orderRow,
  placeOrder,
  type SellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { linkIn, textsTo, turnOnSms } from '../sms/sms-fixtures.testkit.ts';
import { trackingUrl } from '../tracking/tracking-link.ts';
import { confirmKeys, confirmToken } from './confirm-link.ts';

/**
 * Issue 18 items 2 and 4: the link of the confirmation SMS. The customer confirms or cancels with no
 * sign-in; a link expired, forged or used a second time changes nothing, nor does one for an order a
 * courier already has.
 */

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
let steadfast: ApiCourier;
beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Confirm Shop'));
  await world.server.deps.database.db
    .update(sellers)
    .set({ phone: '01812345678' })
    .where(eq(sellers.id, shop.sellerId));
  steadfast = await addApiCourier(shop, world.fake, 'steadfast');
  await turnOnSms(world, shop);
});
afterAll(() => world?.close());

/** An order saved, and the link of the SMS its customer got. */
async function orderWithLink(overrides: Parameters<typeof placeOrder>[1] = {}) {
  const order = await placeOrder(shop, overrides);
  const texts = await textsTo(world, order.phone);
  return { order, link: linkIn(texts.at(-1)!) };
}

const visible = (html: string) =>
  html
    .replace(/<style>[^<]*<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** The page as the customer's phone gets it (no session). */
async function open(path: string) {
  const res = await fetch(new URL(path, world.server.url), { redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: visible(await res.text()) };
}

/** The customer's tap on an answer: the form's POST, from the page's own origin. */
async function answer(path: string, value: string) {
  const res = await fetch(new URL(path, world.server.url), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(world.server.url).origin,
    },
    body: new URLSearchParams({ answer: value }),
  });
  return { status: res.status, location: res.headers.get('location'), text: visible(await res.text()) };
}

const eventsOf = (orderId: string) =>
  world.server.deps.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.sellerId, shop.sellerId), eq(orderEvents.orderId, orderId)))
    .orderBy(orderEvents.createdAt);

describe('the confirmation page', () => {
  it('shows the order in Bangla (English on request) and changes nothing by being opened', async () => {
    const { order, link } = await orderWithLink();
    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('Confirm Shop');
    expect(page.text).toContain(order.code);
    expect(page.text).toContain('Saree × ১');
    expect(page.text).toContain('হ্যাঁ, অর্ডারটি নিশ্চিত করছি');
    expect(page.text).toContain('না, অর্ডারটি বাতিল করুন');
    const english = await open(`${link}?lang=en`);
    expect(english.text).toContain('Yes, I confirm this order');
    // A link preview (or a second look) opens it again: still unanswered.
    await open(link);
    expect((await orderRow(world.server, shop, order.id))!.customerAnswer).toBeNull();
    const ask = await open(`${link}?ask=cancel`);
    expect(ask.text).toContain('অর্ডারটি বাতিল করবেন?');
    expect((await orderRow(world.server, shop, order.id))!.status).toBe('processing');
  });

  it('records a confirmation once: the order shows it, its timeline says the customer did it', async () => {
    const { order, link } = await orderWithLink();
    const res = await answer(link, 'confirmed');
    expect(res.status).toBe(303);
    expect(res.location).toBe(link);
    expect((await open(link)).text).toContain('ধন্যবাদ! আপনি অর্ডারটি নিশ্চিত করেছেন।');
    const row = await orderRow(world.server, shop, order.id);
    expect(row).toMatchObject({ customerAnswer: 'confirmed', status: 'processing' });
    const last = (await eventsOf(order.id)).at(-1)!;
    expect(last).toMatchObject({
      kind: 'customer',
      userId: null,
      changes: { customerAnswer: { from: null, to: 'confirmed' } },
    });
    const listed = await shop.client.get('/api/orders?status=processing&customerAnswer=confirmed&limit=100');
    expect(listed.body.items.map((o: { id: string }) => o.id)).toContain(order.id);
  });

  it('cancels the order when the customer says no: its goods back in stock', async () => {
    const saree = shop.products[0]!;
    const before = await availableQtyOf(world.server, shop, saree.id);
    const { order, link } = await orderWithLink({ lines: [{ productId: saree.id, qty: 2, discount: 0 }] });
    expect(await availableQtyOf(world.server, shop, saree.id)).toBe(before - 2);
    const res = await answer(link, 'cancelled');
    expect(res.status).toBe(303);
    expect((await open(link)).text).toContain('আপনি অর্ডারটি বাতিল করেছেন।');
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'cancelled',
      customerAnswer: 'cancelled',
    });
    expect(await availableQtyOf(world.server, shop, saree.id)).toBe(before);
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      kind: 'customer',
      userId: null,
      fromStatus: 'processing',
      toStatus: 'cancelled',
    });
  });

  it('refuses a replayed link: the first answer stands, nothing is written twice', async () => {
    const { order, link } = await orderWithLink();
    expect((await answer(link, 'confirmed')).status).toBe(303);
    const eventsAfterFirst = (await eventsOf(order.id)).length;
    for (const again of ['cancelled', 'confirmed']) {
      const replay = await answer(link, again);
      expect(replay.status).toBe(409);
      expect(replay.text).toContain('ধন্যবাদ! আপনি অর্ডারটি নিশ্চিত করেছেন।');
    }
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'processing',
      customerAnswer: 'confirmed',
    });
    expect(await eventsOf(order.id)).toHaveLength(eventsAfterFirst);
  });

  it('refuses an expired link, and says whom to call', async () => {
    const order = await placeOrder(shop);
    const keys = confirmKeys(world.server.deps.config.AUTH_SECRET);
    const ids = { sellerId: shop.sellerId, orderId: order.id };
    const expired = `/c/${confirmToken(keys, ids, new Date(Date.now() - 60_000))}`;
    const page = await open(expired);
    expect(page.status).toBe(410);
    expect(page.text).toContain('এই লিংকের মেয়াদ শেষ');
    expect(page.text).toContain('০১৮১২৩৪৫৬৭৮');
    expect((await answer(expired, 'cancelled')).status).toBe(410);
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'processing',
      customerAnswer: null,
    });
    // The same order with time left: the link works.
    const fresh = `/c/${confirmToken(keys, ids, new Date(Date.now() + 60_000))}`;
    expect((await open(fresh)).status).toBe(200);
  });

  it('refuses a forged link: a changed character, another seller’s key, a tracking token, anything else', async () => {
    const { order, link } = await orderWithLink();
    const token = link.slice('/c/'.length);
    const changed = `/c/${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const otherSecret = `/c/${confirmToken(confirmKeys('z'.repeat(64)), { sellerId: shop.sellerId, orderId: order.id }, new Date(Date.now() + 3_600_000))}`;
    const tracking = new URL(
      trackingUrl(world.server.deps.config, { sellerId: shop.sellerId, orderId: order.id }),
    );
    for (const forged of [changed, otherSecret, tracking.pathname.replace('/t/', '/c/'), '/c/not-a-token']) {
      expect((await open(forged)).status, forged).toBe(404);
      expect((await answer(forged, 'cancelled')).status, forged).toBe(404);
    }
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'processing',
      customerAnswer: null,
    });
    const bad = await answer(link, 'maybe');
    expect(bad.status).toBe(400);
  });

  it('cannot cancel an order a courier has: the page says so and links the tracking page', async () => {
    const { order, link } = await orderWithLink({ courierId: steadfast.id });
    const sent = await sendOrder(shop, order.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('অর্ডারটি আগেই কুরিয়ারে দেওয়া হয়েছে');
    expect(page.text).toContain('পার্সেল ট্র্যাক করুন');
    const refused = await answer(link, 'cancelled');
    expect(refused.status).toBe(409);
    expect(await orderRow(world.server, shop, order.id)).toMatchObject({
      status: 'ready',
      courierStatus: 'sent',
      customerAnswer: null,
    });
  });

  it('is not found once the seller deletes the order', async () => {
    const { order, link } = await orderWithLink();
    expect((await shop.client.delete(`/api/orders/${order.id}`)).status).toBe(200);
    expect((await open(link)).status).toBe(404);
    expect((await answer(link, 'confirmed')).status).toBe(404);
  });
});
