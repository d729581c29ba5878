import { createHash } from 'node:crypto';
import { toBanglaDigits } from '@chalan/core/digits';
import { formatTaka, roundToTaka } from '@chalan/core/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, parcels } from '../../db/schema/index.ts';
import {
  type ApiCourier,
  addApiCourier,
  changeOrderRow,
  type ServerWithFakeCourier,
  sendOrder,
  sentParcel,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import { newAdmin } from '../../test/fixtures.testkit.ts';
import { moveOrder, placeOrder, type SellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { imageForm, PNG } from '../../test/upload-fixtures.testkit.ts';
import { moveTo } from '../hold-desk/hold-desk.testkit.ts';
import { trackingUrl } from './tracking-link.ts';

/** Issue 18 item 3: the customer's public tracking page of a sent order. */

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
let redx: ApiCourier;
let steadfast: ApiCourier;
beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Tracking Shop'));
  redx = await addApiCourier(shop, world.fake, 'redx');
  steadfast = await addApiCourier(shop, world.fake, 'steadfast');
});
afterAll(() => world?.close());

const DAY = 24 * 60 * 60 * 1000;
const PAGE_BUDGET = 15 * 1024;

/** The order's tracking link as the invoices (and so the label) give it. */
async function linkOf(orderId: string): Promise<string | null> {
  const res = await shop.client.get(`/api/invoices?ids=${orderId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.invoices[0].trackingUrl;
}

/** The page as a phone with no session gets it: status, headers and the HTML. */
async function open(pathOrUrl: string) {
  // The link names APP_URL; the test server listens elsewhere.
  const { pathname, search } = new URL(pathOrUrl, world.server.url);
  const res = await fetch(new URL(`${pathname}${search}`, world.server.url));
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const text = (html: string) =>
  html
    .replace(/<style>[^<]*<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** A RedX parcel the courier holds at its agent (RedX says it in Bangla too), read by the status sync. */
async function heldAtRedx() {
  const sent = await sentParcel(shop, redx);
  await moveTo(world, shop, redx, sent.parcel, 'agent-hold');
  const link = await linkOf(sent.order.id);
  expect(link).toMatch(/\/t\/[\w-]{35}$/);
  return { ...sent, link: link! };
}

describe('the tracking page', () => {
  it('shows the seller, the items, the amount to pay and the history in Bangla, and nothing of the customer', async () => {
    const logo = await shop.client.post('/api/profile/logo', imageForm(PNG, 'logo.png'));
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    const { order, link } = await heldAtRedx();

    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.html).toContain('<html lang="bn">');
    const words = text(page.html);
    expect(words).toContain('Tracking Shop');
    expect(page.html).toMatch(/<img src="\/uploads\/[^"]+\.png" alt=""/);
    expect(words).toContain(`Cotton Saree × ${toBanglaDigits('1')}`);
    expect(words).toContain(
      `ডেলিভারির সময় দিতে হবে ${toBanglaDigits(formatTaka(roundToTaka(order.payable) * 100))}`,
    );
    expect(words).toContain(`কুরিয়ার: ${redx.name} · অর্ডার: ${order.code}`);
    expect(words).toContain('আপনার পার্সেল কুরিয়ারের কাছে অপেক্ষায় আছে');
    // Newest first: RedX's own Bangla words for the hold, then the booking.
    const held = words.indexOf('পার্সেলটি এজেন্টের কাছে হোল্ডে আছে।');
    expect(held).toBeGreaterThan(0);
    expect(words.indexOf('কুরিয়ারে দেওয়া হয়েছে')).toBeGreaterThan(held);
    expect(page.html).toMatch(/<time datetime="[^"]+">[০-৯]+ [^<]+, [^<]+ [০-৯]+:[০-৯]{2}<\/time>/);
    // Nothing of the customer, nor of the seller's other data.
    for (const secret of [
      shop.customer.name,
      shop.customer.phone,
      shop.customer.address,
      'Dhanmondi',
      shop.email,
    ])
      expect(page.html, secret).not.toContain(secret);
    expect(page.html).not.toContain('Panjabi');
    expect(page.html).not.toContain(String(order.id));
  });

  it('reads in English with ?lang=en, the courier’s English words too, and links back to Bangla', async () => {
    const { order, link } = await heldAtRedx();
    const page = await open(`${link}?lang=en`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en">');
    const words = text(page.html);
    expect(words).toContain(`To pay on delivery ${formatTaka(roundToTaka(order.payable) * 100, 'Tk ')}`);
    expect(words).toContain('Your parcel Waiting at the courier');
    expect(words).toContain('Parcel is on hold with the agent.');
    expect(words).toContain('Handed to the courier');
    const path = new URL(link).pathname;
    expect(page.html).toContain(`<a class="lang" href="${path}" lang="bn" hreflang="bn">বাংলা</a>`);
    expect((await open(link)).html).toContain(`href="${path}?lang=en"`);
    // Any other language asked for is Bangla, never an error.
    expect((await open(`${link}?lang=xx`)).html).toContain('<html lang="bn">');
  });

  it('is small, has no script, keeps out of search engines and caches, and sends no referrer', async () => {
    const { link } = await heldAtRedx();
    const page = await open(link);
    expect(Buffer.byteLength(page.html)).toBeLessThan(PAGE_BUDGET);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.html).not.toMatch(/<script|\sstyle=|\son\w+=|<link/i);
    // The one stylesheet is allowed by its hash; nothing else may load but our own images.
    const csp = page.headers.get('content-security-policy')!;
    const style = /<style>([^<]*)<\/style>/.exec(page.html)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("img-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
  });

  it('answers a forged or altered token with a plain 404 that says nothing about any order', async () => {
    const { link } = await heldAtRedx();
    const token = new URL(link).pathname.slice(3);
    const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const pages = [
      await open(`/t/${altered}`),
      await open(`/t/${'A'.repeat(35)}`),
      await open('/t/not-a-token'),
      await open(`/t/${token.slice(0, -1)}`),
    ];
    for (const page of pages) {
      expect(page.status).toBe(404);
      expect(page.headers.get('x-robots-tag')).toContain('noindex');
      expect(text(page.html)).toContain('পাতাটি পাওয়া যায়নি');
      expect(page.html).not.toContain('Tracking Shop');
      // The same page for all: a near miss looks like nonsense.
      expect(page.html).toBe(pages[0]!.html);
    }
    expect((await open(`/t/${altered}?lang=en`)).html).toContain('Page not found');
  });

  it('cannot reach another seller’s order by changing ids', async () => {
    const { order } = await heldAtRedx();
    const config = world.server.deps.config;
    const other = await newAdmin(world.server, 'Other Tracking Shop');
    // Genuine tokens, made with the server's own secret, of pairs that are not an order of that seller.
    for (const pair of [
      { sellerId: other.sellerId, orderId: order.id },
      { sellerId: shop.sellerId, orderId: other.sellerId },
    ]) {
      expect((await open(trackingUrl(config, pair))).status).toBe(404);
    }
    // An order of this seller that no courier booked has no link, and its token finds nothing.
    const unsent = await placeOrder(shop, { courierId: steadfast.id });
    expect(await linkOf(unsent.id)).toBeNull();
    expect((await open(trackingUrl(config, { sellerId: shop.sellerId, orderId: unsent.id }))).status).toBe(
      404,
    );
  });

  it('stops working 30 days after the order is completed, returned or cancelled: 410', async () => {
    const done = await sentParcel(shop, steadfast);
    const link = (await linkOf(done.order.id))!;
    await moveOrder(shop, done.order.id, 'completed');
    expect((await open(link)).status).toBe(200);
    await changeOrderRow(shop, done.order.id, { completedAt: new Date(Date.now() - 29 * DAY) });
    expect((await open(link)).status).toBe(200);
    await changeOrderRow(shop, done.order.id, { completedAt: new Date(Date.now() - 31 * DAY) });
    const expired = await open(link);
    expect(expired.status).toBe(410);
    expect(text(expired.html)).toContain('এই লিংকের মেয়াদ শেষ');
    expect(expired.html).not.toContain('Tracking Shop');
    expect(text((await open(`${link}?lang=en`)).html)).toContain('This link has expired');

    // Returned: the day it was marked returned counts.
    const back = await sentParcel(shop, steadfast);
    const backLink = (await linkOf(back.order.id))!;
    await changeOrderRow(shop, back.order.id, { status: 'returned', courierStatus: 'returned' });
    const { db } = world.server.deps.database;
    await db.insert(orderEvents).values({
      sellerId: shop.sellerId,
      orderId: back.order.id,
      kind: 'status',
      fromStatus: 'ready',
      toStatus: 'returned',
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    expect((await open(backLink)).status).toBe(200);
    await db
      .update(orderEvents)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(and(eq(orderEvents.sellerId, shop.sellerId), eq(orderEvents.orderId, back.order.id)));
    expect((await open(backLink)).status).toBe(410);
  });

  it('keeps working after the order is sent again under a new id, and follows the new parcel', async () => {
    const first = await sentParcel(shop, steadfast);
    const link = (await linkOf(first.order.id))!;
    // The courier returned it; the seller sends it again.
    await changeOrderRow(shop, first.order.id, { courierStatus: 'returned' });
    await world.server.deps.database.db
      .update(parcels)
      .set({ active: false, status: 'cancelled', rawStatus: 'cancelled' })
      .where(and(eq(parcels.sellerId, shop.sellerId), eq(parcels.orderId, first.order.id)));
    expect(text((await open(link)).html)).toContain('ডেলিভারি হয়নি: বিক্রেতার কাছে ফেরত যাচ্ছে');
    const again = await sendOrder(shop, first.order.id);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.code).not.toBe(first.order.code);

    expect(await linkOf(first.order.id)).toBe(link);
    const page = await open(link);
    expect(page.status).toBe(200);
    const words = text(page.html);
    expect(words).toContain(`অর্ডার: ${again.body.code}`);
    // Steadfast takes a new parcel in for review: the old parcel's return is no longer the news.
    expect(words).toContain('আপনার পার্সেল কুরিয়ারের কাছে পাঠানো হয়েছে');
    expect(words).not.toContain('ফেরত');
  });

  it('finds nothing for a deleted order', async () => {
    const sent = await sentParcel(shop, steadfast);
    const link = (await linkOf(sent.order.id))!;
    await changeOrderRow(shop, sent.order.id, { deletedAt: new Date() });
    expect((await open(link)).status).toBe(404);
  });
});
