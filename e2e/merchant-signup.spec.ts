import { expect, test } from '@playwright/test';
import { mailedLink, PASSWORD, signIn, uniqueEmail } from './support.ts';

test('a merchant registers, verifies the email from the mail and lands on the overview', async ({ page }) => {
  const email = uniqueEmail('shop');
  await page.goto('/register');
  await page.getByRole('tab', { name: 'Merchant' }).click();
  await page.getByLabel('Shop Name').fill('Shapla Crafts');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Verification email sent')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Signing in before verifying is refused and the mail goes out again.
  await signIn(page, email);
  await expect(page.getByText('Please verify your email')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.goto(await mailedLink(email));
  await expect(page).toHaveURL(/\/login\?verified=1/);
  await expect(page.getByText('Successfully Verified')).toBeVisible();

  await signIn(page, email);
  await expect(page).toHaveURL(/\/inventory\/overview$/);
  await expect(page.getByText('Welcome back, Shapla Crafts')).toBeVisible();
  // The store made at registration already ticks the first step of the checklist.
  const checklist = page.getByRole('region', { name: 'Getting started' });
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Create a store' })).toContainText('Done');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Add products' })).not.toContainText('Done');
});
