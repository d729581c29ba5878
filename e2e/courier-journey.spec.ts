import { dhakaDate } from '@chalan/core/time';
import type { Page } from '@playwright/test';
import { FAKE_COURIER_URL } from '../playwright.config.ts';
import { expect, test } from './journey-test.ts';
import { created, merchantWithCourier } from './support.ts';
import { taka, ui } from './ui-text.ts';

const TAKA = 100;
const COURIER = 'Steadfast';

/**
 * A signed-in merchant with one courier booking with the fake courier's demo account (the server's
 * base URLs point at the fake), a product, a customer and one processing order for that courier.
 */
async function processingOrder(page: Page, shopName: string, courierBody: Record<string, unknown>) {
  const { courier, store, product } = await merchantWithCourier(
    page,
    shopName,
    { ...courierBody, mode: 'live' },
    { name: 'Jamdani Saree', liftPrice: 2000 * TAKA, salePrice: 3500 * TAKA, qty: 5 },
  );
  const { customer } = await created<{ customer: { id: string } }>(page, '/api/customers', {
    phone: '01812345678',
    name: 'Nusrat Jahan',
    address: 'House 4, Road 2, Dhanmondi',
    district: 'Dhaka',
  });
  const { order } = await created<{ order: { id: string; code: string } }>(page, '/api/orders', {
    customerId: customer.id,
    storeId: store.id,
    salesDate: dhakaDate(new Date()),
    refNo: 'FB-77',
    courierId: courier.id,
    lines: [{ productId: product.id, qty: 1 }],
  });
  return order;
}

/** The parcel the (fake) courier holds for an order: other journeys book with the same demo account. */
async function bookedParcel(page: Page, courier: string, invoice: string) {
  const booked = await page.request.get(`${FAKE_COURIER_URL}/_control/parcels?courier=${courier}`);
  const parcels = (await booked.json()).parcels as { invoice: string; consignmentId: string }[];
  const parcel = parcels.find((p) => p.invoice === invoice);
  expect(parcel, `${courier} parcel of ${invoice}`).toBeDefined();
  return parcel!;
}

test('an order goes to Steadfast, is delivered there, turns delivered on Refresh and is completed', async ({
  page,
}) => {
  const order = await processingOrder(page, 'Jamdani Ghar', {
    name: COURIER,
    provider: 'steadfast',
    credentials: { apiKey: 'demo-steadfast-api-key', secretKey: 'demo-steadfast-secret-key' },
  });

  // Processing → the row's "Send to Steadfast": booked with the (fake) courier, the order is ready.
  await page.goto('/inventory/orders-processing');
  const row = () => page.getByRole('row', { name: new RegExp(order.code) });
  await row()
    .getByRole('button', { name: ui('Actions for {{name}}', { name: order.code }) })
    .click();
  await page.getByRole('menuitem', { name: ui('Send to {{courier}}', { courier: COURIER }) }).click();
  await expect(page.getByText(ui('Order sent to courier successfully'))).toBeVisible();
  await expect(row()).toHaveCount(0);

  const parcel = await bookedParcel(page, 'steadfast', order.code);

  // The courier page lists it with the courier's first status and its consignment id.
  await page.goto(`/inventory/couriers/${COURIER}`);
  await expect(
    page.getByRole('heading', { name: ui('{{courier}} orders', { courier: COURIER }) }),
  ).toBeVisible();
  await expect(row()).toContainText(ui('In review'));
  await expect(row()).toContainText(parcel.consignmentId);
  // Steadfast tells the merchant's balance (the fake's demo account holds ৳12,500).
  await expect(
    page.getByText(
      ui('{{courier}} balance: {{balancePoisha}}', { courier: COURIER, balancePoisha: taka(1_250_000) }),
    ),
  ).toBeVisible();

  // The rider delivers it; Refresh asks Steadfast now.
  const moved = await page.request.post(`${FAKE_COURIER_URL}/_control/parcels/status`, {
    data: { courier: 'steadfast', invoice: order.code, status: 'delivered' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.getByRole('button', { name: ui('Refresh') }).click();
  await expect(row()).toContainText(ui('Delivered'));

  // The seller finds it by its consignment id, among the delivered, and not among the parcels on hold.
  const search = page.getByRole('main').getByRole('searchbox', { name: ui('Search parcels') });
  await search.fill('no-such-parcel');
  await expect(
    page.getByText(ui('No parcel matches “{{search}}”', { search: 'no-such-parcel' })),
  ).toBeVisible();
  await search.fill(parcel.consignmentId);
  await expect(row()).toContainText(ui('Delivered'));
  const statuses = page.getByRole('combobox', { name: ui('Delivery status') });
  await statuses.click();
  await page.getByRole('option', { name: ui('On hold') }).click();
  await expect(page.getByText(ui('No parcel matches these filters'))).toBeVisible();
  await page.getByRole('option', { name: ui('On hold') }).click();
  await page.getByRole('option', { name: ui('Delivered'), exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(row()).toContainText(ui('Delivered'));
  await search.fill('');

  await row()
    .getByRole('button', { name: ui('Actions for {{name}}', { name: order.code }) })
    .click();
  await page.getByRole('menuitem', { name: ui('History') }).click();
  const history = page.getByRole('dialog', {
    name: ui('Delivery history of {{code}}', { code: order.code }),
  });
  await expect(history.getByRole('table', { name: ui('Status updates') })).toContainText('delivered');
  await history
    .getByRole('button', { name: ui('Close') })
    .first()
    .click();

  // The seller completes the delivered ones at once: it leaves the courier page for Completed.
  const completeDelivered = page.getByRole('button', {
    name: ui('Complete delivered ({{count}})', { count: 0 }),
  });
  await expect(completeDelivered).toBeDisabled();
  await page.getByRole('checkbox', { name: ui('Select order {{code}}', { code: order.code }) }).check();
  await page.getByRole('button', { name: ui('Complete delivered ({{count}})', { count: 1 }) }).click();
  const confirm = page.getByRole('dialog', { name: ui('Complete delivered orders') });
  await expect(confirm).toContainText(
    ui(
      'Orders with a delivered parcel: {{count}}. They are completed and their courier info is cleared; the parcels’ history stays.',
      { count: 1 },
    ),
  );
  await confirm.getByRole('button', { name: ui('Complete') }).click();
  await expect(page.getByText(ui('{{count}} delivered orders completed', { count: 1 }))).toBeVisible();
  await expect(row()).toHaveCount(0);

  await page.goto('/inventory/completed-orders');
  await expect(row()).toContainText(ui('DELIVERED'));
});

test('an order sent to Pathao and cancelled leaves a pending cancel the seller must do in the Pathao panel', async ({
  page,
}) => {
  // Pathao's API cannot cancel a parcel: the cancel is left to its merchant panel.
  const order = await processingOrder(page, 'Nakshi Ghar', {
    name: 'Pathao',
    provider: 'pathao',
    credentials: {
      clientId: 'demo-pathao-client-id',
      clientSecret: 'demo-pathao-client-secret',
      username: 'demo-merchant@pathao.test',
      password: 'demo-pathao-password',
    },
  });
  const sent = await page.request.post(`/api/orders/${order.id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  const parcel = (await bookedParcel(page, 'pathao', order.code)).consignmentId;
  const pathao = { courier: 'Pathao', parcel };

  // Cancel on the Pathao page: the confirmation says the parcel is cancelled at Pathao too.
  await page.goto('/inventory/couriers/Pathao');
  const row = () => page.getByRole('row', { name: new RegExp(order.code) });
  await row()
    .getByRole('button', { name: ui('Actions for {{name}}', { name: order.code }) })
    .click();
  await page.getByRole('menuitem', { name: ui('Cancel') }).click();
  const confirm = page.getByRole('dialog', { name: ui('Cancel order') });
  await expect(confirm).toContainText(
    ui('Its parcel is with {{courier}}: it will be cancelled at {{courier}} too.', { courier: 'Pathao' }),
  );
  await confirm.getByRole('button', { name: ui('Cancel') }).click();
  // What is left to do stays on screen (no 4 s toast) until the seller closes it.
  const warning = page
    .getByRole('alert')
    .filter({ hasText: ui('Still to do at {{courier}}', { courier: 'Pathao' }) });
  await expect(warning).toContainText(
    ui(
      '{{courier}}’s API cannot cancel a parcel: cancel parcel {{parcel}} in the {{courier}} merchant panel',
      pathao,
    ),
  );
  await page.waitForTimeout(4500);
  await expect(warning).toBeVisible();

  // The cancelled list marks the order until Pathao reports the parcel cancelled or returned.
  await page.goto('/inventory/cancelled-orders');
  await expect(row()).toContainText(ui('Cancel at {{courier}} pending', { courier: 'Pathao' }));
  await page.getByRole('button', { name: ui('View order {{code}}', { code: order.code }) }).click();
  const view = page.getByRole('dialog', { name: ui('Order {{code}}', { code: order.code }) });
  await expect(view).toContainText(
    ui(
      '{{courier}}’s API cannot cancel a parcel. Cancel parcel {{parcel}} in the {{courier}} merchant panel; this mark clears when {{courier}} reports it cancelled or returned.',
      pathao,
    ),
  );
  await expect(view).toContainText(
    ui('Cancel of parcel {{parcel}} at {{courier}} left to its panel', pathao),
  );
});
