import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiCourier,
  addApiCourier,
  moveAtCourier,
  type ServerWithFakeCourier,
  sentParcel,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import { newModerator } from '../../test/fixtures.testkit.ts';
import type { SellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
let steadfast: ApiCourier;

beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Courier Desk Balance Shop'));
  steadfast = await addApiCourier(shop, world.fake, 'steadfast');
});
afterAll(() => world?.close());

const pageCodes = async (courierId: string) =>
  (await shop.client.get(`/api/couriers/${courierId}/parcels`)).body.items.map(
    (row: { order: { code: string } }) => row.order.code,
  );

describe("a courier's balance on its page", () => {
  it('reads Steadfast’s balance now, in poisha, with the sentence to show', async () => {
    world.fake.addAccounts({
      steadfast: [{ apiKey: 'desk-key', secretKey: 'desk-secret', balance: 4321.5 }],
    });
    const added = await shop.client.post('/api/couriers', {
      name: 'Steadfast with money',
      provider: 'steadfast',
      mode: 'live',
      credentials: { apiKey: 'desk-key', secretKey: 'desk-secret' },
      chargeInDhaka: 6_000,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.courier.tellsBalance).toBe(true);

    const staff = await newModerator(shop.server, shop);
    const res = await staff.client.get(`/api/couriers/${added.body.courier.id}/balance`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ balancePoisha: 432_150, key: 'courierBalance' });
    expect(res.body.message).toBe('Steadfast with money balance: ৳4,321.50');
  });

  it('says why when the courier cannot be reached, and has no balance for couriers whose API tells none', async () => {
    world.fake.injectFault('steadfast', { kind: 'error', status: 503 });
    const res = await shop.client.get(`/api/couriers/${steadfast.id}/balance`);
    expect(res.status).toBe(200);
    expect(res.body.balancePoisha).toBeNull();
    expect(res.body.message).toMatch(/Steadfast/);

    const pathao = await addApiCourier(shop, world.fake, 'pathao');
    const couriers = (await shop.client.get('/api/couriers')).body.items;
    expect(couriers.find((c: { id: string }) => c.id === pathao.id).tellsBalance).toBe(false);
    expect((await shop.client.get(`/api/couriers/${pathao.id}/balance`)).status).toBe(404);
  });
});

describe('bulk Complete of delivered parcels', () => {
  it('completes the delivered orders chosen, and leaves the others with why', async () => {
    const delivered = await sentParcel(shop, steadfast);
    const onTheWay = await sentParcel(shop, steadfast);
    moveAtCourier(world.fake, steadfast, delivered.parcel.consignmentId, 'delivered');
    expect((await shop.client.post(`/api/couriers/${steadfast.id}/sync`)).status).toBe(200);

    const res = await shop.client.post(`/api/couriers/${steadfast.id}/complete-delivered`, {
      orderIds: [delivered.order.id, onTheWay.order.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.completed).toEqual([delivered.order.code]);
    expect(res.body.skipped).toEqual([
      {
        code: onTheWay.order.code,
        reason: expect.objectContaining({ key: 'parcelNotDelivered' }),
      },
    ]);
    expect(res.body.message).toBe('1 delivered orders completed; 1 left as they were');

    const order = await shop.client.get(`/api/orders/${delivered.order.id}`);
    expect(order.body.order ?? order.body).toMatchObject({ status: 'completed' });
    const codes = await pageCodes(steadfast.id);
    expect(codes).toContain(onTheWay.order.code);
    expect(codes).not.toContain(delivered.order.code);
  });

  it('refuses an empty choice, naming the field', async () => {
    const res = await shop.client.post(`/api/couriers/${steadfast.id}/complete-delivered`, { orderIds: [] });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ orderIds: 'Please select an order' });
  });
});
