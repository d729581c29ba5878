import { expect, test } from '@playwright/test';
import { registeredMerchant, signIn } from './support.ts';

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(/could not be found/i)).toBeVisible();
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
});

test('a signed-out visit to customers goes to login and comes back after sign-in', async ({ page }) => {
  const email = await registeredMerchant(page, 'Nodi Books');
  await page.goto('/inventory/customers');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/inventory\/customers$/);
  await expect(page.getByText('No Customers Yet')).toBeVisible();

  // Signed in, the landing page offers the dashboard, and the order search goes to the results page.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  await page.goto('/inventory/overview');
  await page.getByRole('searchbox', { name: /search order/i }).fill('01712345678');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inventory\/orders\/all\?search=01712345678$/);
});
