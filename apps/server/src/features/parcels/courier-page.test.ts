import type { ApiProvider } from '@chalan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiCourier,
  addApiCourier,
  fakeParcels,
  moveAtCourier,
  parcelRows,
  type ServerWithFakeCourier,
  sendOrder,
  sentParcel,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import { newModerator, type SignedInUser } from '../../test/fixtures.testkit.ts';
import {
  availableQtyOf,
  moveOrder,
  orderEventRows,
  placeOrder,
  type SellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
let staff: SignedInUser;
beforeAll(async () => {
  ({ world, shop } = await startCourierShop('Courier Page Shop'));
  staff = await newModerator(world.server, shop, 'Rakib');
});
afterAll(() => world?.close());

const page = (courierId: string, as: SignedInUser = shop) =>
  as.client.get(`/api/couriers/${courierId}/parcels`);
const history = (parcelId: string, as: SignedInUser = shop) =>
  as.client.get(`/api/parcels/${parcelId}/events`);
const refresh = async (courier: ApiCourier) => {
  const res = await shop.client.post(`/api/couriers/${courier.id}/sync`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const close = (orderId: string, status: string, as: SignedInUser = shop) =>
  as.client.post(`/api/orders/${orderId}/courier-close`, { status });

describe('the courier page (GET /api/couriers/{id}/parcels)', () => {
  it('lists the ready orders sent to this courier, newest first, each with its parcel as stored', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const elsewhere = await addApiCourier(shop, world.fake, 'steadfast');
    const older = await sentParcel(shop, courier);
    const newer = await sentParcel(shop, courier);
    await placeOrder(shop, { courierId: courier.id });
    await moveOrder(shop, (await placeOrder(shop, { courierId: courier.id })).id, 'ready');
    await sentParcel(shop, elsewhere);
    moveAtCourier(world.fake, courier, older.parcel.consignmentId, 'pending');
    await refresh(courier);

    const res = await page(courier.id, staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ page: 1, total: 2, totalPages: 1 });
    expect(res.body.items).toMatchObject([
      {
        order: { id: newer.order.id, code: newer.order.code, status: 'ready' },
        parcel: {
          id: newer.parcel.id,
          status: 'in_review',
          rawStatus: 'in_review',
          consignmentId: newer.parcel.consignmentId,
          trackingCode: newer.parcel.trackingCode,
        },
      },
      {
        order: { id: older.order.id, status: 'ready' },
        parcel: {
          id: older.parcel.id,
          status: 'pending',
          rawStatus: 'pending',
          consignmentId: older.parcel.consignmentId,
          statusChangedAt: expect.any(String),
          lastSyncedAt: expect.any(String),
        },
      },
    ]);
  });

  it('shows a parcel’s history newest first, with where each status came from', async () => {
    const courier = await addApiCourier(shop, world.fake, 'pathao');
    const { parcel } = await sentParcel(shop, courier);
    moveAtCourier(world.fake, courier, parcel.consignmentId, 'In Transit');
    await refresh(courier);
    moveAtCourier(world.fake, courier, parcel.consignmentId, 'Delivered');
    await refresh(courier);

    const res = await history(parcel.id, staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items).toMatchObject([
      { status: 'delivered', rawStatus: 'delivered', source: 'poll' },
      { status: 'pending', rawStatus: 'in-transit', source: 'poll' },
      { status: 'pending', rawStatus: 'Pending', source: 'dispatch' },
    ]);
  });
});

describe('closing an order at the courier (POST /api/orders/{id}/courier-close)', () => {
  it('moves the order, marks its courier status returned and takes its parcel off the page; history stays', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const sent = {
      completed: await sentParcel(shop, courier),
      cancelled: await sentParcel(shop, courier),
      processing: await sentParcel(shop, courier),
    };
    const sareeStock = await availableQtyOf(world.server, shop, shop.products[0]!.id);

    for (const [status, { order, parcel }] of Object.entries(sent)) {
      const res = await close(order.id, status, staff);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        key: 'orderClosedAtCourier',
        message: `Order ${order.code} is ${status}; its courier information is cleared`,
        order: { id: order.id, status, courierStatus: 'returned' },
      });
      const timeline = await orderEventRows(world.server, shop, order.id);
      expect(timeline.filter((e) => e.kind === 'status').at(-1)).toMatchObject({
        kind: 'status',
        fromStatus: 'ready',
        toStatus: status,
        userId: staff.userId,
        changes: { courierStatus: { from: 'sent', to: 'returned' } },
      });
      const [row] = await parcelRows(world.server, shop, order.id);
      if (status === 'completed') {
        expect(row).toMatchObject({ active: false, nextSyncAt: null, cancelState: null });
        expect((await history(parcel.id)).body.items).toMatchObject([{ source: 'dispatch' }]);
      } else {
        // Cancel and Back to Processing ask Steadfast for a return; the sync follows it until confirmed.
        expect(row).toMatchObject({ active: false, cancelState: 'requested' });
        expect(row!.nextSyncAt).not.toBeNull();
        expect((await history(parcel.id)).body.items).toMatchObject([
          { source: 'manual' },
          { source: 'dispatch' },
        ]);
      }
    }
    expect((await page(courier.id)).body).toMatchObject({ items: [], total: 0 });
    // The goods are out with the courier: they come back with a return, not with the cancel.
    expect(await availableQtyOf(world.server, shop, shop.products[0]!.id)).toBe(sareeStock);
  });

  it('sends an order brought back to processing again under a new order id, with a new parcel', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const { order, parcel } = await sentParcel(shop, courier);
    expect((await close(order.id, 'processing')).status).toBe(200);

    // Steadfast has the return request but has not confirmed the parcel cancelled: the user must confirm.
    const asked = await sendOrder(shop, order.id);
    expect(asked.status).toBe(409);
    expect(asked.body.error.code).toBe('CONFIRMATION_NEEDED');
    const res = await shop.client.post(`/api/orders/${order.id}/send?confirmLiveParcel=true`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const newCode = res.body.code as string;
    expect(newCode).not.toBe(order.code);
    expect(res.body.messages.map((m: { message: string }) => m.message)).toEqual([
      'New order id generated successfully',
      'Order sent to courier successfully',
    ]);

    const rows = await parcelRows(world.server, shop, order.id);
    expect(rows.map((p) => [p.id === parcel.id, p.invoice, p.active])).toEqual([
      [true, order.code, false],
      [false, newCode, true],
    ]);
    expect(fakeParcels(world.fake, courier).map((p) => p.invoice)).toEqual([order.code, newCode]);
    expect((await page(courier.id)).body.items).toMatchObject([
      { order: { id: order.id, code: newCode }, parcel: { id: rows[1]!.id } },
    ]);
  });

  it('refuses with 409 an order that is not with the courier, and leaves it as it was', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const processing = await placeOrder(shop, { courierId: courier.id });
    const ready = await moveOrder(shop, (await placeOrder(shop, { courierId: courier.id })).id, 'ready');
    const closed = (await sentParcel(shop, courier)).order;
    expect((await close(closed.id, 'cancelled')).status).toBe(200);

    for (const [order, status, to] of [
      [processing, 'processing', 'cancelled'],
      [ready, 'ready', 'completed'],
      [closed, 'cancelled', 'processing'],
    ] as const) {
      const res = await close(order.id, to);
      expect(res.status, order.code).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'CONFLICT',
        message: `An order that is ${status} cannot become ${to}`,
      });
      expect((await shop.client.get(`/api/orders/${order.id}`)).body.status).toBe(status);
    }
    expect((await close(closed.id, 'returned')).status).toBe(400);
  });
});

describe('webhook settings (GET /api/couriers/{id}/webhook)', () => {
  const header: Record<ApiProvider, string | null> = {
    steadfast: 'Authorization: Bearer',
    pathao: 'X-PATHAO-Signature',
    redx: null,
  };

  it('gives each courier account its URL and secret, the same on every read', async () => {
    const base = `${world.server.deps.config.APP_URL}/api/webhooks`;
    const secrets = new Set<string>();
    for (const provider of ['steadfast', 'pathao', 'redx'] as const) {
      const courier = await addApiCourier(shop, world.fake, provider);
      const res = await shop.client.get(`/api/couriers/${courier.id}/webhook`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { secret } = res.body;
      expect(secret).toMatch(/^[\w-]{32}$/);
      // RedX signs nothing: the secret is the URL's last part.
      const url = provider === 'redx' ? `${base}/redx/${secret}` : `${base}/${provider}/${courier.id}`;
      expect(res.body).toEqual({ provider, url, secret, header: header[provider] });
      expect((await shop.client.get(`/api/couriers/${courier.id}/webhook`)).body).toEqual(res.body);
      secrets.add(secret);
    }
    expect(secrets.size).toBe(3);
  });

  it('has nothing to give for a courier without an API, and nothing for a Moderator', async () => {
    const none = await shop.client.get(`/api/couriers/${shop.courier.id}/webhook`);
    expect(none.body).toEqual({ provider: 'none', url: null, secret: null, header: null });

    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const res = await staff.client.get(`/api/couriers/${courier.id}/webhook`);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toMatch(/webhooks/);
  });
});
