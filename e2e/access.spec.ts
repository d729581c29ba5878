import { expect, test } from './journey-test.ts';
import { openMainMenu, registeredMerchant, signIn } from './support.ts';
import { ui } from './ui-text.ts';

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(ui('The page you are looking for could not be found'))).toBeVisible();
  await page.getByRole('link', { name: ui('Back to homepage') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: ui('Login / Register') })).toBeVisible();
});

test('a signed-out visit to customers goes to login and comes back after sign-in', async ({ page }) => {
  const email = await registeredMerchant(page, 'Nodi Books');
  await page.goto('/inventory/customers');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/inventory\/customers$/);
  await expect(page.getByText(ui('No Customers Yet'))).toBeVisible();

  // Signed in, the landing page offers the dashboard, and the order search goes to the results page.
  await page.goto('/');
  await expect(page.getByRole('link', { name: ui('Dashboard') }).first()).toBeVisible();
  await page.goto('/inventory/overview');
  // A phone keeps the order search in the menu; a wide screen in the top bar.
  await openMainMenu(page);
  await page.getByRole('searchbox', { name: ui('Search orders') }).fill('01712345678');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inventory\/orders\/all\?search=01712345678$/);
});
