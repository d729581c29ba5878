import { DEFAULT_SMS_TEMPLATES } from '@chalan/core/sms/templates';
import { dhakaDate } from '@chalan/core/time';
import { expect, type Page } from '@playwright/test';
import { FAKE_COURIER_URL } from '../playwright.config.ts';
import { created, PASSWORD, registeredMerchant, uniqueEmail } from './support.ts';

const TAKA = 100;

/** Bangladeshi names, none of them a word the screens use, so a name never hides an untranslated label. */
const CUSTOMERS = [
  { phone: '01811111101', name: 'Shirin Akter', address: 'Kalabagan Lane 4', district: 'Dhaka' },
  { phone: '01811111102', name: 'Rafiq Hossain', address: 'Agrabad 12', district: 'Chattogram' },
  { phone: '01811111103', name: 'Nasima Begum', address: 'Zindabazar 7', district: 'Sylhet' },
  { phone: '01811111104', name: 'Kamrul Islam', address: 'Shaheb Bazar 3', district: 'Rajshahi' },
] as const;
const PRODUCTS = [
  { name: 'Jamdani Saree', liftPrice: 2000, salePrice: 3500, qty: 30, brand: 'Tangail Tanti' },
  { name: 'Nakshi Kantha', liftPrice: 900, salePrice: 1500, qty: 30, brand: null },
] as const;
const SUPPLIER = { name: 'Karim Bostraloy', phone: '01711111199', address: 'Islampur 9' };
const MANUAL_COURIER = 'Sundarban Kuriar';
const MODERATOR = 'Tania Sultana';

/** An avatar's letters for a name ("Tania Sultana" → "TS"). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 2);

export interface SeededSeller {
  email: string;
  shopName: string;
  moderatorEmail: string;
  customerIds: string[];
  codes: Record<
    'processing' | 'ready' | 'completed' | 'cancelled' | 'returned' | 'steadfast' | 'pathao',
    string
  >;
  /** Everything the journey made that a screen may show: names, emails, ids, codes, phones, addresses. */
  data: string[];
}

type Order = { id: string; code: string };

/**
 * A signed-in merchant with content on every screen: a supplier, two products, four customers, a
 * Moderator, orders in each status (one COD received), a Steadfast parcel delivered with its history, one
 * on hold (on the hold desk) and a Pathao parcel cancelled and left to do in Pathao's panel.
 */
export async function seedSeller(page: Page, shopName: string): Promise<SeededSeller> {
  const email = await registeredMerchant(page, shopName);
  await page.request.post('/api/account/login', { data: { email, password: PASSWORD } });
  const me = await (await page.request.get('/api/account/me')).json();
  const store = (await (await page.request.get('/api/stores/options')).json()).items[0];
  const { supplier } = await created<{ supplier: { id: string } }>(page, '/api/suppliers', SUPPLIER);
  const products: { id: string }[] = [];
  for (const { name, liftPrice, salePrice, qty, brand } of PRODUCTS) {
    const { product } = await created<{ product: { id: string } }>(page, '/api/products', {
      name,
      brand,
      storeId: store.id,
      supplierId: supplier.id,
      liftPrice: liftPrice * TAKA,
      salePrice: salePrice * TAKA,
      qty,
    });
    products.push(product);
  }
  const customers: { id: string }[] = [];
  for (const body of CUSTOMERS)
    customers.push((await created<{ customer: { id: string } }>(page, '/api/customers', body)).customer);

  const courier = async (body: Record<string, unknown>) =>
    (
      await created<{ courier: { id: string } }>(page, '/api/couriers', {
        chargeInDhaka: 60 * TAKA,
        chargeOutsideDhaka: 120 * TAKA,
        status: true,
        ...body,
      })
    ).courier;
  const manual = await courier({ name: MANUAL_COURIER, provider: 'none' });
  const steadfast = await courier({
    name: 'Steadfast',
    provider: 'steadfast',
    mode: 'live',
    credentials: { apiKey: 'demo-steadfast-api-key', secretKey: 'demo-steadfast-secret-key' },
  });
  const pathao = await courier({
    name: 'Pathao',
    provider: 'pathao',
    mode: 'live',
    credentials: {
      clientId: 'demo-pathao-client-id',
      clientSecret: 'demo-pathao-client-secret',
      username: 'demo-merchant@pathao.test',
      password: 'demo-pathao-password',
    },
  });

  let n = 0;
  const order = async (courierId: string, customer = customers[n % customers.length]!) => {
    n++;
    const { order } = await created<{ order: Order }>(page, '/api/orders', {
      customerId: customer.id,
      storeId: store.id,
      salesDate: dhakaDate(new Date()),
      refNo: `FB-${100 + n}`,
      courierId,
      lines: [
        { productId: products[0]!.id, qty: 1, discount: 100 * TAKA },
        { productId: products[1]!.id, qty: 2 },
      ],
      discountOnAll: { type: 'fixed', value: 50 * TAKA },
      advance: 200 * TAKA,
      note: `Kolapara ${n}`,
    });
    return order;
  };
  const move = async (o: Order, ...statuses: string[]) => {
    for (const status of statuses) {
      const res = await page.request.patch(`/api/orders/${o.id}/status`, { data: { status } });
      expect(res.status(), await res.text()).toBe(200);
    }
  };
  const send = async (o: Order) => {
    const res = await page.request.post(`/api/orders/${o.id}/send`);
    expect(res.status(), await res.text()).toBe(200);
  };

  const processing = await order(manual.id);
  await order(manual.id);
  const ready = await order(manual.id);
  await move(ready, 'ready');
  const completed = await order(manual.id);
  await move(completed, 'ready', 'completed');
  const received = await order(manual.id);
  await move(received, 'ready', 'completed');
  const cod = await page.request.post('/api/transactions/cod-received', {
    data: { orderIds: [received.id] },
  });
  expect(cod.status(), await cod.text()).toBe(200);
  const cancelled = await order(manual.id);
  await move(cancelled, 'cancelled');
  const returned = await order(manual.id);
  await move(returned, 'ready', 'completed', 'returned');

  // A Steadfast parcel the rider delivered, read back with Refresh (it has a history).
  const sent = await order(steadfast.id);
  await send(sent);
  const delivered = await page.request.post(`${FAKE_COURIER_URL}/_control/parcels/status`, {
    data: { courier: 'steadfast', invoice: sent.code, status: 'delivered' },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  // And one the rider holds, so the hold desk has a card with the courier's words.
  const held = await order(steadfast.id);
  await send(held);
  const holding = await page.request.post(`${FAKE_COURIER_URL}/_control/parcels/status`, {
    data: { courier: 'steadfast', invoice: held.code, status: 'hold' },
  });
  expect(holding.status(), await holding.text()).toBe(200);
  expect((await page.request.post(`/api/couriers/${steadfast.id}/sync`)).status()).toBe(200);
  // A Pathao parcel cancelled here: its cancel is left to Pathao's panel.
  const withPathao = await order(pathao.id);
  await send(withPathao);
  await move(withPathao, 'cancelled');

  // Customer SMS through the fake gateway: a test message in the log, and the first order asked to confirm
  // (a "Waiting for customer" badge), answered by nobody.
  const sms = await page.request.put('/api/sms/settings', {
    data: {
      confirmOnSave: false,
      linkAfterDispatch: false,
      gatewayUrl: `${FAKE_COURIER_URL}/bulksmsbd/api/smsapi`,
      apiKey: 'demo-sms-api-key',
      senderId: '8809617000000',
      confirmTemplate: DEFAULT_SMS_TEMPLATES.confirm,
      dispatchTemplate: DEFAULT_SMS_TEMPLATES.dispatched,
    },
  });
  expect(sms.status(), await sms.text()).toBe(200);
  const tested = await page.request.post('/api/sms/test', { data: { phone: SUPPLIER.phone } });
  expect(tested.status(), await tested.text()).toBe(200);
  const asked = await page.request.post(`/api/orders/${processing.id}/confirmation-sms`);
  expect(asked.status(), await asked.text()).toBe(200);

  const moderatorEmail = uniqueEmail('tania');
  await created(page, '/api/users', {
    name: MODERATOR,
    email: moderatorEmail,
    password: PASSWORD,
    role: 'Moderator',
    status: true,
  });

  const listed = (await (await page.request.get('/api/orders?status=all&limit=100')).json()).items as {
    code: string;
    refNo: string | null;
    note: string | null;
    consignmentId: string | null;
  }[];
  // What the courier screens show to copy or as stored: the webhook's URL, secret and header, masked keys.
  const webhooks = [];
  for (const c of [steadfast, pathao])
    webhooks.push(await (await page.request.get(`/api/couriers/${c.id}/webhook`)).json());
  const couriers = (await (await page.request.get('/api/couriers')).json()).items as {
    credentials: Record<string, string>;
  }[];
  // The parcels' codes and what the courier itself said about them (its status values, shown as they are).
  const parcels = [];
  for (const c of [steadfast, pathao]) {
    const page_ = (await (await page.request.get(`/api/couriers/${c.id}/parcels?limit=100`)).json())
      .items as {
      parcel: {
        id: string;
        consignmentId: string | null;
        trackingCode: string | null;
        rawStatus: string | null;
      };
    }[];
    for (const { parcel } of page_) {
      const events = (await (await page.request.get(`/api/parcels/${parcel.id}/events`)).json()).items as {
        rawStatus: string | null;
        message: string | null;
      }[];
      parcels.push(parcel.consignmentId, parcel.trackingCode, parcel.rawStatus);
      parcels.push(...events.flatMap((e) => [e.rawStatus, e.message]));
    }
  }
  const data = [
    ...parcels,
    ...webhooks.flatMap((w: Record<string, string | null>) => [w.url, w.secret, w.header]),
    ...couriers.flatMap((c) => Object.values(c.credentials)),
    shopName,
    email,
    moderatorEmail,
    MODERATOR,
    initials(MODERATOR),
    initials(shopName),
    me.user?.name,
    me.seller?.id,
    SUPPLIER.name,
    SUPPLIER.address,
    MANUAL_COURIER,
    ...PRODUCTS.flatMap((p) => [p.name, p.brand]),
    // A customer's avatar shows the name's first letter.
    ...CUSTOMERS.flatMap((c) => [c.name, c.name[0], c.address, c.district]),
    ...listed.flatMap((o) => [o.code, o.refNo, o.note, o.consignmentId]),
  ].filter((v): v is string => typeof v === 'string');
  return {
    email,
    shopName,
    moderatorEmail,
    customerIds: customers.map((c) => c.id),
    codes: {
      processing: processing.code,
      ready: ready.code,
      completed: completed.code,
      cancelled: cancelled.code,
      returned: returned.code,
      steadfast: sent.code,
      pathao: withPathao.code,
    },
    data,
  };
}
