import type { ApiProvider, CredentialsByProvider } from '@chalan/core';
import { type FakeCourier, type Parcel, startFakeCourier } from '@chalan/fake-courier';
import { and, asc, eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { orders, parcelEvents, parcels } from '../db/schema/index.ts';
import type { SignedInUser } from './fixtures.testkit.ts';
import { placeOrder, type SellerWithCatalogue, sellerWithCatalogue } from './order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from './test-server.testkit.ts';

/**
 * Dispatch tests: the server talking to tools/fake-courier, sellers with couriers that have an API (each
 * on its own merchant account at the fake, so a test sees only its own parcels), and the rows a send
 * leaves behind.
 */

export interface ServerWithFakeCourier {
  server: TestServer;
  fake: FakeCourier;
  close(): Promise<void>;
}

/** The server pointed at a fresh fake: no pause between paced sends, and a courier gives up after 1 s. */
/** A file's server and fake courier, with one seller and their catalogue. */
export async function startCourierShop(
  shopName: string,
): Promise<{ world: ServerWithFakeCourier; shop: SellerWithCatalogue }> {
  const world = await startServerWithFakeCourier();
  return { world, shop: await sellerWithCatalogue(world.server, shopName) };
}

export async function startServerWithFakeCourier(): Promise<ServerWithFakeCourier> {
  const fake = await startFakeCourier();
  const server = await startTestServer({
    ...fake.baseUrls,
    COURIER_PACE_MS: '0',
    COURIER_TIMEOUT_MS: '1000',
  });
  return {
    server,
    fake,
    async close() {
      await server.close();
      await fake.close();
    },
  };
}

export interface ApiCourier {
  id: string;
  name: string;
  provider: ApiProvider;
  /** How the fake names the merchant account: Steadfast api key, Pathao client id, RedX token. */
  account: string;
}

const LABELS: Record<ApiProvider, string> = { steadfast: 'Steadfast', pathao: 'Pathao', redx: 'RedX' };
let accounts = 0;

/** New merchant credentials the fake accepts from now on. */
function newFakeAccount<P extends ApiProvider>(fake: FakeCourier, provider: P) {
  const n = `${process.pid}-${++accounts}`;
  const made = {
    steadfast: () => {
      const account = { apiKey: `sf-key-${n}`, secretKey: `sf-secret-${n}` };
      fake.addAccounts({ steadfast: [account] });
      return { credentials: account, account: account.apiKey };
    },
    pathao: () => {
      const account = {
        clientId: `pathao-client-${n}`,
        clientSecret: `pathao-secret-${n}`,
        username: `merchant-${n}@pathao.test`,
        password: `pathao-password-${n}`,
      };
      fake.addAccounts({ pathao: [account] });
      return { credentials: account, account: account.clientId };
    },
    redx: () => {
      const account = { accessToken: `redx-token-${n}` };
      fake.addAccounts({ redx: [account] });
      return { credentials: account, account: account.accessToken };
    },
  }[provider]();
  return made as { credentials: CredentialsByProvider[P]; account: string };
}

/** An active courier with an API (60 taka in Dhaka, 120 outside) on a merchant account of its own at the fake. */
export async function addApiCourier(
  seller: SignedInUser,
  fake: FakeCourier,
  provider: ApiProvider,
): Promise<ApiCourier> {
  const { credentials, account } = newFakeAccount(fake, provider);
  const res = await seller.client.post('/api/couriers', {
    name: `${LABELS[provider]} API ${accounts}`,
    provider,
    mode: 'live',
    credentials,
    chargeInDhaka: 6_000,
    chargeOutsideDhaka: 12_000,
    status: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.courier.id, name: res.body.courier.name, provider, account };
}

/** A file's server and fake courier, with one seller who has a Steadfast, a Pathao and a RedX courier. */
export async function startShopWithEveryCourier(shopName: string) {
  const { world, shop } = await startCourierShop(shopName);
  const steadfast = await addApiCourier(shop, world.fake, 'steadfast');
  const pathao = await addApiCourier(shop, world.fake, 'pathao');
  const redx = await addApiCourier(shop, world.fake, 'redx');
  return { world, shop, steadfast, pathao, redx };
}

export type ShopWithEveryCourier = Awaited<ReturnType<typeof startShopWithEveryCourier>>;

/** "Send to {courier}" for one order: POST /api/orders/{id}/send, as the user given. */
export const sendOrder = (as: SignedInUser, orderId: string) => as.client.post(`/api/orders/${orderId}/send`);

/** A saree order of `shop` sent to `courier` through the API: the order and its parcel row. */
export async function sentParcel(shop: SellerWithCatalogue, courier: ApiCourier) {
  const order = await placeOrder(shop, { courierId: courier.id });
  const res = await sendOrder(shop, order.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [parcel] = await parcelRows(shop.server, shop, order.id);
  return { order, parcel: parcel! };
}

/** The courier moves the parcel on at the fake; `status` is in the courier's own words. */
export const moveAtCourier = (
  fake: FakeCourier,
  courier: ApiCourier,
  consignmentId: string | null,
  status: string,
) =>
  fake.setParcelStatus({ courier: courier.provider, id: consignmentId!, account: courier.account }, status);

/** The parcels the fake holds for this courier's account, in booking order. */
export const fakeParcels = (fake: FakeCourier, courier: ApiCourier): Parcel[] =>
  fake.parcels(courier.provider).filter((p) => p.account === courier.account);

/** The order's parcel rows as stored, oldest first. */
export async function parcelRows(server: TestServer, seller: SignedInUser, orderId: string) {
  return server.deps.database.db
    .select()
    .from(parcels)
    .where(and(eq(parcels.sellerId, seller.sellerId), eq(parcels.orderId, orderId)))
    .orderBy(asc(parcels.createdAt), asc(parcels.id));
}

export async function parcelEventRows(server: TestServer, seller: SignedInUser, parcelId: string) {
  return server.deps.database.db
    .select()
    .from(parcelEvents)
    .where(and(eq(parcelEvents.sellerId, seller.sellerId), eq(parcelEvents.parcelId, parcelId)))
    .orderBy(asc(parcelEvents.createdAt), asc(parcelEvents.id));
}

/**
 * Changes an order's row directly, for states the API cannot make here: a phone our own validation
 * refuses (but a courier sees on old data), or a parcel the courier returned.
 */
export async function changeOrderRow(
  seller: SellerWithCatalogue,
  orderId: string,
  values: Partial<typeof orders.$inferInsert>,
) {
  await seller.server.deps.database.db
    .update(orders)
    .set(values)
    .where(and(eq(orders.sellerId, seller.sellerId), eq(orders.id, orderId)));
}

/**
 * Records the paths of the calls the server makes to the fake (the server runs in this process, so its
 * fetch is ours to watch). `stop()` puts fetch back.
 */
export function watchCourierCalls(fake: FakeCourier) {
  const spy = vi.spyOn(globalThis, 'fetch');
  return {
    paths: () =>
      spy.mock.calls
        .map(([input]) => String(input instanceof Request ? input.url : input))
        .filter((url) => url.startsWith(fake.url))
        .map((url) => new URL(url).pathname),
    stop: () => spy.mockRestore(),
  };
}
