import type { ApiProvider } from '@chalan/core';
import { PATHAO_INTEGRATION_SECRET, type WebhookDelivery } from '@chalan/fake-courier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiCourier,
  addApiCourier,
  moveAtCourier,
  parcelEventRows,
  parcelRows,
  type ServerWithFakeCourier,
  sentParcel,
  startCourierShop,
} from '../../test/courier-fixtures.testkit.ts';
import { newAdmin, type SignedInUser } from '../../test/fixtures.testkit.ts';
import type { SellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';

let world: ServerWithFakeCourier;
let shop: SellerWithCatalogue;
beforeAll(async () => ({ world, shop } = await startCourierShop('Webhook Shop')));
afterAll(() => world?.close());

const parcelNow = async (orderId: string) => (await parcelRows(world.server, shop, orderId))[0]!;
const historyOf = (parcelId: string) => parcelEventRows(world.server, shop, parcelId);

/**
 * What the seller enters in the courier's panel (GET /api/couriers/{id}/webhook), pointed at this test
 * server: APP_URL names no reachable port in tests, so only the path of its URL is kept.
 */
async function webhookSettings(courier: { id: string }, as: SignedInUser = shop) {
  const res = await as.client.get(`/api/couriers/${courier.id}/webhook`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const path = new URL(res.body.url).pathname;
  return { path, url: `${world.server.url}${path}`, secret: res.body.secret as string };
}

/** The courier account posts its status changes to `url`, with `secret` (none for RedX). */
const useWebhook = (courier: ApiCourier, url: string, secret?: string) =>
  world.fake.setWebhook({ courier: courier.provider, account: courier.account, url, secret });

/** The fake's deliveries for this account once they have all arrived or given up. */
async function deliveriesTo(courier: ApiCourier): Promise<WebhookDelivery[]> {
  await world.fake.webhooksSettled();
  return world.fake.webhookDeliveries().filter((d) => d.account === courier.account);
}

/** A webhook call as a courier makes it. */
async function postWebhook(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${world.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

describe('Steadfast webhooks', () => {
  it('stores the status Steadfast posts with the Bearer secret, once however often it is delivered', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const { order, parcel } = await sentParcel(shop, courier);
    const hook = await webhookSettings(courier);
    await useWebhook(courier, hook.url, hook.secret);

    moveAtCourier(world.fake, courier, parcel.consignmentId, 'delivered');
    const [delivery] = await deliveriesTo(courier);
    expect(delivery).toMatchObject({ status: 200, attempts: 1 });
    expect(await parcelNow(order.id)).toMatchObject({
      status: 'delivered',
      rawStatus: 'delivered',
      nextSyncAt: null,
    });
    expect(await historyOf(parcel.id)).toMatchObject([
      { source: 'dispatch' },
      { status: 'delivered', rawStatus: 'delivered', source: 'webhook', message: expect.any(String) },
    ]);

    const replay = await fetch(`${world.fake.url}/_control/webhooks/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ index: delivery!.index }),
    });
    expect(((await replay.json()) as { delivery: WebhookDelivery }).delivery).toMatchObject({
      replayOf: delivery!.index,
      status: 200,
    });
    expect(await historyOf(parcel.id)).toHaveLength(2);
  });

  it('refuses a call with another secret or none with 401 and stores nothing', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const { order, parcel } = await sentParcel(shop, courier);
    const hook = await webhookSettings(courier);

    await useWebhook(courier, hook.url, `${hook.secret}x`);
    moveAtCourier(world.fake, courier, parcel.consignmentId, 'pending');
    await useWebhook(courier, hook.url);
    moveAtCourier(world.fake, courier, parcel.consignmentId, 'delivered');

    const deliveries = await deliveriesTo(courier);
    expect(deliveries.map((d) => [d.headers.Authorization ?? null, d.status])).toEqual([
      [`Bearer ${hook.secret}x`, 401],
      [null, 401],
    ]);
    expect(await parcelNow(order.id)).toMatchObject({ status: 'in_review', rawStatus: 'in_review' });
    expect(await historyOf(parcel.id)).toHaveLength(1);
  });
});

describe('Pathao webhooks', () => {
  it('answers the set-up call with 202 and the integration secret Pathao checks', async () => {
    const courier = await addApiCourier(shop, world.fake, 'pathao');
    const hook = await webhookSettings(courier);
    const setup = await useWebhook(courier, hook.url, hook.secret);
    expect(setup.integration).toMatchObject({
      ok: true,
      status: 202,
      secretHeader: PATHAO_INTEGRATION_SECRET,
    });
    expect(PATHAO_INTEGRATION_SECRET).toBe('f3992ecc-59da-4cbe-a049-a13da2018d51');
  });

  it('stores what Pathao answers when asked, not what the event claims', async () => {
    const courier = await addApiCourier(shop, world.fake, 'pathao');
    const delivered = await sentParcel(shop, courier);
    const waiting = await sentParcel(shop, courier);
    const hook = await webhookSettings(courier);
    await useWebhook(courier, hook.url, hook.secret);

    moveAtCourier(world.fake, courier, delivered.parcel.consignmentId, 'Delivered');
    const [event] = (await deliveriesTo(courier)).filter((d) => d.event === 'order.delivered');
    expect(event).toMatchObject({ status: 202 });
    expect(await parcelNow(delivered.order.id)).toMatchObject({
      status: 'delivered',
      rawStatus: 'delivered',
    });
    expect((await historyOf(delivered.parcel.id)).at(-1)).toMatchObject({
      status: 'delivered',
      source: 'webhook',
    });

    // The same event about the parcel still waiting for pickup: Pathao, asked, says pending.
    const claim = {
      ...event!.body,
      consignment_id: waiting.parcel.consignmentId,
      merchant_order_id: waiting.order.code,
    };
    const res = await postWebhook(hook.path, claim, { 'X-PATHAO-Signature': hook.secret });
    expect(res.status).toBe(202);
    expect(await parcelNow(waiting.order.id)).toMatchObject({
      status: 'pending',
      nextSyncAt: expect.any(Date),
    });
    expect((await historyOf(waiting.parcel.id)).map((e) => e.status)).not.toContain('delivered');
  });

  it('refuses calls signed with another secret (the set-up call too) and stores nothing', async () => {
    const courier = await addApiCourier(shop, world.fake, 'pathao');
    const { order, parcel } = await sentParcel(shop, courier);
    const hook = await webhookSettings(courier);
    const setup = await useWebhook(courier, hook.url, 'not-the-secret');
    expect(setup.integration).toMatchObject({ ok: false, status: 401, secretHeader: null });

    moveAtCourier(world.fake, courier, parcel.consignmentId, 'Delivered');
    const deliveries = await deliveriesTo(courier);
    expect(deliveries.map((d) => [d.event, d.status])).toEqual([
      ['webhook_integration', 401],
      ['order.delivered', 401],
    ]);
    expect((await parcelNow(order.id)).status).toBe('pending');
    expect(await historyOf(parcel.id)).toHaveLength(1);
  });
});

describe('RedX webhooks', () => {
  it('knows the courier by the secret in the URL and stores what RedX answers when asked', async () => {
    const courier = await addApiCourier(shop, world.fake, 'redx');
    const moving = await sentParcel(shop, courier);
    const waiting = await sentParcel(shop, courier);
    const hook = await webhookSettings(courier);
    expect(hook.path).toBe(`/api/webhooks/redx/${hook.secret}`);
    await useWebhook(courier, hook.url);

    moveAtCourier(world.fake, courier, moving.parcel.consignmentId, 'delivered');
    const [event] = await deliveriesTo(courier);
    expect(event).toMatchObject({ event: 'delivered', status: 200 });
    expect(await parcelNow(moving.order.id)).toMatchObject({ status: 'delivered', rawStatus: 'delivered' });
    expect((await historyOf(moving.parcel.id)).at(-1)).toMatchObject({ source: 'webhook' });

    const claim = {
      ...event!.body,
      tracking_number: waiting.parcel.consignmentId,
      invoice_number: waiting.order.code,
    };
    expect((await postWebhook(hook.path, claim)).status).toBe(200);
    expect(await parcelNow(waiting.order.id)).toMatchObject({
      status: 'pending',
      rawStatus: 'pickup-pending',
    });
  });

  it('refuses a URL with a secret no courier has', async () => {
    const courier = await addApiCourier(shop, world.fake, 'redx');
    const { order, parcel } = await sentParcel(shop, courier);
    await webhookSettings(courier);
    await useWebhook(courier, `${world.server.url}/api/webhooks/redx/not-a-secret`);

    moveAtCourier(world.fake, courier, parcel.consignmentId, 'ready-for-delivery');
    expect((await deliveriesTo(courier)).map((d) => d.status)).toEqual([401]);
    expect(await parcelNow(order.id)).toMatchObject({ status: 'pending', rawStatus: null });
    expect(await historyOf(parcel.id)).toHaveLength(1);
  });
});

describe('any courier', () => {
  // A well-signed call about a parcel this courier account never booked, as each courier would make it.
  const unknownParcel: Record<ApiProvider, { body: unknown; answer: number }> = {
    steadfast: {
      body: {
        notification_type: 'delivery_status',
        consignment_id: 99,
        invoice: 'NOPE',
        status: 'delivered',
      },
      answer: 200,
    },
    pathao: {
      body: { event: 'order.delivered', consignment_id: 'DL000000NOPE00', merchant_order_id: 'NOPE' },
      answer: 202,
    },
    redx: {
      body: { tracking_number: '00NOPE0000000', status: 'delivered', invoice_number: 'NOPE' },
      answer: 200,
    },
  };
  for (const [provider, { body, answer }] of Object.entries(unknownParcel) as [
    ApiProvider,
    (typeof unknownParcel)[ApiProvider],
  ][]) {
    it(`${provider}: answers an event about an unknown parcel with ${answer} and stores nothing`, async () => {
      const courier = await addApiCourier(shop, world.fake, provider);
      const { order, parcel } = await sentParcel(shop, courier);
      const hook = await webhookSettings(courier);
      const auth: Record<ApiProvider, Record<string, string>> = {
        steadfast: { Authorization: `Bearer ${hook.secret}` },
        pathao: { 'X-PATHAO-Signature': hook.secret },
        redx: {},
      };
      const res = await postWebhook(hook.path, body, auth[provider]);
      expect(res.status).toBe(answer);
      expect(await parcelNow(order.id)).toMatchObject({ status: parcel.status, rawStatus: parcel.rawStatus });
      expect(await historyOf(parcel.id)).toHaveLength(1);
    });
  }

  it('refuses a call naming another seller’s courier, and that courier’s own calls reach only its parcels', async () => {
    const courier = await addApiCourier(shop, world.fake, 'steadfast');
    const { order, parcel } = await sentParcel(shop, courier);
    const ours = await webhookSettings(courier);
    const stranger = await newAdmin(world.server, 'Stranger Shop');
    const theirCourier = await addApiCourier(stranger, world.fake, 'steadfast');
    const theirs = await webhookSettings(theirCourier, stranger);
    const body = {
      notification_type: 'delivery_status',
      consignment_id: Number(parcel.consignmentId),
      invoice: order.code,
      status: 'delivered',
    };

    const withOurSecret = await postWebhook(theirs.path, body, { Authorization: `Bearer ${ours.secret}` });
    expect(withOurSecret.status).toBe(401);
    expect(withOurSecret.body.error.code).toBe('UNAUTHENTICATED');
    const wrongProvider = await postWebhook(ours.path.replace('/steadfast/', '/pathao/'), body, {
      'X-PATHAO-Signature': ours.secret,
    });
    expect(wrongProvider.status).toBe(401);
    const withTheirSecret = await postWebhook(theirs.path, body, {
      Authorization: `Bearer ${theirs.secret}`,
    });
    expect(withTheirSecret.status).toBe(200);

    expect((await parcelNow(order.id)).status).toBe('in_review');
    expect(await historyOf(parcel.id)).toHaveLength(1);
  });
});
