import type { Page } from '@playwright/test';
import { expect, test } from './journey-test.ts';
import { created, PASSWORD, registeredMerchant } from './support.ts';
import { num, taka, ui } from './ui-text.ts';

const TAKA = 100;

interface ListedOrder {
  id: string;
  code: string;
  net: number;
  bill: number;
  advance: number;
  payable: number;
  items: { qty: number }[];
}

async function listed(page: Page, status: string): Promise<ListedOrder[]> {
  const res = await page.request.get(`/api/orders?status=${status}&limit=100`);
  expect(res.status()).toBe(200);
  return (await res.json()).items;
}

const sum = <T>(items: T[], pick: (item: T) => number) => items.reduce((total, i) => total + pick(i), 0);
const card = (page: Page, label: string) => page.getByLabel(ui(label), { exact: true });

test('a day of business: import the sample CSV, complete orders, see the dashboard and profit move, collect COD', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await registeredMerchant(page, 'Rangpur Crafts');
  await page.request.post('/api/account/login', { data: { email, password: PASSWORD } });
  await created(page, '/api/couriers', {
    name: 'Sundarban Express',
    provider: 'none',
    chargeInDhaka: 60 * TAKA,
    chargeOutsideDhaka: 120 * TAKA,
    status: true,
  });
  const store = (await (await page.request.get('/api/stores/options')).json()).items[0];
  for (const [name, liftPrice, salePrice] of [
    ['Nakshi Kantha', 900, 1500],
    ['Jamdani Saree', 2000, 3500],
  ] as const) {
    await created(page, '/api/products', {
      name,
      storeId: store.id,
      supplierId: null,
      liftPrice: liftPrice * TAKA,
      salePrice: salePrice * TAKA,
      qty: 20,
    });
  }

  // Nothing yet on the dashboard.
  await page.goto('/inventory/overview');
  await expect(card(page, 'On Process')).toContainText(ui('{{count}} orders', { count: 0 }));

  // The sample CSV, as downloaded, imports as it is.
  await page.goto('/inventory/orders-processing/import-csv');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: ui('Sample CSV') }).click();
  const sample = await (await download).path();
  await page.locator('input[type="file"]').setInputFiles(sample);
  await page.getByRole('button', { name: ui('Upload') }).click();
  await page.getByRole('button', { name: ui('Import {{count}} orders', { count: 3 }) }).click();
  // Said twice: on the import screen and in a notification.
  await expect(page.getByText(ui('{{count}} orders imported', { count: 3 })).first()).toBeVisible();
  await page.getByRole('link', { name: ui('Open Order Processing') }).click();
  const imported = await listed(page, 'processing');
  expect(imported).toHaveLength(3);
  for (const order of imported)
    await expect(page.getByRole('row', { name: new RegExp(order.code) })).toBeVisible();

  await page.goto('/inventory/overview');
  await expect(card(page, 'On Process')).toContainText(taka(sum(imported, (o) => o.net)));
  await expect(card(page, 'On Process')).toContainText(ui('{{count}} orders', { count: 3 }));
  const units = sum(imported, (o) => sum(o.items, (line) => line.qty));
  await expect(card(page, "Today's Sale (Qty)")).toContainText(num(units));

  // Two are handed over and delivered.
  const [first, second] = imported;
  await page.goto('/inventory/orders-processing');
  for (const order of [first!, second!]) {
    await page.getByRole('button', { name: ui('Actions for {{name}}', { name: order.code }) }).click();
    await page.getByRole('menuitem', { name: ui('Mark ready') }).click();
    await expect(page.getByRole('row', { name: new RegExp(order.code) })).toHaveCount(0);
  }
  await page.goto('/inventory/all-ready-orders');
  for (const order of [first!, second!]) {
    await page.getByRole('button', { name: ui('Actions for {{name}}', { name: order.code }) }).click();
    await page.getByRole('menuitem', { name: ui('Complete') }).click();
    await expect(page.getByRole('row', { name: new RegExp(order.code) })).toHaveCount(0);
  }
  const completed = await listed(page, 'completed');
  expect(completed.map((o) => o.code).sort()).toEqual([first!.code, second!.code].sort());

  await page.goto('/inventory/overview');
  await expect(card(page, "Today's Send")).toContainText(ui('{{count}} orders', { count: 2 }));
  await expect(card(page, "Today's Send")).toContainText(taka(sum(completed, (o) => o.net)));
  await expect(card(page, 'On Process')).toContainText(ui('{{count}} order', { count: 1 }));

  // Loss-profit counts the two delivered orders; its figure is the report's.
  await page.goto('/inventory/loss-profit');
  await expect(card(page, 'Total Sale')).toContainText(ui('{{count}} completed orders', { count: 2 }));
  const report = await (await page.request.get('/api/reports/loss-profit')).json();
  await expect(card(page, 'Total Profit')).toContainText(taka(report.summary.profit));

  // Transactions: both COD pending, then one received.
  await page.goto('/inventory/transactions');
  await expect(card(page, 'Total pending')).toContainText(taka(sum(completed, (o) => o.payable)));
  await page.getByRole('checkbox', { name: new RegExp(first!.code) }).check();
  await page.getByRole('button', { name: ui('Mark COD received') }).click();
  const mark = page.getByRole('dialog');
  await mark.getByRole('button', { name: ui('Mark received') }).click();
  await expect(card(page, 'Total pending')).toContainText(taka(second!.payable));
  await expect(card(page, 'Total received')).toContainText(
    taka(sum(completed, (o) => o.advance) + first!.payable),
  );
});
