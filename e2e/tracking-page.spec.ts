import { dhakaDate } from '@chalan/core/time';
import { FAKE_COURIER_URL } from '../playwright.config.ts';
import { expect, sidewaysScrollers, test } from './journey-test.ts';
import { created, cspViolations, DEMO_STEADFAST, merchantWithCourier } from './support.ts';
import { ui } from './ui-text.ts';

const TAKA = 100;
const COURIER = DEMO_STEADFAST.name;
const SHOP = 'Tracking Ghar';

test('a sent order’s label carries its tracking QR, and the customer follows the parcel on a page of its own', async ({
  page,
  browser,
}) => {
  const { courier, store, product } = await merchantWithCourier(page, SHOP, DEMO_STEADFAST, {
    name: 'Jamdani Saree',
    liftPrice: 2000 * TAKA,
    salePrice: 3500 * TAKA,
    qty: 5,
  });
  const { customer } = await created<{ customer: { id: string } }>(page, '/api/customers', {
    phone: '01812345699',
    name: 'Tracking Customer',
    address: 'House 9, Road 1',
    district: 'Dhaka',
    thana: 'Mirpur',
  });
  const { order } = await created<{ order: { id: string; code: string } }>(page, '/api/orders', {
    customerId: customer.id,
    storeId: store.id,
    salesDate: dhakaDate(new Date()),
    refNo: 'FB-T1',
    courierId: courier.id,
    lines: [{ productId: product.id, qty: 2 }],
  });
  const sent = await page.request.post(`/api/orders/${order.id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);

  // The label: the order id's QR as before, and beside it the tracking page's, labelled.
  await page.goto(`/inventory/invoice-generator?ids=${order.id}&layout=label`);
  const label = page.getByRole('article', { name: ui('Label {{code}}', { code: order.code }) });
  await expect(label.getByText(ui('Scan to track'))).toBeVisible();
  await expect(
    label.getByRole('img', { name: ui('Tracking page of order {{code}}', { code: order.code }) }),
  ).toBeVisible();
  const invoices = await (await page.request.get(`/api/invoices?ids=${order.id}`)).json();
  const trackingUrl = invoices.invoices[0].trackingUrl as string;
  expect(trackingUrl).toMatch(/\/t\/[\w-]{35}$/);
  const trackingPath = new URL(trackingUrl).pathname;

  // The customer's phone: no session, no app; Bangla by default.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const customerPage = await phone.newPage();
  const violations = cspViolations(customerPage);
  const opened = await customerPage.goto(new URL(trackingPath, page.url()).href);
  expect(opened?.status()).toBe(200);
  await expect(customerPage.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(customerPage.getByRole('heading', { level: 1, name: SHOP })).toBeVisible();
  const now = customerPage.getByRole('region', { name: 'আপনার পার্সেল' });
  await expect(now).toContainText('কুরিয়ারের কাছে পাঠানো হয়েছে');
  await expect(now).toContainText(order.code);
  await expect(customerPage.getByRole('region', { name: 'পণ্য' })).toContainText('Jamdani Saree × ২');
  const history = customerPage.getByRole('region', { name: 'আপডেট' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('কুরিয়ারে দেওয়া হয়েছে');
  await expect(customerPage.getByText('01812345699')).toHaveCount(0);

  // The rider delivers it; the seller's Refresh reads it from Steadfast.
  const moved = await page.request.post(`${FAKE_COURIER_URL}/_control/parcels/status`, {
    data: { courier: 'steadfast', invoice: order.code, status: 'delivered' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.goto(`/inventory/couriers/${COURIER}`);
  await page.getByRole('button', { name: ui('Refresh') }).click();
  await expect(page.getByRole('row', { name: new RegExp(order.code) })).toContainText(ui('Delivered'));

  // The customer reloads: delivered, newest first above the hand-over.
  await customerPage.reload();
  await expect(now).toContainText('ডেলিভারি হয়েছে');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('ডেলিভারি হয়েছে');
  await expect(history.last()).toContainText('কুরিয়ারে দেওয়া হয়েছে');
  expect(await sidewaysScrollers(customerPage)).toEqual([]);

  // English, on request.
  await customerPage.getByRole('link', { name: 'English' }).click();
  await expect(customerPage.locator('html')).toHaveAttribute('lang', 'en');
  await expect(customerPage.getByRole('region', { name: 'Your parcel' })).toContainText('Delivered');
  expect(violations).toEqual([]);

  // A link one character off is a plain "not found".
  const last = trackingPath.at(-1) === 'A' ? 'B' : 'A';
  const forged = await customerPage.goto(new URL(`${trackingPath.slice(0, -1)}${last}`, page.url()).href);
  expect(forged?.status()).toBe(404);
  await expect(customerPage.getByRole('heading', { name: 'পাতাটি পাওয়া যায়নি' })).toBeVisible();
  await phone.close();
});
