import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_COURIER_STATUSES, type FakeCourier, type FakeCourierName, startFakeCourier } from './index.ts';
import { redxAreas } from './redx-areas.ts';
import {
  control,
  json,
  pathao,
  pathaoOrder,
  pathaoToken,
  redx,
  redxParcel,
  steadfast,
  steadfastOrder,
} from './test/helpers.testkit.ts';

let fake: FakeCourier;
beforeAll(async () => {
  fake = await startFakeCourier({ seed: 7 });
});
afterEach(() => fake.reset());
afterAll(() => fake?.close());

/** Books `n` parcels with each courier through their APIs. */
async function bookEach(target: FakeCourier, n: number) {
  const token = await pathaoToken(target);
  const storeId = (await json(await pathao(target, token, '/stores'))).data.data[0].store_id;
  const area = redxAreas()[0]!.id;
  for (let i = 0; i < n; i++) {
    await steadfast(target, '/create_order', steadfastOrder({ invoice: `S-${i}` }));
    await pathao(target, token, '/orders', pathaoOrder(storeId, { merchant_order_id: `P-${i}` }));
    await redx(target, '/parcel', redxParcel(area, { merchant_invoice_id: `R-${i}` }));
  }
}

const journeys = (target: FakeCourier) => target.parcels().map((p) => p.history.map((h) => h.status));

describe('status on command', () => {
  it('moves a parcel named by id or invoice, records it and lists it', async () => {
    await bookEach(fake, 1);
    const [parcel] = fake.parcels('steadfast');
    const byId = await control(fake, '/parcels/status', {
      courier: 'steadfast',
      id: Number(parcel!.consignmentId),
      status: 'pending',
    });
    expect(byId.status).toBe(200);
    expect((await json(byId)).parcel).toMatchObject({ status: 'pending' });
    const byInvoice = await control(fake, '/parcels/status', {
      courier: 'redx',
      invoice: 'R-0',
      status: 'delivered',
    });
    expect((await json(byInvoice)).parcel).toMatchObject({ status: 'delivered' });

    const listed = (await json(await control(fake, '/parcels?courier=steadfast'))).parcels;
    expect(listed).toHaveLength(1);
    expect(listed[0].history.map((h: { status: string }) => h.status)).toEqual(['in_review', 'pending']);
    expect((await json(await control(fake, '/parcels'))).parcels).toHaveLength(3);
  });

  it('refuses a status the courier does not have, and a parcel that does not exist', async () => {
    await bookEach(fake, 1);
    const wrong = await control(fake, '/parcels/status', {
      courier: 'pathao',
      invoice: 'P-0',
      status: 'teleported',
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error).toMatch(/pathao statuses are pending, .*delivered/);
    const missing = await control(fake, '/parcels/status', {
      courier: 'pathao',
      invoice: 'P-9',
      status: 'picked',
    });
    expect(missing.status).toBe(404);
    expect(() => fake.setParcelStatus({ courier: 'redx', id: 'NOPE' }, 'delivered')).toThrow(
      'No such parcel',
    );
  });
});

describe('auto-advance', () => {
  it('takes believable steps until every parcel is final', async () => {
    await bookEach(fake, 5);
    for (let tick = 0; tick < 60; tick++) fake.advance();
    for (const parcel of fake.parcels()) {
      const table = FAKE_COURIER_STATUSES[parcel.courier];
      const steps = parcel.history.map((h) => h.status);
      for (let i = 1; i < steps.length; i++) {
        const allowed = table[steps[i - 1]!]!.next!.map(([s]) => s);
        expect(allowed).toContain(steps[i]);
      }
      expect(table[parcel.status]!.next).toBeUndefined();
    }
  });

  it('moves the same way for the same seed, and differently for another', async () => {
    const other = await startFakeCourier({ seed: 7 });
    const different = await startFakeCourier({ seed: 8 });
    try {
      for (const target of [fake, other, different]) {
        await bookEach(target, 4);
        for (let tick = 0; tick < 4; tick++) target.advance();
      }
      expect(journeys(other)).toEqual(journeys(fake));
      expect(journeys(different)).not.toEqual(journeys(fake));
      // reset starts the random steps over
      fake.reset();
      await bookEach(fake, 4);
      for (let tick = 0; tick < 4; tick++) fake.advance();
      expect(journeys(fake)).toEqual(journeys(other));
    } finally {
      await Promise.all([other.close(), different.close()]);
    }
  });

  it('runs on its own every everyMs and stops when the fake closes', async () => {
    const ticking = await startFakeCourier({ autoAdvance: { everyMs: 20 } });
    await bookEach(ticking, 2);
    const moved = (courier: FakeCourierName) => ticking.parcels(courier).some((p) => p.history.length > 1);
    await expect
      .poll(() => moved('steadfast') && moved('pathao') && moved('redx'), { timeout: 3_000 })
      .toBe(true);
    await ticking.close();
    const after = JSON.stringify(journeys(ticking));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(JSON.stringify(journeys(ticking))).toBe(after);
  });

  it('can be ticked through the control endpoint', async () => {
    await bookEach(fake, 3);
    const { moved } = await json(await control(fake, '/advance', { courier: 'pathao' }));
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((p: { courier: string }) => p.courier === 'pathao')).toBe(true);
  });
});

describe('reset', () => {
  it('forgets parcels, payouts, return requests and fraud figures, and ids start over', async () => {
    await bookEach(fake, 1);
    const firstId = fake.parcels('steadfast')[0]!.consignmentId;
    const returnId = (await json(await steadfast(fake, '/create_return_request', { invoice: 'S-0' }))).id;
    fake.setParcelStatus({ courier: 'steadfast', invoice: 'S-0' }, 'delivered');
    await control(fake, '/fraud', { phone: '01712345678', total_parcels: 3 });
    await control(fake, '/reset', {});
    expect(fake.parcels()).toEqual([]);
    expect(await json(await steadfast(fake, '/payments'))).toEqual([]);
    expect((await json(await steadfast(fake, '/fraud_check/01712345678'))).total_parcels).toBe(0);
    expect((await steadfast(fake, '/status_by_invoice/S-0')).status).toBe(404);
    expect(await json(await steadfast(fake, '/get_return_requests'))).toEqual([]);
    await steadfast(fake, '/create_order', steadfastOrder());
    expect(fake.parcels('steadfast')[0]!.consignmentId).toBe(firstId);
    const again = await json(await steadfast(fake, '/create_return_request', { invoice: 'ORD-1001' }));
    expect(again.id).toBe(returnId);
  });
});
