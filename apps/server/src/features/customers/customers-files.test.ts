import { CSV_BOM, dhakaDate, formatTaka } from '@chalan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin, newModerator, type SignedInUser } from '../../test/fixtures.testkit.ts';
import { moveOrder, placeOrder, sellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { addCustomer, customerRow, imageForm, PNG } from './customer-fixtures.testkit.ts';

let server: TestServer;
let admin: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await newAdmin(server, 'Files Shop');
});
afterAll(() => server?.close());

describe('customer image', () => {
  it('is stored under customers/, served, and replaces the old file', async () => {
    const c = await addCustomer(admin);
    const first = await admin.client.post(`/api/customers/${c.id}/image`, imageForm(PNG));
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(`${c.name} is updated successfully`);
    const firstUrl: string = first.body.customer.imageUrl;
    expect(firstUrl).toMatch(/^\/uploads\/customers\/.+\.png$/);
    const served = await fetch(new URL(firstUrl, server.url));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    const second = await admin.client.post(`/api/customers/${c.id}/image`, imageForm(jpeg, 'x.png'));
    expect(second.body.customer.imageUrl).toMatch(/^\/uploads\/customers\/.+\.jpg$/);
    expect((await fetch(new URL(firstUrl, server.url))).status).toBe(404);
    expect((await fetch(new URL(second.body.customer.imageUrl, server.url))).status).toBe(200);
  });

  it('is checked by its content, not its name, and may be at most 1 MB', async () => {
    const c = await addCustomer(admin);
    const svg = await admin.client.post(
      `/api/customers/${c.id}/image`,
      imageForm(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'photo.png'),
    );
    expect(svg.status).toBe(415);
    expect(svg.body.error.message).toBe('The image must be a PNG, JPEG or WebP file');
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await admin.client.post(`/api/customers/${c.id}/image`, imageForm(big));
    expect(tooBig.status).toBe(413);
    expect((await customerRow(server, admin, c.id))!.imagePath).toBeNull();
  });

  it('may be set by a Moderator (the Start Order form adds customers)', async () => {
    const staff = await newModerator(server, admin);
    const c = await addCustomer(staff);
    const res = await staff.client.post(`/api/customers/${c.id}/image`, imageForm(PNG));
    expect(res.status).toBe(200);
    expect(res.body.customer.imageUrl).toMatch(/^\/uploads\/customers\//);
  });
});

describe('customer export', () => {
  it('is a CSV with a BOM, plain-word columns, figures, formula-safe cells and Bangla intact', async () => {
    const shop = await sellerWithCatalogue(server, 'Export Shop');
    const rahim = await addCustomer(shop, {
      name: 'রহিম উদ্দিন',
      phone: '01712345678',
      address: 'বাড়ি ১২, Road "3", Mirpur',
      district: 'Dhaka',
      thana: 'Mirpur',
      link: 'https://m.me/rahim',
    });
    await addCustomer(shop, { name: '=HYPERLINK("http://evil")', phone: '01812345678', address: '+cmd' });
    const bought = await placeOrder(shop, {
      customerId: rahim.id,
      lines: [{ productId: shop.products[2]!.id, qty: 3, discount: 50 }],
    });
    const cancelled = await placeOrder(shop, { customerId: rahim.id });
    await moveOrder(shop, cancelled.id, 'cancelled');

    const res = await fetch(new URL('/api/customers/export', server.url), {
      headers: { cookie: await cookieOf(shop) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('exported_data.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    // Taka with poisha when there are any, no symbol or grouping; the date is the Dhaka calendar day.
    const total = formatTaka(bought.net, '').replaceAll(',', '');
    expect(total).toMatch(/\.50$/);
    const day = dhakaDate(new Date(cancelled.createdAt));
    expect(lines.slice(0, 3)).toEqual([
      'Name,Phone,Address,Thana,District,Inbox link,Orders,Total purchase (Tk),Last purchase',
      `রহিম উদ্দিন,01712345678,"বাড়ি ১২, Road ""3"", Mirpur",Mirpur,Dhaka,https://m.me/rahim,2,${total},${day}`,
      `"'=HYPERLINK(""http://evil"")",01812345678,'+cmd,,,,0,0,`,
    ]);
  });

  it('is for the Admin only', async () => {
    const staff = await newModerator(server, admin);
    expect((await staff.client.get('/api/customers/export')).status).toBe(403);
  });
});

/** The session cookie of a signed-in test user, for a raw fetch that reads bytes. */
async function cookieOf(user: SignedInUser): Promise<string> {
  const jar = (user.client as unknown as { cookies: Map<string, string> }).cookies;
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
