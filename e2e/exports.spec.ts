import { readFile } from 'node:fs/promises';
import { CUSTOMER_EXPORT_COLUMNS, exportHeader, ORDER_EXPORT_COLUMNS } from '@chalan/core/export-columns';
import { dhakaDate } from '@chalan/core/time';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './journey-test.ts';
import { created, PASSWORD, registeredMerchant } from './support.ts';
import { journeyLanguage, ui } from './ui-text.ts';

const TAKA = 100;

interface SellerOrder {
  code: string;
  id: string;
}

/**
 * A signed-in seller with a courier booked by hand, one product and one order for each customer name
 * (each its own customer); returns the orders' ids (codes) and database ids, in that order.
 */
async function sellerWithOrders(page: Page, names: readonly string[]) {
  const email = await registeredMerchant(page, 'Kadam Export Store');
  await page.request.post('/api/account/login', { data: { email, password: PASSWORD } });
  const { courier } = await created<{ courier: { id: string } }>(page, '/api/couriers', {
    name: 'Sundarban Express',
    provider: 'none',
    chargeInDhaka: 60 * TAKA,
    chargeOutsideDhaka: 120 * TAKA,
    status: true,
  });
  const store = (await (await page.request.get('/api/stores/options')).json()).items[0];
  const { product } = await created<{ product: { id: string } }>(page, '/api/products', {
    name: 'Nakshi Kantha',
    storeId: store.id,
    supplierId: null,
    liftPrice: 900 * TAKA,
    salePrice: 1500 * TAKA,
    qty: 50,
  });
  const orders: SellerOrder[] = [];
  for (const [i, name] of names.entries()) {
    const { customer } = await created<{ customer: { id: string } }>(page, '/api/customers', {
      phone: `0181234560${i}`,
      name,
      address: `House ${i}, Road 9`,
      district: 'Dhaka',
    });
    const { order } = await created<{ order: SellerOrder }>(page, '/api/orders', {
      customerId: customer.id,
      storeId: store.id,
      salesDate: dhakaDate(new Date()),
      refNo: `EXP-${i}`,
      courierId: courier.id,
      lines: [{ productId: product.id, qty: 1 }],
    });
    orders.push({ code: order.code, id: order.id });
  }
  return orders;
}

/**
 * Opens the Export menu, picks `choice` and returns the downloaded file's first cells below the header,
 * after checking what a spreadsheet user relies on: the name, the UTF-8 BOM and a header line.
 */
async function exportedFirstCells(page: Page, button: string, choice: string | RegExp, header: string) {
  await page.getByRole('button', { name: ui(button), exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: choice }).click(),
  ]);
  return readCsv(download, header);
}

async function readCsv(download: Download, header: string) {
  expect(download.suggestedFilename()).toBe('exported_data.csv');
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)], 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0]?.startsWith(header), lines[0]).toBe(true);
  // The first cells here are order ids and plain names: no quoting to undo.
  return lines.slice(1).map((line) => line.split(',')[0]);
}

test('order lists export the selected orders, the listed ones or all of them', async ({ page }) => {
  const orders = await sellerWithOrders(page, ['Asha Rani', 'Bilkis Banu', 'Chameli Das', 'Dolly Akter']);
  const [first, second, third, cancelled] = orders as [SellerOrder, SellerOrder, SellerOrder, SellerOrder];
  const res = await page.request.patch(`/api/orders/${cancelled.id}/status`, {
    data: { status: 'cancelled' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const codes = (list: readonly SellerOrder[]) => list.map((o) => o.code).sort();

  await page.goto('/inventory/orders-processing');
  await expect(page.getByRole('row', { name: new RegExp(third.code) })).toBeVisible();
  await page.getByRole('checkbox', { name: ui('Select order {{code}}', { code: first.code }) }).check();
  await page.getByRole('checkbox', { name: ui('Select order {{code}}', { code: second.code }) }).check();
  const header = exportHeader(ORDER_EXPORT_COLUMNS, journeyLanguage()).slice(0, 4).join(',');

  const selected = await exportedFirstCells(
    page,
    'Export Orders',
    ui('Selected orders ({{count}})', { count: 2 }),
    header,
  );
  expect(selected.sort()).toEqual(codes([first, second]));

  // Listed: the processing list, not the cancelled order.
  const listed = await exportedFirstCells(
    page,
    'Export Orders',
    ui('Listed orders ({{count}})', { count: 3 }),
    header,
  );
  expect(listed.sort()).toEqual(codes([first, second, third]));

  const all = await exportedFirstCells(page, 'Export Orders', ui('All orders'), header);
  expect(all.sort()).toEqual(codes(orders));
});

test('the customers page exports the customers its search shows, or all of them', async ({ page }) => {
  await sellerWithOrders(page, ['Rahima Khatun', 'Karim Sheikh', 'Rahim Badsha']);

  await page.goto('/inventory/customers');
  await page.getByRole('searchbox', { name: ui('Search customers') }).fill('rahim');
  await expect(page.getByRole('row', { name: /Karim Sheikh/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Rahim Badsha/ })).toBeVisible();
  const header = exportHeader(CUSTOMER_EXPORT_COLUMNS, journeyLanguage()).slice(0, 3).join(',');

  const listed = await exportedFirstCells(
    page,
    'Export',
    ui('Listed customers ({{count}})', { count: 2 }),
    header,
  );
  expect(listed.sort()).toEqual(['Rahim Badsha', 'Rahima Khatun']);

  const all = await exportedFirstCells(page, 'Export', ui('All customers'), header);
  expect(all.sort()).toEqual(['Karim Sheikh', 'Rahim Badsha', 'Rahima Khatun']);
});

test('on Bangla screens Export heads the file in Bangla, or in English names when asked', async ({
  page,
}) => {
  await sellerWithOrders(page, ['রহিমা খাতুন', 'করিম শেখ']);
  await page.goto('/inventory/customers');
  await page.evaluate(() => localStorage.removeItem('chalan.exportColumns'));
  await page.reload();
  await page.getByText('বাংলা', { exact: true }).click();
  await page.getByRole('button', { name: 'এক্সপোর্ট', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'বাংলা কলামের নাম' })).toBeChecked();
  const [bangla] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'সব গ্রাহক' }).click(),
  ]);
  expect((await readCsv(bangla, 'নাম,ফোন,ঠিকানা')).sort()).toEqual(['করিম শেখ', 'রহিমা খাতুন']);

  // The English names a script reads: chosen once, remembered for the next export.
  await page.getByRole('button', { name: 'এক্সপোর্ট', exact: true }).click();
  await page.getByRole('radio', { name: 'ইংরেজি কলামের নাম (মেশিনের জন্য)' }).check();
  const [english] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'সব গ্রাহক' }).click(),
  ]);
  expect(await readCsv(english, 'Name,Phone,Address')).toHaveLength(2);
  await page.goto('/inventory/orders-processing');
  await page.getByRole('button', { name: 'অর্ডার এক্সপোর্ট', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'ইংরেজি কলামের নাম (মেশিনের জন্য)' })).toBeChecked();
});
