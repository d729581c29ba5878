import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCourier, startFakeCourier } from './index.ts';
import { redxAreas } from './redx-areas.ts';
import { demo, json, redx, redxParcel, startReceiver } from './test/helpers.testkit.ts';

let fake: FakeCourier;
beforeAll(async () => {
  fake = await startFakeCourier({ accounts: { redx: [{ accessToken: 'other-token' }] } });
});
afterEach(() => fake.reset());
afterAll(() => fake?.close());

/** Dhanmondi, Dhaka's area id in the fake's list. */
const dhanmondi = () => redxAreas().find((a) => a.name === 'Dhanmondi')!.id;

/** Books a parcel for the demo account; its tracking id. */
const book = async (invoice = 'ORD-3001'): Promise<string> =>
  (await json(await redx(fake, '/parcel', redxParcel(dhanmondi(), { merchant_invoice_id: invoice }))))
    .tracking_id;

const patchParcel = (id: string, property_name: string, new_value: unknown, reason?: string) =>
  redx(
    fake,
    '/parcels',
    {
      entity_type: 'parcel-tracking-id',
      entity_id: id,
      update_details: { property_name, new_value, reason },
    },
    'PATCH',
  );
const cancel = (id: string, new_value = 'cancelled', reason = 'Customer cancelled') =>
  patchParcel(id, 'status', new_value, reason);
const updateCod = (id: string, amount: unknown) =>
  patchParcel(id, 'cash_collection_amount', amount, 'Price changed');

describe('RedX GET /areas', () => {
  it('lists one area per thana of the locations file, with stable ids', async () => {
    const { areas } = await json(await redx(fake, '/areas'));
    expect(areas).toHaveLength(544);
    expect(areas[0]).toEqual({
      id: 1,
      name: 'Bagerhat Sadar',
      post_code: 1000,
      division_name: 'Khulna',
      zone_id: 1,
    });
    expect(new Set(areas.map((a: { post_code: number }) => a.post_code)).size).toBe(544);
  });

  it('filters by district, case-insensitive, and by post code', async () => {
    const sylhet = (await json(await redx(fake, '/areas?district_name=SYLHET'))).areas;
    expect(sylhet.length).toBeGreaterThan(5);
    expect(new Set(sylhet.map((a: { division_name: string }) => a.division_name))).toEqual(
      new Set(['Sylhet']),
    );
    expect(sylhet.map((a: { name: string }) => a.name)).toContain('Sylhet Sadar');
    const dhaka = (await json(await redx(fake, '/areas?district_name=dhaka'))).areas;
    expect(dhaka.map((a: { name: string }) => a.name)).toContain('Dhanmondi');
    const one = (await json(await redx(fake, `/areas?post_code=${sylhet[0].post_code}`))).areas;
    expect(one).toEqual([sylhet[0]]);
  });

  it('reads another locations file when FAKE_COURIER_LOCATIONS names one', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fake-courier-')), 'locations.json');
    const thanas = [{ name: 'Alpha' }, { name: 'Beta' }];
    writeFileSync(file, JSON.stringify({ districts: [{ district: 'Testpur', division: 'Testia', thanas }] }));
    process.env.FAKE_COURIER_LOCATIONS = file;
    const small = await startFakeCourier().finally(() => delete process.env.FAKE_COURIER_LOCATIONS);
    try {
      const { areas } = await json(await redx(small, '/areas?district_name=testpur'));
      expect(areas.map((a: { name: string }) => a.name)).toEqual(['Alpha', 'Beta']);
    } finally {
      await small.close();
    }
  });
});

describe('RedX POST /parcel', () => {
  it('books a parcel and answers its tracking id', async () => {
    const res = await redx(fake, '/parcel', redxParcel(dhanmondi()));
    expect(res.status).toBe(200);
    const { tracking_id } = await json(res);
    expect(tracking_id).toMatch(/^\d{2}A[A-Z0-9]{10}$/);
    expect(fake.parcels('redx')[0]).toMatchObject({
      consignmentId: tracking_id,
      invoice: 'ORD-3001',
      codAmount: 1500,
      status: 'pickup-pending',
      deliveryCharge: 60,
    });
  });

  it('refuses missing and invalid fields with 400 and the messages by field', async () => {
    const res = await redx(fake, '/parcel', {
      customer_phone: '01912',
      delivery_area: 'Nowhere',
      delivery_area_id: 99_999,
      cash_collection_amount: 'lots',
    });
    expect(res.status).toBe(400);
    const reply = await json(res);
    expect(reply.message).toMatch(/^The customer name field is required\. \(and \d+ more errors\)$/);
    expect(reply.errors).toEqual({
      customer_name: ['The customer name field is required.'],
      customer_phone: ['The customer phone must be 11 digits.'],
      delivery_area_id: ['The selected delivery area id is invalid.'],
      customer_address: ['The customer address field is required.'],
      cash_collection_amount: ['The cash collection amount must be a number.'],
      parcel_weight: ['The parcel weight field is required.'],
      value: ['The value field is required.'],
    });
    expect(fake.parcels()).toEqual([]);
  });

  it('refuses a merchant invoice id the account already used', async () => {
    expect((await redx(fake, '/parcel', redxParcel(dhanmondi()))).status).toBe(200);
    const again = await redx(fake, '/parcel', redxParcel(dhanmondi()));
    expect(again.status).toBe(400);
    expect((await json(again)).errors).toEqual({
      merchant_invoice_id: ['The merchant invoice id has already been taken.'],
    });
    expect((await redx(fake, '/parcel', redxParcel(dhanmondi()), 'POST', 'other-token')).status).toBe(200);
  });
});

describe('RedX parcel info, tracking and cancel', () => {
  it('answers the parcel and its tracking steps, 404 for an unknown or another account’s', async () => {
    const { tracking_id } = await json(await redx(fake, '/parcel', redxParcel(dhanmondi())));
    fake.setParcelStatus({ courier: 'redx', id: tracking_id }, 'ready-for-delivery');
    const { parcel } = await json(await redx(fake, `/parcel/info/${tracking_id}`));
    expect(parcel).toMatchObject({
      tracking_id,
      customer_name: 'Nasrin Akter',
      customer_phone: '01912345678',
      customer_address: 'House 8, Road 7, Dhanmondi',
      delivery_area: 'Dhanmondi',
      delivery_area_id: dhanmondi(),
      charge: 60,
      cash_collection_amount: 1500,
      parcel_weight: 500,
      merchant_invoice_id: 'ORD-3001',
      status: 'ready-for-delivery',
      value: 1500,
      created_at: expect.any(String),
    });
    const { tracking } = await json(await redx(fake, `/parcel/track/${tracking_id}`));
    expect(tracking).toEqual([
      {
        message_en: 'Parcel is waiting for pickup.',
        message_bn: expect.any(String),
        time: expect.any(String),
      },
      {
        message_en: 'Parcel is ready for delivery.',
        message_bn: expect.any(String),
        time: expect.any(String),
      },
    ]);
    for (const res of [
      await redx(fake, '/parcel/info/NOPE'),
      await redx(fake, `/parcel/track/${tracking_id}`, undefined, 'GET', 'other-token'),
    ]) {
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: 'Parcel not found' });
    }
  });

  it('cancels a parcel before it is out for delivery, not after', async () => {
    const first = await book();
    const res = await cancel(first, 'cancelled', 'Customer changed their mind');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true, message: 'Parcel cancelled successfully' });
    expect(fake.parcels('redx')[0]).toMatchObject({ status: 'cancelled' });
    expect(fake.parcels('redx')[0]!.history.at(-1)!.message).toMatch(/Customer changed their mind/);
    expect((await json(await redx(fake, `/parcel/info/${first}`))).parcel.status).toBe('cancelled');

    const second = await book('X');
    fake.setParcelStatus({ courier: 'redx', id: second }, 'delivery-in-progress');
    const late = await cancel(second);
    expect(late.status).toBe(400);
    expect(await json(late)).toEqual({
      success: false,
      message: 'A delivery-in-progress parcel can not be cancelled',
    });
    expect((await cancel('NOPE')).status).toBe(404);
  });

  it('sends a parcel already at the hub back to the merchant, with its webhooks', async () => {
    const receiver = await startReceiver();
    await fake.setWebhook({ courier: 'redx', account: demo.redx.accessToken, url: receiver.url });
    const id = await book();
    fake.setParcelStatus({ courier: 'redx', id }, 'ready-for-delivery');
    expect((await cancel(id)).status).toBe(200);
    expect((await json(await redx(fake, `/parcel/info/${id}`))).parcel.status).toBe('agent-returning');
    fake.setParcelStatus({ courier: 'redx', id }, 'returned');
    await fake.webhooksSettled();
    expect(receiver.received.map((r) => r.body.status)).toEqual([
      'ready-for-delivery',
      'agent-returning',
      'returned',
    ]);
    await receiver.close();
  });

  it('refuses to cancel a delivered or cancelled parcel, in RedX’s shape', async () => {
    const id = await book();
    fake.setParcelStatus({ courier: 'redx', id }, 'delivered');
    const delivered = await cancel(id);
    expect(delivered.status).toBe(400);
    expect(await json(delivered)).toEqual({
      success: false,
      message: 'A delivered parcel can not be cancelled',
    });
    const other = await book('Y');
    await cancel(other);
    expect(await json(await cancel(other))).toEqual({
      success: false,
      message: 'A cancelled parcel can not be cancelled',
    });
  });

  it('refuses a body that is not the contract’s with 400 and the messages by field', async () => {
    const id = await book();
    const patch = (body: unknown) => redx(fake, '/parcels', body, 'PATCH');
    const cases: [unknown, string[]][] = [
      [null, ['entity_type', 'entity_id', 'update_details']],
      [
        { entity_type: 'invoice', entity_id: id, update_details: {} },
        ['entity_type', 'update_details.property_name'],
      ],
      [{ entity_type: 'parcel-tracking-id', entity_id: id, update_details: 'cancel' }, ['update_details']],
      [
        {
          entity_type: 'parcel-tracking-id',
          entity_id: id,
          update_details: { property_name: 'weight', new_value: 2 },
        },
        ['update_details.property_name'],
      ],
      [
        {
          entity_type: 'parcel-tracking-id',
          entity_id: id,
          update_details: { property_name: 'status', new_value: 'delivered' },
        },
        ['update_details.new_value'],
      ],
      [
        {
          entity_type: 'parcel-tracking-id',
          entity_id: id,
          update_details: { property_name: 'cash_collection_amount', new_value: '-5', reason: 7 },
        },
        ['update_details.reason', 'update_details.new_value'],
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await patch(body);
      expect(res.status).toBe(400);
      const reply = await json(res);
      expect(reply).toMatchObject({ success: false, message: expect.any(String) });
      expect(Object.keys(reply.errors).sort()).toEqual([...fields].sort());
    }
    expect(fake.parcels('redx')[0]).toMatchObject({ status: 'pickup-pending', codAmount: 1500 });
  });

  it('updates the cash collection amount until the parcel is delivered', async () => {
    const id = await book();
    fake.setParcelStatus({ courier: 'redx', id }, 'ready-for-delivery');
    fake.setParcelStatus({ courier: 'redx', id }, 'delivery-in-progress');
    const res = await updateCod(id, '1200.50');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true, message: 'Parcel updated successfully' });
    expect((await json(await redx(fake, `/parcel/info/${id}`))).parcel).toMatchObject({
      cash_collection_amount: 1200.5,
      status: 'delivery-in-progress',
    });
    expect((await json(await updateCod(id, 0))).success).toBe(true);
    fake.setParcelStatus({ courier: 'redx', id }, 'delivered');
    const late = await updateCod(id, 900);
    expect(late.status).toBe(400);
    expect(await json(late)).toEqual({
      success: false,
      message: 'The cash collection amount of a delivered parcel can not be updated',
    });
    expect((await json(await redx(fake, `/parcel/info/${id}`))).parcel.cash_collection_amount).toBe(0);
    expect((await updateCod('NOPE', 900)).status).toBe(404);
  });
});

describe('RedX pickup stores', () => {
  it('lists the account’s pickup store', async () => {
    const { pickup_stores } = await json(await redx(fake, '/pickup/stores'));
    expect(pickup_stores).toEqual([
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }),
    ]);
    const info = await redx(fake, `/pickup/store/info/${pickup_stores[0].id}`);
    expect((await json(info)).pickup_store).toEqual(pickup_stores[0]);
  });
});
