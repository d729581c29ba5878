import { CHAT_TEXT_MAX } from '@chalan/core/chat-order/schemas';
import { toBanglaDigits } from '@chalan/core/digits';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, products } from '../../db/schema/index.ts';
import { newModerator, type SignedInUser } from '../../test/fixtures.testkit.ts';
import {
  addOrderCustomer,
  addStockedProduct,
  availableQtyOf,
  orderTestPhone,
  type SellerWithCatalogue,
  sellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

let server: TestServer;
let shop: SellerWithCatalogue;
beforeAll(async () => {
  server = await startTestServer();
  shop = await sellerWithCatalogue(server, 'Chat Shop');
});
afterAll(() => server?.close());

const read = async (text: string, as: SignedInUser = shop) => {
  const res = await as.client.post('/api/orders/parse-chat', { text });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const customerCount = async (sellerId: string) => {
  const [row] = await server.deps.database.db
    .select({ n: count() })
    .from(customers)
    .where(eq(customers.sellerId, sellerId));
  return row!.n;
};

describe('Paste from chat (POST /api/orders/parse-chat)', () => {
  it('reads a Bangla message into every field, with the products as the search gives them, and saves nothing', async () => {
    const [saree, panjabi] = shop.products;
    const phone = orderTestPhone();
    const before = await customerCount(shop.sellerId);
    const guess = await read(`আসসালামু আলাইকুম আপু
নাম: সুমাইয়া ইসলাম
ফোন: ${toBanglaDigits(phone)}
ঠিকানা: বাসা ৭, রোড ২, উত্তর বাড্ডা, ঢাকা
কটন শাড়ি ২টা আর পাঞ্জাবি ১টা
লাল ব্যাগ ১টা`);
    expect(guess).toMatchObject({
      phone: { value: phone, confidence: 'high' },
      otherPhones: [],
      name: { value: 'সুমাইয়া ইসলাম', confidence: 'high' },
      address: { value: 'বাসা ৭, রোড ২, উত্তর বাড্ডা, ঢাকা', confidence: 'high' },
      district: { value: 'Dhaka', confidence: 'high' },
      thana: { value: 'Badda', confidence: 'high' },
      customer: null,
      unread: ['লাল ব্যাগ ১টা'],
    });
    expect(guess.products).toEqual([
      {
        productId: saree!.id,
        name: 'Cotton Saree',
        qty: 2,
        confidence: 'high',
        matchedText: 'কটন শাড়ি',
        product: {
          id: saree!.id,
          name: 'Cotton Saree',
          salePrice: 145_000,
          liftPrice: 90_000,
          availableQty: 20,
          weightGrams: expect.any(Number),
          imageUrl: null,
          storeId: shop.store.id,
        },
      },
      expect.objectContaining({
        productId: panjabi!.id,
        qty: 1,
        product: expect.objectContaining({ availableQty: 10 }),
      }),
    ]);
    expect(await customerCount(shop.sellerId)).toBe(before);
    expect(await availableQtyOf(server, shop, saree!.id)).toBe(20);
  });

  it('picks the seller’s customer with that phone, however the message writes it', async () => {
    const rahim = shop.customer;
    const written = `+88 ${toBanglaDigits(rahim.phone.slice(0, 5))}-${rahim.phone.slice(5)}`;
    const guess = await read(`Rahim bhai\n${written}\nScarf 3ta`);
    expect(guess.phone.value).toBe(rahim.phone);
    expect(guess.customer).toMatchObject({ ...rahim, imageUrl: null, lastPurchase: null });
    expect(guess.products).toMatchObject([{ productId: shop.products[2]!.id, qty: 3 }]);
  });

  it('never matches another seller’s customer or product, nor an archived product', async () => {
    const other = await sellerWithCatalogue(server, 'Chat Other');
    const theirs = await addOrderCustomer(server, other, { name: 'Other Buyer' });
    await addStockedProduct(other, other.store.id, { name: 'Hijab', salePrice: 30_000, qty: 5 });
    const old = await addStockedProduct(shop, shop.store.id, { name: 'Borka', salePrice: 90_000, qty: 5 });
    await server.deps.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, old.id));

    const guess = await read(`নাম: রুমা\n${theirs.phone}\nহিজাব ২টা, বোরকা ১টা`);
    expect(guess.phone.value).toBe(theirs.phone);
    expect(guess.customer).toBeNull();
    expect(guess.products).toEqual([]);
    // The other seller's own paste finds both.
    const own = await read(`${theirs.phone}\nহিজাব ২টা`, other);
    expect(own.customer.id).toBe(theirs.id);
    expect(own.products.map((p: { name: string }) => p.name)).toEqual(['Hijab']);
  });

  it('refuses an empty or too long message with the field’s message', async () => {
    for (const text of ['', '   \n ', 'x'.repeat(CHAT_TEXT_MAX + 1)]) {
      const res = await shop.client.post('/api/orders/parse-chat', { text });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.text).toBeDefined();
    }
    const empty = await shop.client.post('/api/orders/parse-chat', { text: ' ' });
    expect(empty.body.error.fields.text).toBe('Paste the customer’s message');
    expect(
      (await shop.client.post('/api/orders/parse-chat', { text: 'x'.repeat(CHAT_TEXT_MAX) })).status,
    ).toBe(200);
  });

  it('is open to staff, who work orders', async () => {
    const staff = await newModerator(server, shop);
    const guess = await read(
      `Karim Mia ${shop.outsideCustomer.phone}, Hathazari, Chattogram. Panjabi x2`,
      staff,
    );
    expect(guess.customer.id).toBe(shop.outsideCustomer.id);
    expect(guess.products).toMatchObject([{ productId: shop.products[1]!.id, qty: 2 }]);
  });
});
