import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { journeyLanguage, ui } from './ui-text.ts';

const OUTBOX = join(E2E_DATA_DIR, 'outbox');
let counter = 0;

export const PASSWORD = 'journey-pass-1';
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}@e2e.test`;

/**
 * Every Content-Security-Policy violation the page reports from now on, across navigations: Chromium logs
 * each one ("Refused to … because it violates the following Content Security Policy directive …").
 */
export function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** The newest link mailed to `email` (the server writes mail to DATA_DIR/outbox without SMTP). */
export async function mailedLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mails = readdirSync(OUTBOX)
        .sort()
        .map((f) => JSON.parse(readFileSync(join(OUTBOX, f), 'utf8')) as { to: string; links: string[] })
        .filter((m) => m.to === email);
      link = mails.at(-1)?.links[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/**
 * Waits until the page works: a prerendered page (the landing and sign-in pages) once its script has
 * run (apps/web/src/static-pages/ready.ts); the app at once.
 */
export async function pageReady(page: Page) {
  await expect(page.locator('html:not([data-static-page]), html[data-page-ready]')).toBeAttached();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await pageReady(page);
  await page.getByRole('textbox', { name: ui('Email') }).fill(email);
  await page.getByLabel(ui('Password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: ui('Login') }).click();
}

/** A merchant registered (in the journey's language) and verified through the API, ready to sign in. */
export async function registeredMerchant(page: Page, shopName: string) {
  const email = uniqueEmail('merchant');
  const res = await page.request.post('/api/account/register/merchant', {
    data: { shopName, email, password: PASSWORD, language: journeyLanguage() },
  });
  expect(res.status()).toBe(201);
  await page.request.get(await mailedLink(email), { maxRedirects: 0 });
  return email;
}

/** POSTs `data` as the signed-in user and expects 201: set-up the journey is not about. */
export async function created<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** A Steadfast courier booking with the fake's demo account (`merchantWithCourier`'s `courier`). */
export const DEMO_STEADFAST = {
  name: 'Steadfast',
  provider: 'steadfast',
  mode: 'live',
  credentials: { apiKey: 'demo-steadfast-api-key', secretKey: 'demo-steadfast-secret-key' },
} as const;

/**
 * A signed-in merchant (registered now) with one courier (60 taka in Dhaka, 120 outside, active; `courier`
 * adds its name, provider and credentials) and one product in the first store, made over the API.
 */
export async function merchantWithCourier(
  page: Page,
  shopName: string,
  courier: Record<string, unknown>,
  product: { name: string; liftPrice: number; salePrice: number; qty: number },
) {
  const email = await registeredMerchant(page, shopName);
  await page.request.post('/api/account/login', { data: { email, password: PASSWORD } });
  const made = await created<{ courier: { id: string } }>(page, '/api/couriers', {
    chargeInDhaka: 6_000,
    chargeOutsideDhaka: 12_000,
    status: true,
    ...courier,
  });
  const store = (await (await page.request.get('/api/stores/options')).json()).items[0] as { id: string };
  const stocked = await created<{ product: { id: string } }>(page, '/api/products', {
    ...product,
    storeId: store.id,
    supplierId: null,
  });
  return { courier: made.courier, store, product: stocked.product };
}

/**
 * Clicks an action of an order list's toolbar by its name: the button where the screen shows one (every
 * action on a wide screen; only the main one on a phone), else the item in the phone's "More actions"
 * menu. `more` is that menu's name, for a journey that shows another language than its project's.
 */
export async function toolbarAction(page: Page, name: string, more = ui('More actions')) {
  const main = page.getByRole('main');
  const button = main.getByRole('button', { name, exact: true }).first();
  const menu = main.getByRole('button', { name: more, exact: true });
  await expect(button.or(menu).first()).toBeVisible();
  if (await button.isVisible()) return button.click();
  await menu.click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/**
 * The main menu, shown: on a phone it is behind the burger (hidden from everyone until opened), which is
 * opened first. Also where a phone keeps the order search.
 */
export async function openMainMenu(page: Page) {
  const burger = page.getByRole('button', { name: ui('Toggle navigation') });
  const nav = page.getByRole('navigation', { name: ui('Main menu') });
  await expect(burger.or(nav).first()).toBeVisible();
  if ((await burger.isVisible()) && (await burger.getAttribute('aria-expanded')) !== 'true')
    await burger.click();
  await expect(nav).toBeVisible();
  return nav;
}

/** Follows a link of the main menu by its name. */
export async function menuLink(page: Page, name: string) {
  const nav = await openMainMenu(page);
  await nav.getByRole('link', { name, exact: true }).click();
}
