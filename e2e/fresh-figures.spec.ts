import { dhakaDate } from '@chalan/core/time';
import type { Locator, Page } from '@playwright/test';
import { seedSeller } from './bangla-seed.ts';
import { expect, test } from './journey-test.ts';
import { created, menuLink } from './support.ts';
import { num, startingWith, ui, uiKey } from './ui-text.ts';

/**
 * Issue 16, "never frozen": a figure seen on one screen is current when the seller comes back to it
 * after moving orders elsewhere, by the menu (client-side navigation, no reload): the dashboard, the
 * ready summary, a courier's page and the customer's profile.
 */

const CUSTOMER = 'Shirin Akter';

/** A processing order for the seeded first customer, booked with Steadfast (sent from the UI below). */
async function steadfastOrder(page: Page, customerId: string): Promise<string> {
  const store = (await (await page.request.get('/api/stores/options')).json()).items[0];
  const product = (await (await page.request.get('/api/products?limit=10')).json()).items[0];
  const steadfast = (await (await page.request.get('/api/couriers')).json()).items.find(
    (c: { name: string }) => c.name === 'Steadfast',
  );
  const { order } = await created<{ order: { code: string } }>(page, '/api/orders', {
    customerId,
    storeId: store.id,
    salesDate: dhakaDate(new Date()),
    refNo: 'FB-900',
    courierId: steadfast.id,
    lines: [{ productId: product.id, qty: 1 }],
  });
  return order.code;
}

const nav = (page: Page, key: string) => menuLink(page, uiKey(key));

async function openDashboard(page: Page) {
  await nav(page, 'nav.dashboard');
  return page.getByRole('main');
}

async function openReadySummary(page: Page) {
  await nav(page, 'nav.readyOrders');
  return page.getByRole('region', { name: ui('Summary of the listed orders') });
}

async function openCustomerProfile(page: Page) {
  await nav(page, 'nav.customers');
  await page.getByRole('main').getByRole('link', { name: CUSTOMER }).click();
  return page.getByRole('main');
}

/** A profile tab's count (its badge), e.g. "Processing Orders 2". */
const tabCount = (main: Locator, tabKey: string) =>
  main.getByRole('tab', { name: startingWith(uiKey(`ordersByStatus.tabs.${tabKey}`)) });

async function rowAction(page: Page, code: string, action: string) {
  await page
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('button', { name: ui('Actions for {{name}}', { name: code }) })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('figures on every screen follow an order moved elsewhere, without a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const seller = await seedSeller(page, 'Shapla Bostro');
  const sent = await steadfastOrder(page, seller.customerIds[0]!);
  const orders = (count: number) => ui('{{count}} orders', { count });

  // Seen once: the seeded shop has 3 processing orders (2 of them Shirin's) and 3 ready: one not sent,
  // two with Steadfast (one delivered, waiting for the seller to complete it; one on hold).
  await page.goto('/inventory/overview');
  let main = page.getByRole('main');
  const onProcess = main.getByRole('article', { name: uiKey('dashboard.orderSummary.onProcess') });
  const ready = main.getByRole('article', { name: uiKey('dashboard.orderSummary.ready') });
  await expect(onProcess).toContainText(orders(3));
  await expect(ready).toContainText(orders(3));
  let summary = await openReadySummary(page);
  const parcels = () => summary.getByRole('article', { name: ui('Total Parcels') });
  await expect(parcels()).toHaveText(new RegExp(`${num(1)}$`));
  await menuLink(page, 'Steadfast');
  const courierRow = (code: string) => page.getByRole('main').getByRole('row', { name: new RegExp(code) });
  await expect(courierRow(seller.codes.steadfast)).toBeVisible();
  await expect(courierRow(sent)).toHaveCount(0);
  main = await openCustomerProfile(page);
  await expect(tabCount(main, 'processing')).toHaveText(new RegExp(`${num(2)}$`));
  await expect(tabCount(main, 'ready')).toHaveText(new RegExp(`${num(0)}$`));

  // Moved on the Processing screen: one sent to Steadfast, one marked ready by hand.
  await nav(page, 'nav.processing');
  await rowAction(page, sent, ui('Send to {{courier}}', { courier: 'Steadfast' }));
  await expect(page.getByRole('row', { name: new RegExp(sent) })).toHaveCount(0);
  await rowAction(page, seller.codes.processing, ui('Mark ready'));
  await expect(page.getByText(ui('Order status updated successfully'))).toBeVisible();

  main = await openDashboard(page);
  await expect(onProcess).toContainText(orders(1));
  await expect(ready).toContainText(orders(5));
  summary = await openReadySummary(page);
  // The parcel with Steadfast is on its courier's page, not in "all ready".
  await expect(parcels()).toHaveText(new RegExp(`${num(2)}$`));
  await menuLink(page, 'Steadfast');
  await expect(courierRow(sent)).toBeVisible();
  main = await openCustomerProfile(page);
  await expect(tabCount(main, 'processing')).toHaveText(new RegExp(`${num(0)}$`));
  // Ready as the lists count it: not sent (the Steadfast parcel is on its courier's page).
  await expect(tabCount(main, 'ready')).toHaveText(new RegExp(`${num(1)}$`));
  expect(page.url()).toContain('/inventory/customers/profile/');
});
