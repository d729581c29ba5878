import { expect, type Page, test } from '@playwright/test';
import { PASSWORD, registeredMerchant, signIn, uniqueEmail } from './support.ts';

/** A card's figure: the <dd> after the <dt> with that label, inside the card named `card`. */
const figure = (page: Page, card: string, label: string) =>
  page
    .getByRole('region', { name: card })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');

test('an admin sets up a store, a supplier and a product with an image, then adds stock', async ({
  page,
}) => {
  const email = await registeredMerchant(page, 'Kanon Crafts');
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/inventory\/overview$/);

  await page.goto('/inventory/stores');
  await page.getByRole('button', { name: 'Add Store' }).click();
  const storeForm = page.getByRole('dialog');
  await storeForm.getByRole('textbox', { name: 'Store Name' }).fill('Kanon Mirpur');
  await storeForm.getByRole('textbox', { name: 'Phone' }).fill('01812345678');
  await storeForm.getByRole('textbox', { name: 'Address' }).fill('Section 10, Mirpur');
  await storeForm.getByRole('combobox', { name: 'District' }).click();
  await page.getByRole('option', { name: 'Dhaka', exact: true }).click();
  await storeForm.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'Mirpur', exact: true }).click();
  await storeForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Store added successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Kanon Mirpur/ })).toContainText('01812345678');

  await page.goto('/inventory/supplier');
  await page.getByRole('button', { name: 'Add Supplier' }).click();
  const supplierForm = page.getByRole('dialog', { name: 'Supplier Information' });
  await supplierForm.getByRole('textbox', { name: 'Name', exact: true }).fill('Chawkbazar Wholesale');
  await supplierForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Supplier added successfully')).toBeVisible();

  await page.goto('/inventory/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const productForm = page.getByRole('dialog', { name: 'Product Information' });
  const chooser = page.waitForEvent('filechooser');
  await productForm.getByRole('button', { name: /Image/ }).click();
  await (await chooser).setFiles('e2e/fixtures/product.png');
  await productForm.getByRole('textbox', { name: 'Product Name' }).fill('Nakshi Kantha');
  await productForm.getByRole('combobox', { name: 'Supplier' }).click();
  await page.getByRole('option', { name: 'Chawkbazar Wholesale' }).click();
  await productForm.getByRole('combobox', { name: 'Store' }).click();
  await page.getByRole('option', { name: 'Kanon Mirpur' }).click();
  await productForm.getByRole('textbox', { name: 'Lift price (Tk)' }).fill('1800');
  await productForm.getByRole('textbox', { name: 'Sale price (Tk)' }).fill('2750');
  await productForm.getByRole('textbox', { name: 'Quantity' }).fill('4');
  await productForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nakshi Kantha is added successfully')).toBeVisible();

  const row = page.getByRole('row', { name: /Nakshi Kantha/ });
  await expect(row).toContainText('Avl: 4 (Qty: 4)');
  await expect(row).toContainText('Kanon Mirpur');
  await expect(row.getByRole('img', { name: 'Image of Nakshi Kantha' })).toBeVisible();
  await expect(figure(page, 'Product Stock Info', 'Items')).toHaveText('1');
  await expect(figure(page, 'Product Stock Info', 'Value')).toHaveText('৳11,000');
  await expect(figure(page, 'This Month Stock In', 'Items')).toHaveText('4');

  await row.getByRole('button', { name: 'Actions for Nakshi Kantha' }).click();
  await page.getByRole('menuitem', { name: 'Stock in' }).click();
  const stockIn = page.getByRole('dialog', { name: 'Stock in' });
  await stockIn.getByRole('textbox', { name: 'Quantity received' }).fill('6');
  await stockIn.getByRole('button', { name: 'Update stock' }).click();
  await expect(page.getByText('Stock is updated successfully')).toBeVisible();
  await expect(row).toContainText('Avl: 10 (Qty: 10)');
  await expect(figure(page, 'Product Stock Info', 'Value')).toHaveText('৳27,500');
  await expect(figure(page, 'This Month Stock In', 'Items')).toHaveText('10');
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
  await expect(staff.getByRole('button', { name: 'Add Store' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Actions for Shimu Traders' })).toHaveCount(0);
  await staff.goto('/inventory/supplier');
  await expect(staff.getByRole('button', { name: 'Add Supplier' })).toHaveCount(0);
  await staff.goto('/inventory/couriers');
  await expect(staff.getByRole('button', { name: 'Add Courier' })).toHaveCount(0);
  await staff.goto('/inventory/products');
  await expect(staff.getByRole('button', { name: 'Add Product' })).toBeVisible();

  await staff.getByRole('button', { name: 'Account menu' }).click();
  await expect(staff.getByRole('menuitem', { name: 'Stores' })).toBeVisible();
  await expect(staff.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await expect(staff.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
  await staff.goto('/inventory/users');
  await expect(staff).toHaveURL(/\/inventory\/start-order$/);
});
