import type { Page } from '@playwright/test';
import { toBanglaDigits } from '../packages/core/src/digits.ts';
import { expect, test } from './journey-test.ts';
import { created, PASSWORD, registeredMerchant } from './support.ts';
import { district, thana, ui, uiKey, uiMatching } from './ui-text.ts';

const TAKA = 100;
const COURIER = 'Sundarban Express';
const RETURNING = { phone: '01712345690', name: 'Nasrin Sultana' };

/** A seller with a courier, three stocked products and a customer who has bought before, made over the API. */
async function sellerWithCatalogue(page: Page) {
  const email = await registeredMerchant(page, 'Chat Fashion');
  await page.request.post('/api/account/login', { data: { email, password: PASSWORD } });
  await created(page, '/api/couriers', {
    name: COURIER,
    provider: 'none',
    chargeInDhaka: 60 * TAKA,
    chargeOutsideDhaka: 120 * TAKA,
    status: true,
  });
  const store = (await (await page.request.get('/api/stores/options')).json()).items[0];
  for (const [name, price] of [
    ['Cotton Saree', 1450],
    ['Panjabi', 2200],
    ['Scarf', 350],
  ] as const) {
    await created(page, '/api/products', {
      name,
      storeId: store.id,
      supplierId: null,
      liftPrice: 300 * TAKA,
      salePrice: price * TAKA,
      qty: 10,
    });
  }
  await created(page, '/api/customers', {
    ...RETURNING,
    address: 'House 4, Road 9',
    district: 'Dhaka',
    thana: 'Dhanmondi',
  });
}

/** Opens "Paste from chat", pastes `message` and reads it; returns the modal. */
async function pasteMessage(page: Page, message: string) {
  await page.getByRole('button', { name: ui('Paste from chat') }).click();
  const modal = page.getByRole('dialog', { name: ui('Paste from chat') });
  await modal.getByRole('textbox', { name: ui('Customer’s message') }).fill(message);
  await modal.getByRole('button', { name: ui('Read the message') }).click();
  await expect(modal.getByRole('region', { name: ui('What the message says') })).toBeVisible();
  return modal;
}

const qtyOf = (page: Page, name: string) =>
  page.getByRole('textbox', { name: ui('Quantity of {{name}}', { name }) });

test('a Bangla message from a new customer fills Start Order; the seller checks the customer, saves them and the order', async ({
  page,
}) => {
  await sellerWithCatalogue(page);
  await page.goto('/inventory/start-order');
  const modal = await pasteMessage(
    page,
    `আসসালামু আলাইকুম আপু
নাম: সুমাইয়া ইসলাম
ফোন: ${toBanglaDigits('01911223344')}
ঠিকানা: বাসা ৭, রোড ২, উত্তর বাড্ডা, ঢাকা
কটন শাড়ি ২টা আর পাঞ্জাবি ১টা
লাল ব্যাগ ১টা`,
  );

  // Before anything is filled: what was read, how sure, and what was not matched.
  const summary = modal.getByRole('region', { name: ui('What the message says') });
  await expect(summary).toContainText('01911223344');
  await expect(summary).toContainText('সুমাইয়া ইসলাম');
  await expect(summary).toContainText(district('Dhaka'));
  await expect(summary).toContainText(thana('Dhaka', 'Badda'));
  await expect(summary.getByText(ui('Sure'), { exact: true })).toHaveCount(7);
  const products = summary.getByRole('list', { name: uiKey('chatOrder.products') });
  await expect(products).toContainText(ui('{{name}} × {{qty}}', { name: 'Cotton Saree', qty: 2 }));
  await expect(products).toContainText(ui('{{name}} × {{qty}}', { name: 'Panjabi', qty: 1 }));
  await expect(modal.getByRole('region', { name: ui('Not matched') })).toContainText('লাল ব্যাগ ১টা');
  await modal.getByRole('button', { name: ui('Fill the form') }).click();

  // The new-customer form, filled from the message, each field marked; the seller checks it and saves.
  const customerForm = page.getByRole('dialog', { name: ui('Customer Information') });
  await expect(customerForm).toContainText(ui('Filled from the chat: check each field before you save'));
  await expect(customerForm.getByRole('textbox', { name: ui('Mobile Number') })).toHaveValue('01911223344');
  await expect(customerForm.getByRole('textbox', { name: ui('Customer Name') })).toHaveValue('সুমাইয়া ইসলাম');
  await expect(customerForm.getByRole('textbox', { name: ui('Address') })).toHaveValue(
    'বাসা ৭, রোড ২, উত্তর বাড্ডা, ঢাকা',
  );
  await expect(customerForm.getByRole('combobox', { name: ui('District') })).toHaveValue(district('Dhaka'));
  await expect(customerForm.getByRole('combobox', { name: ui('Thana') })).toHaveValue(
    thana('Dhaka', 'Badda'),
  );
  await customerForm.getByRole('button', { name: ui('Save') }).click();
  await expect(page.getByText(ui('{{name}} is added successfully', { name: 'সুমাইয়া ইসলাম' }))).toBeVisible();
  await expect(page.getByRole('region', { name: ui('Chosen customer') })).toContainText('সুমাইয়া ইসলাম');

  // The lines, as adding the products by hand would give them; nothing saved until Save.
  await expect(qtyOf(page, 'Cotton Saree')).toHaveValue('2');
  await expect(qtyOf(page, 'Panjabi')).toHaveValue('1');
  expect((await (await page.request.get('/api/orders?status=processing')).json()).items).toHaveLength(0);

  await page.getByRole('textbox', { name: ui('Reference number') }).fill('FB-CHAT-1');
  await page.getByRole('combobox', { name: ui('Courier') }).click();
  await page.getByRole('option', { name: COURIER }).click();
  await page.getByRole('button', { name: ui('Save'), exact: true }).click();
  await expect(page.getByText(uiMatching('Order {{code}} is saved', { code: '[A-Z0-9]{8}' }))).toBeVisible();

  const saved = (await (await page.request.get('/api/orders?status=processing')).json()).items;
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    refNo: 'FB-CHAT-1',
    name: 'সুমাইয়া ইসলাম',
    phone: '01911223344',
    district: 'Dhaka',
    thana: 'Badda',
  });
  expect(saved[0].items.map((i: { name: string; qty: number }) => [i.name, i.qty]).sort()).toEqual([
    ['Cotton Saree', 2],
    ['Panjabi', 1],
  ]);
});

test('a message with the phone of a customer the seller has picks that customer', async ({ page }) => {
  await sellerWithCatalogue(page);
  await page.goto('/inventory/start-order');
  const modal = await pasteMessage(page, `${toBanglaDigits(RETURNING.phone)}\nস্কার্ফ ৩টা দিবেন`);
  await expect(modal.getByRole('region', { name: ui('What the message says') })).toContainText(
    ui('Your customer: {{name}}, {{phone}}', RETURNING),
  );
  await modal.getByRole('button', { name: ui('Fill the form') }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: ui('Chosen customer') })).toContainText(RETURNING.name);
  await expect(qtyOf(page, 'Scarf')).toHaveValue('3');
});
