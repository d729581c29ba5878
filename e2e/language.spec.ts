import type { Page } from '@playwright/test';
import { expect, test } from './journey-test.ts';
import { PASSWORD, pageReady, registeredMerchant } from './support.ts';

test.describe('a browser that prefers Bangla', () => {
  test.use({ locale: 'bn-BD' });

  test('opens the landing page in Bangla on a first visit', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('link', { name: 'লগইন / রেজিস্টার' })).toBeVisible();
  });
});

test('the language chosen on the login page follows the user to another device, and switches back at once', async ({
  page,
  browser,
}) => {
  const email = await registeredMerchant(page, 'Nodi Books');
  await page.goto('/login');
  await pageReady(page);
  await page.getByText('বাংলা').click();
  await expect(page.getByRole('heading', { name: 'Chalan-এ লগইন করুন' })).toBeVisible();
  await page.getByRole('textbox', { name: 'ইমেইল' }).fill(email);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'লগইন' }).click();
  await expect(page.getByRole('heading', { name: 'ড্যাশবোর্ড' })).toBeVisible();

  // Another device (a fresh browser in English) shows the user's Bangla once they sign in.
  const phone = await browser.newContext({ locale: 'en-US' });
  const other = await phone.newPage();
  await other.goto('/login');
  await pageReady(other);
  await other.getByRole('textbox', { name: 'Email' }).fill(email);
  await other.getByLabel('Password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Login' }).click();
  await expect(other.getByRole('heading', { name: 'ড্যাশবোর্ড' })).toBeVisible();

  // Switching re-renders without a reload, and the choice survives one.
  await other.getByText('English').click();
  await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await other.reload();
  await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await phone.close();
});

test('a language’s texts download only when it is shown, the signed-in screens’ only with the app', async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  const fetched = (part: string) => scripts.some((path) => path.startsWith(`/assets/${part}-`));

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your Chalan account' })).toBeVisible();
  expect(fetched('en-public')).toBe(true);
  expect([fetched('bn-public'), fetched('bn-app'), fetched('en-app')]).toEqual([false, false, false]);

  // The switch fetches the Bangla first, then shows it: no raw keys in between.
  await page.getByText('বাংলা').click();
  await expect(page.getByRole('heading', { name: 'আপনার Chalan অ্যাকাউন্ট খুলুন' })).toBeVisible();
  expect([fetched('bn-public'), fetched('bn-app')]).toEqual([true, false]);
});

test('the landing and sign-in pages come as pages with their own few KB of script, in the language chosen', async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  await page.goto('/');
  await pageReady(page);
  await page.getByRole('button', { name: 'What is Chalan?' }).click();
  await expect(page.getByText('Chalan is a back-office for online sellers')).toBeVisible();
  await page.getByRole('link', { name: 'Login / Register' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Chalan' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  // Neither the app (its entry, React, the router) nor any text file: the page carries its words.
  expect(scripts.filter((path) => /\/(index|framework|en-public|bn-public)-/.test(path))).toEqual([]);

  await pageReady(page);
  await page.getByText('বাংলা').click();
  await expect(page.getByRole('heading', { name: 'Chalan-এ লগইন করুন' })).toBeVisible();
  await pageReady(page);
  await page.getByRole('button', { name: 'লগইন' }).click();
  await expect(page.getByRole('alert')).toContainText('ইমেইলটি সঠিক নয়');
});

/** The path of every script the page requests from now on. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
