import type { Page } from '@playwright/test';
import { expect, test } from './journey-test.ts';
import { PASSWORD, registeredMerchant, signIn, uniqueEmail } from './support.ts';
import { district, num, taka, thana, ui, uiPattern } from './ui-text.ts';

/** A card's figure: the <dd> after the <dt> with that label, inside the card named `card`. */
const figure = (page: Page, card: string, label: string) =>
  page
    .getByRole('region', { name: ui(card) })
    .locator('dt', { hasText: ui(label) })
    .locator('xpath=following-sibling::dd[1]');

test('an admin sets up a store, a supplier and a product with an image, then adds stock', async ({
  page,
}) => {
  const email = await registeredMerchant(page, 'Kanon Crafts');
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/inventory\/overview$/);

  await page.goto('/inventory/stores');
  await page.getByRole('button', { name: ui('Add Store') }).click();
  const storeForm = page.getByRole('dialog');
  await storeForm.getByRole('textbox', { name: ui('Store Name') }).fill('Kanon Mirpur');
  await storeForm.getByRole('textbox', { name: ui('Phone') }).fill('01812345678');
  await storeForm.getByRole('textbox', { name: ui('Address') }).fill('Section 10, Mirpur');
  await storeForm.getByRole('combobox', { name: ui('District') }).click();
  await page.getByRole('option', { name: district('Dhaka'), exact: true }).click();
  await storeForm.getByRole('combobox', { name: ui('Area') }).click();
  await page.getByRole('option', { name: thana('Dhaka', 'Mirpur'), exact: true }).click();
  await storeForm.getByRole('button', { name: ui('Save') }).click();
  await expect(page.getByText(ui('Store added successfully'))).toBeVisible();
  await expect(page.getByRole('row', { name: /Kanon Mirpur/ })).toContainText('01812345678');

  await page.goto('/inventory/supplier');
  await page.getByRole('button', { name: ui('Add Supplier') }).click();
  const supplierForm = page.getByRole('dialog', { name: ui('Supplier Information') });
  await supplierForm.getByRole('textbox', { name: ui('Name'), exact: true }).fill('Chawkbazar Wholesale');
  await supplierForm.getByRole('button', { name: ui('Save') }).click();
  await expect(page.getByText(ui('Supplier added successfully'))).toBeVisible();

  await page.goto('/inventory/products');
  await page.getByRole('button', { name: ui('Add Product') }).click();
  const productForm = page.getByRole('dialog', { name: ui('Product Information') });
  const chooser = page.waitForEvent('filechooser');
  await productForm.getByRole('button', { name: uiPattern('Image') }).click();
  await (await chooser).setFiles('e2e/fixtures/product.png');
  await productForm.getByRole('textbox', { name: ui('Product Name') }).fill('Nakshi Kantha');
  await productForm.getByRole('combobox', { name: ui('Supplier') }).click();
  await page.getByRole('option', { name: 'Chawkbazar Wholesale' }).click();
  await productForm.getByRole('combobox', { name: ui('Store') }).click();
  await page.getByRole('option', { name: 'Kanon Mirpur' }).click();
  await productForm.getByRole('textbox', { name: ui('Lift price (Tk)'), exact: true }).fill('1800');
  await productForm.getByRole('textbox', { name: ui('Sale price (Tk)'), exact: true }).fill('2750');
  await productForm.getByRole('textbox', { name: ui('Quantity') }).fill('4');
  await productForm.getByRole('button', { name: ui('Save') }).click();
  await expect(page.getByText(ui('{{name}} is added successfully', { name: 'Nakshi Kantha' }))).toBeVisible();

  const row = page.getByRole('row', { name: /Nakshi Kantha/ });
  await expect(row).toContainText(ui('Avl: {{available}} (Qty: {{qty}})', { available: 4, qty: 4 }));
  await expect(row).toContainText('Kanon Mirpur');
  await expect(
    row.getByRole('img', { name: ui('Image of {{name}}', { name: 'Nakshi Kantha' }) }),
  ).toBeVisible();
  await expect(figure(page, 'Product Stock Info', 'Items')).toHaveText(num(1));
  await expect(figure(page, 'Product Stock Info', 'Value')).toHaveText(taka(1_100_000));
  await expect(figure(page, 'This Month Stock In', 'Items')).toHaveText(num(4));

  await row.getByRole('button', { name: ui('Actions for {{name}}', { name: 'Nakshi Kantha' }) }).click();
  await page.getByRole('menuitem', { name: ui('Stock in') }).click();
  const stockIn = page.getByRole('dialog', { name: ui('Stock in') });
  await stockIn.getByRole('textbox', { name: ui('Quantity received') }).fill('6');
  await stockIn.getByRole('button', { name: ui('Update stock') }).click();
  await expect(page.getByText(ui('Stock is updated successfully'))).toBeVisible();
  await expect(row).toContainText(ui('Avl: {{available}} (Qty: {{qty}})', { available: 10, qty: 10 }));
  await expect(figure(page, 'Product Stock Info', 'Value')).toHaveText(taka(2_750_000));
  await expect(figure(page, 'This Month Stock In', 'Items')).toHaveText(num(10));
});

test('a Moderator works products but only views stores, suppliers and couriers', async ({
  page,
  browser,
}) => {
  const adminEmail = await registeredMerchant(page, 'Shimu Traders');
  await page.request.post('/api/account/login', { data: { email: adminEmail, password: PASSWORD } });
  const staffEmail = uniqueEmail('moderator');
  const created = await page.request.post('/api/users', {
    data: { name: 'Rafi Staff', email: staffEmail, password: PASSWORD, role: 'Moderator', status: true },
  });
  expect(created.status()).toBe(201);

  const staff = await (await browser.newContext()).newPage();
  await staff.goto('/login');
  await signIn(staff, staffEmail);
  await expect(staff).toHaveURL(/\/inventory\/start-order$/);

  await staff.goto('/inventory/stores');
  await expect(staff.getByRole('row', { name: /Shimu Traders/ })).toBeVisible();
  await expect(staff.getByRole('button', { name: ui('Add Store') })).toHaveCount(0);
  await expect(
    staff.getByRole('button', { name: ui('Actions for {{name}}', { name: 'Shimu Traders' }) }),
  ).toHaveCount(0);
  await staff.goto('/inventory/supplier');
  await expect(staff.getByRole('button', { name: ui('Add Supplier') })).toHaveCount(0);
  await staff.goto('/inventory/couriers');
  await expect(staff.getByRole('button', { name: ui('Add Courier') })).toHaveCount(0);
  await staff.goto('/inventory/products');
  await expect(staff.getByRole('button', { name: ui('Add Product') })).toBeVisible();

  await staff.getByRole('button', { name: ui('Account menu') }).click();
  await expect(staff.getByRole('menuitem', { name: ui('Stores') })).toBeVisible();
  await expect(staff.getByRole('menuitem', { name: ui('Users') })).toHaveCount(0);
  await expect(staff.getByRole('menuitem', { name: ui('Settings') })).toHaveCount(0);
  await staff.goto('/inventory/users');
  await expect(staff).toHaveURL(/\/inventory\/start-order$/);
});
