import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCourier, type SteadfastAccount, startFakeCourier } from './index.ts';
import { control, demo, json, steadfast, steadfastOrder } from './test/helpers.testkit.ts';

let fake: FakeCourier;
const other = { apiKey: 'other-merchant-key', secretKey: 'other-merchant-secret' };
beforeAll(async () => {
  fake = await startFakeCourier({ accounts: { steadfast: [other] } });
});
afterEach(() => fake.reset());
afterAll(() => fake?.close());

const create = (overrides: Record<string, unknown> = {}, keys: SteadfastAccount = demo.steadfast) =>
  steadfast(fake, '/create_order', steadfastOrder(overrides), keys);

describe('Steadfast POST /create_order', () => {
  it('books the parcel in review and answers the consignment', async () => {
    const res = await create();
    expect(res.status).toBe(200);
    const reply = await json(res);
    expect(reply).toEqual({
      status: 200,
      message: 'Consignment has been created successfully.',
      consignment: {
        consignment_id: expect.any(Number),
        invoice: 'ORD-1001',
        tracking_code: expect.stringMatching(/^[0-9A-F]{8}$/),
        recipient_name: 'Rahima Begum',
        recipient_phone: '01712345678',
        recipient_address: 'House 5, Road 3, Dhanmondi, Dhaka',
        cod_amount: 1250.5,
        status: 'in_review',
        note: 'Call before delivery',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const [parcel] = fake.parcels('steadfast');
    expect(parcel).toMatchObject({
      account: demo.steadfast.apiKey,
      consignmentId: String(reply.consignment.consignment_id),
      trackingCode: reply.consignment.tracking_code,
      status: 'in_review',
      history: [{ status: 'in_review', at: expect.any(String), message: expect.any(String) }],
    });
  });

  it('takes a numeric string as the COD amount', async () => {
    const reply = await json(await create({ cod_amount: '800' }));
    expect(reply.consignment.cod_amount).toBe(800);
  });

  it('refuses invalid fields with 422, a non-200 status and the messages by field', async () => {
    const res = await create({
      invoice: 'ORD 1/2',
      recipient_name: '',
      recipient_phone: '0171234567',
      alternative_phone: '12345',
      recipient_address: 'x'.repeat(251),
      cod_amount: -5,
    });
    expect(res.status).toBe(422);
    const reply = await json(res);
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(/^The invoice format is invalid\. \(and 5 more errors\)$/);
    expect(reply.errors).toEqual({
      invoice: ['The invoice format is invalid.'],
      recipient_name: ['The recipient name field is required.'],
      recipient_phone: ['The recipient phone must be 11 digits.'],
      alternative_phone: ['The alternative phone must be 11 digits.'],
      recipient_address: ['The recipient address must not be greater than 250 characters.'],
      cod_amount: ['The cod amount must be at least 0.'],
    });
    const missing = await json(await steadfast(fake, '/create_order', {}));
    expect(Object.keys(missing.errors)).toEqual([
      'invoice',
      'recipient_name',
      'recipient_phone',
      'recipient_address',
      'cod_amount',
    ]);
    expect(fake.parcels()).toEqual([]);
  });

  it('refuses an invoice the merchant already used, but not one another merchant used', async () => {
    expect((await create()).status).toBe(200);
    const again = await create();
    expect(again.status).toBe(422);
    expect((await json(again)).errors).toEqual({ invoice: ['The invoice has already been taken.'] });
    expect((await create({}, other)).status).toBe(200);
  });
});

describe('Steadfast POST /create_order/bulk-order', () => {
  it('books the valid items and reports each one, ids null on error', async () => {
    const items = [
      steadfastOrder({ invoice: 'B-1' }),
      steadfastOrder({ invoice: 'B-2', recipient_phone: '123' }),
      steadfastOrder({ invoice: 'B-1' }),
    ];
    const res = await steadfast(fake, '/create_order/bulk-order', { data: JSON.stringify(items) });
    expect(res.status).toBe(200);
    const reply = await json(res);
    expect(reply).toHaveLength(3);
    expect(reply[0]).toEqual({
      invoice: 'B-1',
      recipient_name: 'Rahima Begum',
      recipient_address: 'House 5, Road 3, Dhanmondi, Dhaka',
      recipient_phone: '01712345678',
      cod_amount: 1250.5,
      note: 'Call before delivery',
      consignment_id: expect.any(Number),
      tracking_code: expect.stringMatching(/^[0-9A-F]{8}$/),
      status: 'success',
    });
    expect(reply[1]).toMatchObject({
      invoice: 'B-2',
      consignment_id: null,
      tracking_code: null,
      status: 'error',
      error: 'The recipient phone must be 11 digits.',
    });
    expect(reply[2]).toMatchObject({ status: 'error', error: 'The invoice has already been taken.' });
    expect(fake.parcels('steadfast').map((p) => p.invoice)).toEqual(['B-1']);
  });

  it('refuses more than 500 items, or data that is not a JSON string', async () => {
    const many = Array.from({ length: 501 }, (_, i) => steadfastOrder({ invoice: `M-${i}` }));
    const tooMany = await steadfast(fake, '/create_order/bulk-order', { data: JSON.stringify(many) });
    expect(tooMany.status).toBe(422);
    expect((await json(tooMany)).errors.data).toEqual(['The data must not have more than 500 items.']);
    const notText = await steadfast(fake, '/create_order/bulk-order', { data: many.slice(0, 2) });
    expect(notText.status).toBe(422);
    expect(fake.parcels()).toEqual([]);
  });

  it('takes exactly 500', async () => {
    const items = Array.from({ length: 500 }, (_, i) => steadfastOrder({ invoice: `M-${i}` }));
    const reply = await json(
      await steadfast(fake, '/create_order/bulk-order', { data: JSON.stringify(items) }),
    );
    expect(reply.every((e: { status: string }) => e.status === 'success')).toBe(true);
    expect(fake.parcels('steadfast')).toHaveLength(500);
  });
});

describe('Steadfast status lookups', () => {
  it('answers the delivery status by consignment id, invoice and tracking code', async () => {
    const { consignment } = await json(await create());
    fake.setParcelStatus({ courier: 'steadfast', invoice: 'ORD-1001' }, 'pending');
    for (const path of [
      `/status_by_cid/${consignment.consignment_id}`,
      '/status_by_invoice/ORD-1001',
      `/status_by_trackingcode/${consignment.tracking_code}`,
    ]) {
      const res = await steadfast(fake, path);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ status: 200, delivery_status: 'pending' });
    }
  });

  it('answers 404 for an unknown parcel or another merchant’s', async () => {
    const { consignment } = await json(await create());
    for (const res of [
      await steadfast(fake, '/status_by_cid/999'),
      await steadfast(fake, '/status_by_invoice/NOPE'),
      await steadfast(fake, `/status_by_cid/${consignment.consignment_id}`, undefined, other),
    ]) {
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ status: 404, message: 'Consignment not found' });
    }
  });

  it('refuses every call without the right keys', async () => {
    const res = await steadfast(fake, '/create_order', steadfastOrder(), {
      ...demo.steadfast,
      secretKey: 'x',
    });
    expect(res.status).toBe(401);
    expect(fake.parcels()).toEqual([]);
  });
});

describe('Steadfast GET /fraud_check/{phone}', () => {
  it('counts the phone’s parcels across merchants plus seeded figures', async () => {
    await create({ invoice: 'F-1' });
    await create({ invoice: 'F-2' });
    await create({ invoice: 'F-3' }, other);
    await create({ invoice: 'F-4', recipient_phone: '01700000000' });
    fake.setParcelStatus({ courier: 'steadfast', invoice: 'F-1' }, 'delivered');
    fake.setParcelStatus({ courier: 'steadfast', invoice: 'F-3' }, 'cancelled');
    const seeded = await control(fake, '/fraud', {
      phone: '01712345678',
      total_parcels: 10,
      total_delivered: 7,
      total_cancelled: 3,
      total_fraud_reports: [{ report: 'Refused twice' }],
    });
    expect(seeded.status).toBe(201);
    const reply = await json(await steadfast(fake, '/fraud_check/01712345678'));
    expect(reply).toEqual({
      total_parcels: 13,
      total_delivered: 8,
      total_cancelled: 4,
      total_fraud_reports: [{ report: 'Refused twice' }],
    });
    expect(await json(await steadfast(fake, '/fraud_check/01999999999'))).toEqual({
      total_parcels: 0,
      total_delivered: 0,
      total_cancelled: 0,
      total_fraud_reports: [],
    });
  });
});

describe('Steadfast GET /payments', () => {
  it('pays out delivered COD less charges, and takes the charge of a cancelled parcel', async () => {
    await create({ invoice: 'P-1', cod_amount: 1000.1 });
    await create({ invoice: 'P-2', cod_amount: 500.2, recipient_address: 'Zindabazar, Sylhet' });
    await create({ invoice: 'P-3', cod_amount: 700 });
    expect(await json(await steadfast(fake, '/payments'))).toEqual([]);
    fake.setParcelStatus({ courier: 'steadfast', invoice: 'P-1' }, 'delivered');
    fake.setParcelStatus({ courier: 'steadfast', invoice: 'P-2' }, 'delivered');
    fake.setParcelStatus({ courier: 'steadfast', invoice: 'P-3' }, 'cancelled');

    const list = await json(await steadfast(fake, '/payments'));
    // 1000.10 - 60 + 500.20 - 120 - 60 (Dhaka 60, outside 120)
    expect(list).toEqual([
      {
        id: expect.any(Number),
        amount: 1260.3,
        status: 'paid',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    const one = await json(await steadfast(fake, `/payments/${list[0].id}`));
    expect(one.consignments).toEqual([
      expect.objectContaining({
        invoice: 'P-1',
        cod_amount: 1000.1,
        delivery_charge: 60,
        status: 'delivered',
      }),
      expect.objectContaining({
        invoice: 'P-2',
        cod_amount: 500.2,
        delivery_charge: 120,
        status: 'delivered',
      }),
      expect.objectContaining({ invoice: 'P-3', cod_amount: 700, delivery_charge: 60, status: 'cancelled' }),
    ]);
    expect(one.consignments[0]).toEqual({
      consignment_id: expect.any(Number),
      invoice: 'P-1',
      tracking_code: expect.any(String),
      cod_amount: 1000.1,
      delivery_charge: 60,
      status: 'delivered',
    });
    expect((await steadfast(fake, `/payments/${list[0].id}`, undefined, other)).status).toBe(404);
    expect(await json(await steadfast(fake, '/payments', undefined, other))).toEqual([]);
  });
});

describe('Steadfast return requests', () => {
  const requestReturn = (body: Record<string, unknown>, keys: SteadfastAccount = demo.steadfast) =>
    steadfast(fake, '/create_return_request', body, keys);

  it('creates a pending request by consignment id, invoice or tracking code, and lists it', async () => {
    const { consignment } = await json(await create({ invoice: 'R-1' }));
    const res = await requestReturn({
      consignment_id: consignment.consignment_id,
      reason: 'Customer cancelled',
    });
    expect(res.status).toBe(200);
    const request = await json(res);
    expect(request).toEqual({
      id: expect.any(Number),
      user_id: 1,
      consignment_id: consignment.consignment_id,
      reason: 'Customer cancelled',
      status: 'pending',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    await create({ invoice: 'R-2' });
    const { consignment: third } = await json(await create({ invoice: 'R-3' }));
    const byInvoice = await json(await requestReturn({ invoice: 'R-2' }));
    const byCode = await json(await requestReturn({ tracking_code: third.tracking_code }));
    expect(byInvoice).toMatchObject({ reason: null, status: 'pending' });
    expect(byCode).toMatchObject({ consignment_id: third.consignment_id });

    expect(await json(await steadfast(fake, `/get_return_request/${request.id}`))).toEqual(request);
    const list = await json(await steadfast(fake, '/get_return_requests'));
    expect(list.map((r: { id: number }) => r.id)).toEqual([request.id, byInvoice.id, byCode.id]);
    const foreign = await steadfast(fake, `/get_return_request/${request.id}`, undefined, other);
    expect(foreign.status).toBe(404);
    expect(await json(foreign)).toEqual({ status: 404, message: 'Return request not found' });
    expect(await json(await steadfast(fake, '/get_return_requests', undefined, other))).toEqual([]);
  });

  it('cancels the parcel as it moves on: approved, then completed', async () => {
    const { consignment } = await json(await create());
    fake.setParcelStatus({ courier: 'steadfast', invoice: 'ORD-1001' }, 'pending');
    const { id } = await json(await requestReturn({ invoice: 'ORD-1001' }));
    const statuses: string[] = [];
    for (let tick = 0; tick < 40 && fake.parcels('steadfast')[0]!.status !== 'cancelled'; tick++) {
      fake.advance('steadfast');
      statuses.push((await json(await steadfast(fake, `/get_return_request/${id}`))).status);
    }
    expect(fake.parcels('steadfast')[0]!.history.map((h) => h.status)).toEqual([
      'in_review',
      'pending',
      'cancelled_approval_pending',
      'cancelled',
    ]);
    expect([...new Set(statuses)].filter((s) => s !== 'pending')).toEqual(['approved', 'completed']);
    expect(await json(await steadfast(fake, `/status_by_cid/${consignment.consignment_id}`))).toEqual({
      status: 200,
      delivery_status: 'cancelled',
    });
  });

  it('gives up the request when the parcel is delivered after all', async () => {
    await create();
    const { id } = await json(await requestReturn({ invoice: 'ORD-1001' }));
    fake.setParcelStatus({ courier: 'steadfast', invoice: 'ORD-1001' }, 'delivered');
    expect((await json(await steadfast(fake, `/get_return_request/${id}`))).status).toBe('cancelled');
  });

  it('refuses a delivered parcel, a second open request, an unknown parcel and a body without ids', async () => {
    await create({ invoice: 'D-1' });
    await create({ invoice: 'D-2' });
    fake.setParcelStatus({ courier: 'steadfast', invoice: 'D-1' }, 'delivered');
    const delivered = await requestReturn({ invoice: 'D-1' });
    expect(delivered.status).toBe(422);
    expect(await json(delivered)).toEqual({
      status: 422,
      message: 'A return request can not be created for a delivered consignment.',
    });
    expect((await requestReturn({ invoice: 'D-2' })).status).toBe(200);
    expect(await json(await requestReturn({ invoice: 'D-2' }))).toEqual({
      status: 422,
      message: 'A return request for this consignment is already open.',
    });
    for (const res of [
      await requestReturn({ invoice: 'NOPE' }),
      await requestReturn({ invoice: 'D-2' }, other),
    ]) {
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ status: 404, message: 'Consignment not found' });
    }
    const empty = await requestReturn({ reason: 'Why not' });
    expect(empty.status).toBe(422);
    expect(await json(empty)).toMatchObject({
      status: 400,
      errors: { consignment_id: [expect.any(String)] },
    });
    expect(await json(await steadfast(fake, '/get_return_requests'))).toHaveLength(1);
  });
});
