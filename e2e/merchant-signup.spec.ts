import { expect, test } from './journey-test.ts';
import { mailedLink, PASSWORD, signIn, uniqueEmail } from './support.ts';
import { ui, uiKey } from './ui-text.ts';

test('a merchant registers, verifies the email from the mail and lands on the overview', async ({ page }) => {
  const email = uniqueEmail('shop');
  await page.goto('/register');
  await page.getByRole('tab', { name: ui('Merchant') }).click();
  await page.getByLabel(ui('Shop Name')).fill('Shapla Crafts');
  await page.getByRole('textbox', { name: ui('Email') }).fill(email);
  await page.getByLabel(ui('Password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: uiKey('auth.register') }).click();

  await expect(page.getByText(ui('Verification email sent'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Signing in before verifying is refused and the mail goes out again.
  await signIn(page, email);
  await expect(page.getByText(ui('Please verify your email'))).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.goto(await mailedLink(email));
  await expect(page).toHaveURL(/\/login\?verified=1/);
  await expect(page.getByText(ui('Successfully Verified'))).toBeVisible();

  await signIn(page, email);
  await expect(page).toHaveURL(/\/inventory\/overview$/);
  await expect(page.getByText(ui('Welcome back, {{name}}', { name: 'Shapla Crafts' }))).toBeVisible();
  // The store made at registration already ticks the first step of the checklist.
  const checklist = page.getByRole('region', { name: ui('Getting started') });
  await expect(checklist.getByRole('listitem').filter({ hasText: ui('Create a store') })).toContainText(
    ui('Done'),
  );
  await expect(checklist.getByRole('listitem').filter({ hasText: ui('Add products') })).not.toContainText(
    ui('Done'),
  );
});
