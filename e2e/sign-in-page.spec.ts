import { expect, test } from './journey-test.ts';
import { PASSWORD, pageReady, registeredMerchant, signIn, uniqueEmail } from './support.ts';
import { journeyLanguage, ui } from './ui-text.ts';

/**
 * /login as a signed-out phone first gets it: the prerendered page and its own small script
 * (apps/web/src/static-pages), which must say every refusal the app's LoginForm says.
 */
test('the sign-in page refuses what it must, in the page’s language, and opens the page asked for', async ({
  page,
}) => {
  await page.goto('/login');
  await pageReady(page);
  await page.getByRole('button', { name: ui('Login') }).click();
  await expect(page.getByRole('alert')).toContainText(ui('Invalid Email'));
  await expect(page.getByRole('alert')).toContainText(ui('Enter your password'));

  await signIn(page, uniqueEmail('nobody'));
  await expect(page.getByRole('alert')).toHaveText(ui('Please Register First'));

  // Registered, not yet verified: refused, the mail goes again, and a way to another one.
  const unverified = uniqueEmail('unverified');
  const registered = await page.request.post('/api/account/register/merchant', {
    data: { shopName: 'Kanon Tea', email: unverified, password: PASSWORD, language: journeyLanguage() },
  });
  expect(registered.status()).toBe(201);
  await signIn(page, unverified);
  await expect(page.getByRole('alert').first()).toHaveText(ui('Please verify your email'));
  await expect(page.getByText(ui('Email Verification Required'))).toBeVisible();
  await page
    .getByRole('link', { name: ui('Send it again') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/email-verification-sent\?email=/);
  await expect(page.getByRole('textbox', { name: ui('Email') })).toHaveValue(unverified);

  const email = await registeredMerchant(page, 'Kanon Books');
  await page.goto('/login?from=%2Finventory%2Fproducts');
  await signIn(page, email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(ui('Wrong Password'));
  await signIn(page, email);
  await expect(page).toHaveURL(/\/inventory\/products$/);
  await expect(page.getByText(ui('Welcome back, {{name}}', { name: 'Kanon Books' }))).toBeVisible();
});
