import { dhakaDate } from '@chalan/core/time';
import type { Page } from '@playwright/test';
import { FAKE_COURIER_URL } from '../playwright.config.ts';
import { expect, test } from './journey-test.ts';
import { created, menuLink, merchantWithCourier } from './support.ts';
import { taka, uiKey } from './ui-text.ts';

const TAKA = 100;

/** A merchant with Steadfast and RedX (the fake courier's demo accounts) and one order sent to Steadfast. */
async function orderWithSteadfast(page: Page) {
  const { courier, store, product } = await merchantWithCourier(
    page,
    'Hold Desk Ghar',
    {
      name: 'Steadfast',
      provider: 'steadfast',
      mode: 'live',
      credentials: { apiKey: 'demo-steadfast-api-key', secretKey: 'demo-steadfast-secret-key' },
    },
    { name: 'Katan Saree', liftPrice: 3000 * TAKA, salePrice: 5200 * TAKA, qty: 4 },
  );
  await created(page, '/api/couriers', {
    name: 'RedX',
    provider: 'redx',
    mode: 'live',
    credentials: { accessToken: 'demo-redx-access-token' },
    chargeInDhaka: 6_000,
    chargeOutsideDhaka: 12_000,
    status: true,
  });
  const { customer } = await created<{ customer: { id: string } }>(page, '/api/customers', {
    phone: '01912345678',
    name: 'Farhana Akter',
    address: 'House 9, Road 5, Mirpur 10',
    district: 'Dhaka',
  });
  const { order } = await created<{ order: { id: string; code: string } }>(page, '/api/orders', {
    customerId: customer.id,
    storeId: store.id,
    salesDate: dhakaDate(new Date()),
    refNo: 'FB-HOLD',
    courierId: courier.id,
    lines: [{ productId: product.id, qty: 1 }],
  });
  const sent = await page.request.post(`/api/orders/${order.id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  return { order, courier };
}

/** The fake courier moves the parcel; the seller's Refresh of that courier reads it. */
async function courierSays(
  page: Page,
  courierId: string,
  order: { id: string; code: string },
  status: string,
) {
  const moved = await page.request.post(`${FAKE_COURIER_URL}/_control/parcels/status`, {
    data: { courier: 'steadfast', invoice: order.code, status },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const refresh = await page.request.post(`/api/couriers/${courierId}/sync`, { data: { first: [order.id] } });
  expect(refresh.status(), await refresh.text()).toBe(200);
}

test('a parcel on hold reaches the hold desk; the seller notes the call, returns it, and sends it with RedX', async ({
  page,
}) => {
  const { order, courier } = await orderWithSteadfast(page);
  await courierSays(page, courier.id, order, 'hold');

  await page.goto('/inventory/orders-processing');
  await menuLink(page, uiKey('nav.holdDesk'));
  await expect(page.getByRole('heading', { name: uiKey('pages.holdDesk') })).toBeVisible();
  const card = page.getByRole('article', { name: order.code });
  await expect(card).toContainText(uiKey('holdDesk.kinds.hold'));
  // At risk: the COD (৳5,200 + ৳60 delivery) and the ৳60 a return costs.
  await expect(card).toContainText(taka(5_320 * TAKA));
  // Call: the phone's dialler (the number is written in the screen's digits).
  await expect(card.locator('a[href="tel:01912345678"]')).toContainText(
    uiKey('holdDesk.call', { phone: '' }).trim(),
  );

  // The seller calls and notes what the customer said.
  await card
    .getByRole('textbox', { name: uiKey('holdDesk.noteLabel') })
    .fill('Customer refused: ordered by mistake');
  await card.getByRole('button', { name: uiKey('holdDesk.addNote') }).click();
  await expect(card).toContainText('Customer refused: ordered by mistake');

  // Return it: asked first, then Steadfast gets a return request.
  await card.getByRole('button', { name: uiKey('holdDesk.actions.return') }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: uiKey('holdDesk.actions.return') }).click();
  await expect(card.getByRole('button', { name: uiKey('holdDesk.actions.return') })).toHaveCount(0);
  await expect(card).toContainText(uiKey('holdDesk.returnAskedSince', { at: '' }).trim());

  // Steadfast brings it back: the seller sends it again, now with RedX.
  await courierSays(page, courier.id, order, 'cancelled');
  await page.reload();
  await expect(card).toContainText(uiKey('holdDesk.kinds.returned'));
  await card.getByRole('button', { name: uiKey('holdDesk.actions.resend') }).click();
  const resend = page.getByRole('dialog', { name: uiKey('holdDesk.resend.title', { code: order.code }) });
  await resend.getByRole('combobox', { name: uiKey('holdDesk.resend.courier') }).click();
  await page.getByRole('option', { name: 'RedX' }).click();
  await resend.getByRole('button', { name: uiKey('holdDesk.resend.submit') }).click();
  await expect(resend).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await expect(page.getByText(uiKey('holdDesk.empty'))).toBeVisible();

  const now = await (await page.request.get(`/api/orders/${order.id}`)).json();
  expect(now).toMatchObject({ courier: { name: 'RedX' }, courierStatus: 'sent', status: 'ready' });
  expect(now.code).not.toBe(order.code);
});
