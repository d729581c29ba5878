import type { Page } from '@playwright/test';
import { expect, test } from './journey-test.ts';
import { registeredMerchant, signIn } from './support.ts';

const stockValue = (page: Page) => page.locator('dd').filter({ hasText: /^৳/ }).first();

test('numbers typed in Bangla digits are saved in Latin ones; Bangla mode shows Bangla digits unless Latin are kept', async ({
  page,
}) => {
  const email = await registeredMerchant(page, 'Digit Crafts');
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/inventory\/overview$/);

  await page.goto('/inventory/supplier');
  await page.getByRole('button', { name: 'Add Supplier' }).click();
  const supplierForm = page.getByRole('dialog', { name: 'Supplier Information' });
  await supplierForm.getByRole('textbox', { name: 'Name', exact: true }).fill('Tangail Weavers');
  const phone = supplierForm.getByRole('textbox', { name: 'Phone' });
  await phone.pressSequentially('০১৮১২৩৪৫৬৭৮');
  await expect(phone).toHaveValue('01812345678');
  // A text field keeps the digits it was given.
  await supplierForm.getByRole('textbox', { name: 'Address' }).fill('বাড়ি ১২, টাঙ্গাইল');
  await supplierForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Supplier added successfully')).toBeVisible();
  const supplierRow = page.getByRole('row', { name: /Tangail Weavers/ });
  await expect(supplierRow).toContainText('01812345678');
  await expect(supplierRow).toContainText('বাড়ি ১২, টাঙ্গাইল');

  await page.goto('/inventory/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const productForm = page.getByRole('dialog', { name: 'Product Information' });
  await productForm.getByRole('textbox', { name: 'Product Name' }).fill('Jamdani');
  await productForm.getByRole('combobox', { name: 'Store' }).click();
  // Registering made the shop's first store.
  await page.getByRole('option', { name: 'Digit Crafts' }).click();
  await productForm.getByRole('textbox', { name: 'Lift price (Tk)' }).pressSequentially('৯০০০০');
  const sale = productForm.getByRole('textbox', { name: 'Sale price (Tk)' });
  await sale.pressSequentially('১২৩৪৫৬');
  await expect(sale).toHaveValue(/^123,?456$/);
  await productForm.getByRole('textbox', { name: 'Quantity' }).pressSequentially('২');
  await productForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Jamdani is added successfully')).toBeVisible();
  // Two at ৳1,23,456: grouped in lakhs.
  await expect(stockValue(page)).toHaveText('৳2,46,912');

  await page.getByText('বাংলা').click();
  await expect(stockValue(page)).toHaveText('৳২,৪৬,৯১২');

  // The account menu keeps Latin digits in Bangla, on the user: it survives a reload.
  await page.getByRole('button', { name: 'অ্যাকাউন্ট মেনু' }).click();
  await page.getByRole('menuitem', { name: 'সংখ্যা ইংরেজি অঙ্কে দেখান (123)' }).click();
  await expect(stockValue(page)).toHaveText('৳2,46,912');
  await page.reload();
  await expect(stockValue(page)).toHaveText('৳2,46,912');
});
