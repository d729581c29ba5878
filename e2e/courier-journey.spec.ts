import { dhakaDate } from '@chalan/core/time';
import { expect, test } from '@playwright/test';
import { FAKE_COURIER_URL } from '../playwright.config.ts';
import { created, PASSWORD, registeredMerchant } from './support.ts';

const TAKA = 100;
const COURIER = 'Steadfast';

test('an order goes to Steadfast, is delivered there, turns delivered on Refresh and is completed', async ({
  page,
}) => {
  const email = await registeredMerchant(page, 'Jamdani Ghar');
  await page.request.post('/api/account/login', { data: { email, password: PASSWORD } });
  // The fake courier's demo account: the server's STEADFAST_BASE_URL points at the fake.
  const { courier } = await created<{ courier: { id: string } }>(page, '/api/couriers', {
    name: COURIER,
    provider: 'steadfast',
    mode: 'live',
    credentials: { apiKey: 'demo-steadfast-api-key', secretKey: 'demo-steadfast-secret-key' },
    chargeInDhaka: 60 * TAKA,
    chargeOutsideDhaka: 120 * TAKA,
    status: true,
  });
  const store = (await (await page.request.get('/api/stores/options')).json()).items[0];
  const { product } = await created<{ product: { id: string } }>(page, '/api/products', {
    name: 'Jamdani Saree',
    storeId: store.id,
    supplierId: null,
    liftPrice: 2000 * TAKA,
    salePrice: 3500 * TAKA,
    qty: 5,
  });
  const { customer } = await created<{ customer: { id: string } }>(page, '/api/customers', {
    phone: '01812345678',
    name: 'Nusrat Jahan',
    address: 'House 4, Road 2, Dhanmondi',
    district: 'Dhaka',
  });
  const { order } = await created<{ order: { code: string } }>(page, '/api/orders', {
    customerId: customer.id,
    storeId: store.id,
    salesDate: dhakaDate(new Date()),
    refNo: 'FB-77',
    courierId: courier.id,
    lines: [{ productId: product.id, qty: 1 }],
  });

  // Processing → the row's "Send to Steadfast": booked with the (fake) courier, the order is ready.
  await page.goto('/inventory/orders-processing');
  const row = () => page.getByRole('row', { name: new RegExp(order.code) });
  await row()
    .getByRole('button', { name: `Actions for ${order.code}` })
    .click();
  await page.getByRole('menuitem', { name: `Send to ${COURIER}` }).click();
  await expect(page.getByText('Order sent to courier successfully')).toBeVisible();
  await expect(row()).toHaveCount(0);

  const booked = await page.request.get(`${FAKE_COURIER_URL}/_control/parcels?courier=steadfast`);
  const [parcel] = (await booked.json()).parcels as { invoice: string; consignmentId: string }[];
  expect(parcel?.invoice).toBe(order.code);

  // The courier page lists it with the courier's first status and its consignment id.
  await page.goto(`/inventory/couriers/${COURIER}`);
  await expect(page.getByRole('heading', { name: `${COURIER} orders` })).toBeVisible();
  await expect(row()).toContainText('In review');
  await expect(row()).toContainText(parcel!.consignmentId);

  // The rider delivers it; Refresh asks Steadfast now.
  const moved = await page.request.post(`${FAKE_COURIER_URL}/_control/parcels/status`, {
    data: { courier: 'steadfast', invoice: order.code, status: 'delivered' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(row()).toContainText('Delivered');

  await row()
    .getByRole('button', { name: `Actions for ${order.code}` })
    .click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: `Delivery history of ${order.code}` });
  await expect(history.getByRole('table', { name: 'Status updates' })).toContainText('delivered');
  await history.getByRole('button', { name: 'Close' }).first().click();

  // The seller completes it: it leaves the courier page for Completed.
  await row()
    .getByRole('button', { name: `Actions for ${order.code}` })
    .click();
  await page.getByRole('menuitem', { name: 'Complete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Complete order' });
  await expect(confirm).toContainText(`Mark order ${order.code} as delivered?`);
  await confirm.getByRole('button', { name: 'Complete' }).click();
  await expect(row()).toHaveCount(0);

  await page.goto('/inventory/completed-orders');
  await expect(row()).toContainText('DELIVERED');
});
