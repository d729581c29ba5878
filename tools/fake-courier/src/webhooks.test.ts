import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCourier, PATHAO_INTEGRATION_SECRET, startFakeCourier } from './index.ts';
import { redxAreas } from './redx-areas.ts';
import {
  control,
  demo,
  json,
  pathao,
  pathaoOrder,
  pathaoToken,
  redx,
  redxParcel,
  startReceiver,
  steadfast,
  steadfastOrder,
} from './test/helpers.testkit.ts';

let fake: FakeCourier;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  fake = await startFakeCourier();
});
afterEach(() => {
  fake.reset();
  receiver.received.length = 0;
  receiver.reply = () => ({ status: 200 });
});
afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});

const answersPathao = () => ({
  status: 202,
  headers: { 'X-Pathao-Merchant-Webhook-Integration-Secret': PATHAO_INTEGRATION_SECRET },
});

describe('Steadfast webhooks', () => {
  it('POSTs delivery_status with the Bearer token on every status change', async () => {
    const set = await control(fake, '/webhooks', {
      courier: 'steadfast',
      account: demo.steadfast.apiKey,
      url: `${receiver.url}/steadfast`,
      secret: 'steadfast-callback-token',
    });
    expect(set.status).toBe(201);
    const { consignment } = await json(await steadfast(fake, '/create_order', steadfastOrder()));
    fake.setParcelStatus({ courier: 'steadfast', invoice: 'ORD-1001' }, 'delivered');
    await fake.webhooksSettled();

    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.path).toBe('/steadfast');
    expect(got!.headers.authorization).toBe('Bearer steadfast-callback-token');
    expect(got!.body).toEqual({
      notification_type: 'delivery_status',
      consignment_id: consignment.consignment_id,
      invoice: 'ORD-1001',
      cod_amount: 1250.5,
      status: 'delivered',
      delivery_charge: 60,
      tracking_message: expect.any(String),
      updated_at: expect.any(String),
    });
    const { deliveries } = await json(await control(fake, '/webhooks/deliveries'));
    expect(deliveries).toEqual([
      expect.objectContaining({
        index: 0,
        courier: 'steadfast',
        event: 'delivery_status',
        status: 200,
        ok: true,
        attempts: 1,
      }),
    ]);
  });
});

describe('Pathao webhooks', () => {
  it('sends the set-up event and records whether the receiver answered it right', async () => {
    receiver.reply = answersPathao;
    const set = await json(
      await control(fake, '/webhooks', {
        courier: 'pathao',
        account: demo.pathao.clientId,
        url: `${receiver.url}/pathao`,
        secret: 'pathao-webhook-secret',
      }),
    );
    expect(receiver.received[0]!.body).toEqual({ event: 'webhook_integration' });
    expect(receiver.received[0]!.headers['x-pathao-signature']).toBe('pathao-webhook-secret');
    expect(set.webhook.integration).toMatchObject({
      ok: true,
      status: 202,
      secretHeader: PATHAO_INTEGRATION_SECRET,
    });

    receiver.reply = () => ({ status: 200 });
    const wrong = await fake.setWebhook({
      courier: 'pathao',
      account: demo.pathao.clientId,
      url: receiver.url,
    });
    expect(wrong.integration).toMatchObject({ ok: false, status: 200, secretHeader: null });
    const listed = await json(await control(fake, '/webhooks'));
    expect(listed).toMatchObject({ pathaoIntegrationSecret: PATHAO_INTEGRATION_SECRET });
    expect(listed.webhooks[0].integration.ok).toBe(false);
  });

  it('signs order.created and status events with the merchant’s secret', async () => {
    receiver.reply = answersPathao;
    await fake.setWebhook({
      courier: 'pathao',
      account: demo.pathao.clientId,
      url: receiver.url,
      secret: 's3cret',
    });
    receiver.received.length = 0;
    const token = await pathaoToken(fake);
    const storeId = (await json(await pathao(fake, token, '/stores'))).data.data[0].store_id;
    const { data } = await json(await pathao(fake, token, '/orders', pathaoOrder(storeId)));
    fake.setParcelStatus({ courier: 'pathao', id: data.consignment_id }, 'delivered');
    await fake.webhooksSettled();

    expect(receiver.received.map((r) => r.body.event)).toEqual(['order.created', 'order.delivered']);
    expect(receiver.received.every((r) => r.headers['x-pathao-signature'] === 's3cret')).toBe(true);
    expect(receiver.received[1]!.body).toEqual({
      event: 'order.delivered',
      consignment_id: data.consignment_id,
      merchant_order_id: 'ORD-2001',
      store_id: storeId,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/),
      delivery_fee: 60,
      collected_amount: 900,
    });
  });

  it('pays delivered parcels with order.paid and takes the fee of returned ones, once each', async () => {
    receiver.reply = answersPathao;
    await fake.setWebhook({ courier: 'pathao', account: demo.pathao.clientId, url: receiver.url });
    const token = await pathaoToken(fake);
    const storeId = (await json(await pathao(fake, token, '/stores'))).data.data[0].store_id;
    const book = async (id: string) =>
      (await json(await pathao(fake, token, '/orders', pathaoOrder(storeId, { merchant_order_id: id })))).data
        .consignment_id as string;
    // P-4 stays on its way: nothing to pay for it yet.
    const [delivered, short, returned] = [
      await book('P-1'),
      await book('P-2'),
      await book('P-3'),
      await book('P-4'),
    ];
    fake.setParcelStatus({ courier: 'pathao', id: delivered }, 'delivered');
    fake.setParcelStatus({ courier: 'pathao', id: short }, 'delivered');
    fake.setParcelStatus({ courier: 'pathao', id: returned }, 'returned');
    await fake.webhooksSettled();
    receiver.received.length = 0;

    const paid = await json(await control(fake, '/pathao/pay', { collected: { [short]: 500 } }));
    await fake.webhooksSettled();
    expect(paid.paid).toEqual([delivered, short, returned]);
    expect(
      receiver.received.map((r) => [r.body.event, r.body.consignment_id, r.body.collected_amount]),
    ).toEqual([
      ['order.paid', delivered, 900],
      ['order.paid', short, 500],
      ['order.paid-return', returned, 0],
    ]);
    expect(
      receiver.received.every((r) => r.body.invoice_id === paid.invoiceId && r.body.delivery_fee === 60),
    ).toBe(true);
    // Paid once: a second payment has nothing to pay.
    expect((await json(await control(fake, '/pathao/pay', {}))).paid).toEqual([]);
  });

  it('announces bulk orders one order.created each', async () => {
    await fake.setWebhook({ courier: 'pathao', account: demo.pathao.clientId, url: receiver.url });
    receiver.received.length = 0;
    const token = await pathaoToken(fake);
    const storeId = (await json(await pathao(fake, token, '/stores'))).data.data[0].store_id;
    const orders = ['B-1', 'B-2', 'B-3'].map((id) => pathaoOrder(storeId, { merchant_order_id: id }));
    expect((await pathao(fake, token, '/orders/bulk', { orders })).status).toBe(202);
    await fake.webhooksSettled();
    expect(receiver.received.map((r) => [r.body.event, r.body.merchant_order_id])).toEqual([
      ['order.created', 'B-1'],
      ['order.created', 'B-2'],
      ['order.created', 'B-3'],
    ]);
    expect(receiver.received.map((r) => r.body.consignment_id)).toEqual(
      fake.parcels('pathao').map((p) => p.consignmentId),
    );
  });
});

describe('RedX webhooks', () => {
  it('POSTs its documented statuses without a signature, and nothing for the others', async () => {
    await fake.setWebhook({
      courier: 'redx',
      account: demo.redx.accessToken,
      url: `${receiver.url}/redx?token=abc`,
    });
    const { tracking_id } = await json(await redx(fake, '/parcel', redxParcel(redxAreas()[0]!.id)));
    fake.setParcelStatus({ courier: 'redx', id: tracking_id }, 'ready-for-delivery');
    fake.setParcelStatus({ courier: 'redx', id: tracking_id }, 'cancelled');
    await fake.webhooksSettled();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.path).toBe('/redx?token=abc');
    expect(got!.headers.authorization).toBeUndefined();
    expect(got!.body).toEqual({
      tracking_number: tracking_id,
      timestamp: expect.any(String),
      status: 'ready-for-delivery',
      message_en: 'Parcel is ready for delivery.',
      message_bn: expect.stringMatching(/[\u0980-\u09FF]/),
      invoice_number: 'ORD-3001',
    });
  });
});

describe('delivery', () => {
  const bookAndDeliver = async () => {
    await steadfast(fake, '/create_order', steadfastOrder());
    fake.setParcelStatus({ courier: 'steadfast', invoice: 'ORD-1001' }, 'delivered');
    await fake.webhooksSettled();
  };

  it('retries a failing receiver twice', async () => {
    await fake.setWebhook({ courier: 'steadfast', account: demo.steadfast.apiKey, url: receiver.url });
    let calls = 0;
    receiver.reply = () => ({ status: ++calls < 3 ? 500 : 200 });
    await bookAndDeliver();
    expect(receiver.received).toHaveLength(3);
    expect(fake.webhookDeliveries()[0]).toMatchObject({ attempts: 3, status: 200, ok: true, done: true });
  });

  it('gives up on a receiver that is down, and keeps serving', async () => {
    const down = await startReceiver();
    await down.close();
    await fake.setWebhook({ courier: 'steadfast', account: demo.steadfast.apiKey, url: down.url });
    await bookAndDeliver();
    expect(fake.webhookDeliveries()[0]).toMatchObject({
      attempts: 3,
      status: null,
      ok: false,
      error: 'ECONNREFUSED',
    });
    expect((await steadfast(fake, '/status_by_invoice/ORD-1001')).status).toBe(200);
  });

  it('replays a past delivery on request', async () => {
    await fake.setWebhook({
      courier: 'steadfast',
      account: demo.steadfast.apiKey,
      url: receiver.url,
      secret: 't',
    });
    await bookAndDeliver();
    const res = await control(fake, '/webhooks/replay', { index: 0 });
    expect(res.status).toBe(200);
    expect((await json(res)).delivery).toMatchObject({ index: 1, replayOf: 0, status: 200 });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toEqual(receiver.received[0]!.body);
    expect(receiver.received[1]!.headers.authorization).toBe('Bearer t');
    expect((await control(fake, '/webhooks/replay', { index: 9 })).status).toBe(400);
  });

  it('refuses a webhook for an unknown account or without a URL', async () => {
    const unknown = await control(fake, '/webhooks', {
      courier: 'redx',
      account: 'nobody',
      url: receiver.url,
    });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error).toMatch(/known redx account/);
    expect(
      (await control(fake, '/webhooks', { courier: 'redx', account: demo.redx.accessToken })).status,
    ).toBe(400);
  });

  it('keeps webhooks given at start across reset, and forgets the others', async () => {
    receiver.reply = answersPathao;
    const started = await startFakeCourier({
      webhooks: [{ courier: 'pathao', account: demo.pathao.clientId, url: receiver.url, secret: 'x' }],
    });
    try {
      expect(started.state.webhooks.configured()[0]!.integration!.ok).toBe(true);
      await started.setWebhook({ courier: 'redx', account: demo.redx.accessToken, url: receiver.url });
      started.reset();
      expect(started.state.webhooks.configured().map((w) => w.courier)).toEqual(['pathao']);
      expect(started.webhookDeliveries()).toEqual([]);
    } finally {
      await started.close();
    }
  });
});
