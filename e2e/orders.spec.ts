import type { Page } from '@playwright/test';
import { expect, test } from './journey-test.ts';
import { cspViolations, PASSWORD, registeredMerchant, toolbarAction } from './support.ts';
import { district, startingWith, taka, thana, ui, uiKey, uiMatching } from './ui-text.ts';

const TAKA = 100;

/** A seller with a courier and two stocked products, made through the API as the screens would. */
async function sellerReadyToSell(page: Page) {
  const email = await registeredMerchant(page, 'Bokul Fashion');
  await page.request.post('/api/account/login', { data: { email, password: PASSWORD } });
  const courier = await page.request.post('/api/couriers', {
    data: {
      name: 'Sundarban Express',
      provider: 'none',
      chargeInDhaka: 60 * TAKA,
      chargeOutsideDhaka: 120 * TAKA,
      status: true,
    },
  });
  expect(courier.status(), await courier.text()).toBe(201);
  const store = (await (await page.request.get('/api/stores/options')).json()).items[0];
  for (const [name, price, qty] of [
    ['Jamdani Saree', 1450, 5],
    ['Eid Panjabi', 2200, 3],
  ] as const) {
    const res = await page.request.post('/api/products', {
      data: {
        name,
        storeId: store.id,
        supplierId: null,
        liftPrice: 800 * TAKA,
        salePrice: price * TAKA,
        qty,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return email;
}

const availableOf = async (page: Page, name: string) => {
  const res = await page.request.get(`/api/products/search?q=${encodeURIComponent(name)}`);
  return (await res.json()).items[0].availableQty as number;
};

test('a day of business: new customer, an order with a percentage discount, ready, delivered, returned, printed', async ({
  page,
}) => {
  // The whole day runs under the app's strict Content-Security-Policy without one violation.
  const violations = cspViolations(page);
  // Signed in by sellerReadyToSell (the page shares the API calls' cookie).
  await sellerReadyToSell(page);

  // Find the customer by phone; nobody has it, so the new-customer form opens with it filled in.
  await page.goto('/inventory/start-order');
  const customerSearch = page.getByRole('textbox', { name: ui('Customer'), exact: true });
  await customerSearch.fill('01812345679');
  await customerSearch.press('Enter');
  const customerForm = page.getByRole('dialog', { name: ui('Customer Information') });
  await expect(customerForm.getByRole('textbox', { name: ui('Mobile Number') })).toHaveValue('01812345679');
  await customerForm.getByRole('textbox', { name: ui('Customer Name') }).fill('Shirin Akter');
  await customerForm.getByRole('textbox', { name: ui('Address') }).fill('Village Road 3');
  await customerForm.getByRole('combobox', { name: ui('District') }).fill('Chattogram');
  await page.getByRole('option', { name: startingWith(district('Chattogram')) }).click();
  await customerForm.getByRole('combobox', { name: ui('Thana') }).fill('Hathazari');
  await page.getByRole('option', { name: startingWith(thana('Chattogram', 'Hathazari')) }).click();
  await customerForm.getByRole('button', { name: ui('Save') }).click();
  await expect(page.getByText(ui('{{name}} is added successfully', { name: 'Shirin Akter' }))).toBeVisible();

  await page.getByRole('textbox', { name: ui('Reference number') }).fill('FB-101');
  for (const product of ['Jamdani Saree', 'Eid Panjabi']) {
    const search = page.getByRole('textbox', { name: ui('Search product') });
    await search.fill(product.split(' ')[1]!);
    await page.getByRole('option', { name: new RegExp(product) }).click();
  }
  await page.getByText(ui('Percentage'), { exact: true }).click();
  await page.getByRole('textbox', { name: ui('Discount (%)') }).fill('10');
  await page.getByRole('combobox', { name: ui('Courier') }).click();
  await page.getByRole('option', { name: 'Sundarban Express' }).click();
  // Outside Dhaka: the courier's outside charge; 3,650 − 10% = 3,285 net, + 120 = 3,405 bill.
  await expect(page.getByRole('textbox', { name: ui('Delivery charge (Tk)') })).toHaveValue('120');
  const totals = page.getByRole('region', { name: ui('Totals') });
  await expect(totals).toContainText(taka(328_500));
  await expect(totals).toContainText(taka(340_500));
  await page.getByRole('button', { name: ui('Save'), exact: true }).click();
  await expect(page.getByText(uiMatching('Order {{code}} is saved', { code: '[A-Z0-9]{8}' }))).toBeVisible();
  expect(await availableOf(page, 'Saree')).toBe(4);

  await page.goto('/inventory/orders-processing');
  const row = page.getByRole('row', { name: /Shirin Akter/ });
  await expect(row).toContainText(taka(328_500));
  await expect(row).toContainText(ui('PROCESSING'));
  const code = (await (await page.request.get('/api/orders?status=processing')).json()).items[0]
    .code as string;
  await row.getByRole('button', { name: ui('Actions for {{name}}', { name: code }) }).click();
  await page.getByRole('menuitem', { name: ui('Mark ready') }).click();
  await expect(page.getByText(ui('Order status updated successfully'))).toBeVisible();

  await page.goto('/inventory/all-ready-orders');
  await page
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('button', { name: ui('Actions for {{name}}', { name: code }) })
    .click();
  await page.getByRole('menuitem', { name: ui('Complete') }).click();
  await expect(page.getByText(ui('Order status updated successfully'))).toBeVisible();

  // Print the delivered order's invoice: the QR code of its id and the bill in whole taka.
  await page.goto('/inventory/completed-orders');
  await page.getByRole('checkbox', { name: ui('Select order {{code}}', { code }) }).check();
  await toolbarAction(page, ui('Print'));
  await expect(page).toHaveURL(/\/inventory\/invoice-generator\?ids=/);
  const invoice = page.getByRole('article', { name: ui('Invoice {{code}}', { code }) });
  await expect(invoice.locator('svg title')).toHaveText(code);
  await expect(invoice).toContainText('Shirin Akter');
  await expect(invoice).toContainText('Hathazari');
  await expect(invoice).toContainText(taka(340_500));
  // Print under the CSP: the button opens the browser's print, the QR code and the invoice show on paper.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: ui('Print') }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(invoice.locator('svg:has(title)')).toBeVisible();
  await expect(page.getByRole('button', { name: ui('Print') })).toBeHidden();
  expect((await page.pdf({ format: 'A4' })).subarray(0, 4).toString()).toBe('%PDF');
  await page.emulateMedia({ media: 'screen' });
  expect(violations).toEqual([]);

  await page.goto('/inventory/completed-orders');
  await page.getByRole('checkbox', { name: ui('Select order {{code}}', { code }) }).check();
  await toolbarAction(page, uiKey('orderLists.toolbar.return'));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: uiKey('orderLists.actions.return') })
    .click();
  await expect(page.getByText(ui('Order status updated successfully'))).toBeVisible();
  await page.goto('/inventory/returned-orders');
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText(ui('RETURNED'));
  expect(await availableOf(page, 'Saree')).toBe(5);
  expect(await availableOf(page, 'Panjabi')).toBe(3);
  expect(violations).toEqual([]);
});
