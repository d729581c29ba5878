import { expect, test } from './journey-test.ts';
import { mailedLink, openMainMenu, PASSWORD, registeredMerchant, signIn, uniqueEmail } from './support.ts';
import { ui, uiKey } from './ui-text.ts';

test('an employee registers, waits for approval, is activated by the admin and lands on start-order', async ({
  browser,
}) => {
  const adminPage = await (await browser.newContext()).newPage();
  const adminEmail = await registeredMerchant(adminPage, 'Mehedi Gadgets');
  await adminPage.goto('/login');
  await signIn(adminPage, adminEmail);
  await expect(adminPage).toHaveURL(/\/inventory\/overview$/);
  const merchantId = (await (await adminPage.request.get('/api/account/me')).json()).seller.id as string;

  const staffPage = await (await browser.newContext()).newPage();
  const staffEmail = uniqueEmail('staff');
  await staffPage.goto('/register');
  await staffPage.getByRole('tab', { name: ui('Employee') }).click();
  await staffPage.getByLabel(ui('Name'), { exact: true }).fill('Tania Akter');
  await staffPage.getByRole('textbox', { name: ui('Email') }).fill(staffEmail);
  await staffPage.getByLabel(ui('Password'), { exact: true }).fill(PASSWORD);
  await staffPage.getByLabel(ui('Marchant Id')).fill(merchantId);
  await staffPage.getByRole('button', { name: uiKey('auth.register') }).click();
  await expect(staffPage.getByText(ui('Verification email sent'))).toBeVisible();
  await staffPage.goto(await mailedLink(staffEmail));

  await signIn(staffPage, staffEmail);
  await expect(staffPage).toHaveURL(/\/account-disabled$/);
  await expect(staffPage.getByText(uiKey('auth.disabledTitle'))).toBeVisible();

  await adminPage.goto('/inventory/users');
  const status = adminPage.getByRole('switch', { name: ui('Status of {{name}}', { name: 'Tania Akter' }) });
  await expect(status).not.toBeChecked();
  await status.click();
  await expect(adminPage.getByText(ui('Successfully Activated'))).toBeVisible();
  await expect(status).toBeChecked();

  await staffPage.goto('/login');
  await signIn(staffPage, staffEmail);
  await expect(staffPage).toHaveURL(/\/inventory\/start-order$/);
  // Staff do not see the Admin's screens, and are sent away from them.
  const menu = await openMainMenu(staffPage);
  await expect(menu.getByRole('link', { name: ui('Create order') })).toBeVisible();
  await expect(menu.getByRole('link', { name: ui('Dashboard') })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: ui('Customers') })).toHaveCount(0);
  await staffPage.goto('/inventory/overview');
  await expect(staffPage).toHaveURL(/\/inventory\/start-order$/);
});
