import { dhakaDate } from '@chalan/core/time';
import type { Page } from '@playwright/test';
import { expect, test } from './journey-test.ts';
import { created, PASSWORD, registeredMerchant } from './support.ts';
import { num, ui, uiKey } from './ui-text.ts';

/**
 * Issue 16, "never frozen": a page of 50 or 100 rows draws only the rows in view
 * (docs/decisions/0008-list-table.md). What the seller must still get: every order of the page by
 * scrolling, the page's range, and select-all taking every order of the page, drawn or not.
 */

const ORDERS = 40;

/** A shop with ORDERS processing orders, oldest first (the list shows the newest first). */
async function shopWithOrders(page: Page): Promise<string[]> {
  const email = await registeredMerchant(page, 'Padma Traders');
  await page.request.post('/api/account/login', { data: { email, password: PASSWORD } });
  const store = (await (await page.request.get('/api/stores/options')).json()).items[0];
  const { product } = await created<{ product: { id: string } }>(page, '/api/products', {
    name: 'Gamchha',
    storeId: store.id,
    liftPrice: 10_000,
    salePrice: 25_000,
    qty: ORDERS,
  });
  const { customer } = await created<{ customer: { id: string } }>(page, '/api/customers', {
    phone: '01811111150',
    name: 'Mousumi Khatun',
    address: 'Court Para 2',
    district: 'Kushtia',
  });
  const { courier } = await created<{ courier: { id: string } }>(page, '/api/couriers', {
    name: 'Sundarban Kuriar',
    provider: 'none',
    chargeInDhaka: 6_000,
    chargeOutsideDhaka: 12_000,
    status: true,
  });
  const codes: string[] = [];
  for (let n = 0; n < ORDERS; n++) {
    const { order } = await created<{ order: { code: string } }>(page, '/api/orders', {
      customerId: customer.id,
      storeId: store.id,
      salesDate: dhakaDate(new Date()),
      refNo: `FB-${n + 1}`,
      courierId: courier.id,
      lines: [{ productId: product.id, qty: 1 }],
    });
    codes.push(order.code);
  }
  return codes;
}

test('a page of 50 orders: the last one is a scroll away and select-all takes all of them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const codes = await shopWithOrders(page);
  await page.goto('/inventory/orders-processing');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: `${ui('Page size')} ${num(10)}` }).click();
  await page.getByRole('menuitem', { name: num(50), exact: true }).click();
  await expect(
    main.getByText(ui('{{from}}–{{to}} of {{total}}', { from: 1, to: ORDERS, total: ORDERS })),
  ).toBeVisible();

  // The newest order is at the top; the oldest, not drawn at first, comes into view as the list scrolls.
  const row = (code: string) => main.getByRole('row', { name: new RegExp(code) });
  await expect(row(codes.at(-1)!)).toBeVisible();
  await expect(row(codes[0]!)).toHaveCount(0);
  await row(codes.at(-1)!).hover();
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 600);
      return row(codes[0]!).count();
    })
    .toBe(1);
  await expect(row(codes[0]!)).toBeVisible();

  await main.getByRole('checkbox', { name: ui('Select all orders on this page') }).check();
  await expect(main.getByText(uiKey('orderLists.selectedCount', { count: ORDERS }))).toBeVisible();
});
