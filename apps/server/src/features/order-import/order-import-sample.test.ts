import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin } from '../../test/fixtures.testkit.ts';
import { type SellerWithCatalogue, sellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { fileForm } from './order-import-fixtures.testkit.ts';

/** The Sample CSV and the column guide the Import Order CSV screen offers for download. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('sample and column guide', () => {
  it('the sample uses the seller’s own products, store and courier, and imports as it is', async () => {
    const seller = await sellerWithCatalogue(server, 'Import Sample Shop');
    const res = await fetch(new URL('/api/order-imports/sample', server.url), {
      headers: { cookie: cookieOf(seller) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="chalan-order-import-sample.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(
      'Customer Phone,Customer Name,Address,District,Thana,Product 1,Qty 1,Line Discount 1',
    );
    expect(text).toContain('Scarf');
    expect(text).toContain('Steadfast');
    const checked = await seller.client.post('/api/order-imports/preview', fileForm(bytes));
    expect(checked.body).toMatchObject({ rows: 3, valid: 3, errors: [] });
  });

  it('on a Bangla screen the sample’s customers and places are Bangla, under the same English columns', async () => {
    const seller = await sellerWithCatalogue(server, 'Import Bangla Sample Shop');
    const download = async (query: string) =>
      new Uint8Array(
        await (
          await fetch(new URL(`/api/order-imports/sample${query}`, server.url), {
            headers: { cookie: cookieOf(seller) },
          })
        ).arrayBuffer(),
      );
    const [english, bangla] = await Promise.all([download(''), download('?lang=bn')]);
    const [englishHeader, banglaHeader] = [english, bangla].map(
      (b) => new TextDecoder().decode(b).split('\r\n')[0],
    );
    expect(banglaHeader).toBe(englishHeader);
    const text = new TextDecoder().decode(bangla);
    expect(text).toContain('রহিমা আক্তার');
    expect(text).toContain('চট্টগ্রাম,হাটহাজারী');
    const checked = await seller.client.post('/api/order-imports/preview', fileForm(bangla));
    expect(checked.body).toMatchObject({ rows: 3, valid: 3, errors: [] });
    expect(checked.body.orders.map((o: { district: string }) => o.district)).toEqual([
      'Dhaka',
      'Chattogram',
      'Sylhet',
    ]);
    expect((await seller.client.get('/api/order-imports/sample?lang=fr')).status).toBe(400);
  });

  it('a seller with no products or courier gets placeholders that say what to write', async () => {
    const seller = await newAdmin(server, 'Import Empty Shop');
    const text = await (
      await fetch(new URL('/api/order-imports/sample', server.url), { headers: { cookie: cookieOf(seller) } })
    ).text();
    expect(text).toContain('Your product name 1');
    const checked = await seller.client.post('/api/order-imports/preview', fileForm(text));
    expect(checked.body.errors.map((e: any) => [e.row, e.column, e.key])).toContainEqual([
      2,
      'Courier',
      'pleaseAddCourier',
    ]);
    expect(checked.body.errors.map((e: any) => e.message)).toContain(
      'No product named “Your product name 1” in your catalogue',
    );
  });

  it('the column guide explains every column', async () => {
    const seller = await sellerWithCatalogue(server, 'Import Guide Shop');
    const res = await fetch(new URL('/api/order-imports/columns', server.url), {
      headers: { cookie: cookieOf(seller) },
    });
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="chalan-order-import-columns.csv"',
    );
    const text = await res.text();
    for (const column of [
      'Customer Phone',
      'Product 1',
      'Line Discount 1',
      'Delivery Charge',
      'Sales Date',
    ]) {
      expect(text).toContain(`\n${column},`);
    }
  });
});

function cookieOf(user: { client: SellerWithCatalogue['client'] }) {
  const [name, value] = user.client.sessionCookie()!;
  return `${name}=${value}`;
}
