import { AxeWalk } from './axe-walk.ts';
import { seedSeller } from './bangla-seed.ts';
import { expect, test } from './journey-test.ts';
import { mailedLink, PASSWORD } from './support.ts';
import { ui, uiKey } from './ui-text.ts';

/**
 * Issue 16, "Accessible": axe-core (WCAG 2.1 A and AA) finds no serious or critical violation on any
 * route — the public pages, every screen of a shop with content and of one with nothing yet, a row menu
 * and a dialog, the invoices and the platform master's screens. Runs in English (`desktop`), in Bangla
 * (`bangla`) and at 360 px (`phone`); a failure lists screen → rule → element.
 */

const SHOP_SCREENS = [
  '/inventory/overview',
  '/inventory/customers',
  '/inventory/start-order',
  '/inventory/products',
  '/inventory/orders-processing',
  '/inventory/orders-processing/import-csv',
  '/inventory/all-ready-orders',
  '/inventory/completed-orders',
  '/inventory/returned-orders',
  '/inventory/cancelled-orders',
  '/inventory/loss-profit',
  '/inventory/transactions',
  '/inventory/profile',
  '/inventory/users',
  '/inventory/couriers',
  '/inventory/couriers/Steadfast',
  '/inventory/hold-desk',
  '/inventory/sms',
  '/inventory/stores',
  '/inventory/supplier',
  '/inventory/orders/all?search=Shirin',
];

test('every route has no serious or critical accessibility violation', async ({ page }) => {
  // Every screen of two shops, each checked by axe: about 5 minutes on a slow 2-core machine.
  test.setTimeout(720_000);
  // Guards the guard: grey text on white, put on the login screen, is reported with its screen and element.
  const guard = new AxeWalk(page);
  await page.goto('/login');
  await page.getByRole('main').evaluate((main) => {
    main.insertAdjacentHTML('beforeend', '<p id="faint" style="color:#bbbbbb">faint</p>');
  });
  await guard.check('/login with faint text');
  expect(guard.report()).toContain('/login with faint text: color-contrast (serious) at #faint');

  const walk = new AxeWalk(page);

  for (const path of ['/', '/login', '/register', '/email-verification-sent', '/account-disabled'])
    await walk.visit(path);
  await page.goto('/register');
  await page.getByRole('tab', { name: uiKey('auth.employeeTab') }).click();
  await walk.check('/register employee');
  await page.goto('/no/such/page');
  await walk.check('404');

  const seller = await seedSeller(page, 'Kamini Bitan');
  for (const path of SHOP_SCREENS) await walk.visit(path);
  await walk.visit(
    `/inventory/customers/profile/${seller.customerIds[0]}`,
    '/inventory/customers/profile/:id',
  );
  const ids = (await (await page.request.get('/api/orders?status=all&limit=100')).json()).items
    .map((o: { id: string }) => o.id)
    .join(',');
  await walk.visit(`/inventory/invoice-generator?ids=${ids}`, '/inventory/invoice-generator');

  // The Add forms: a field's label, hint and, once saved empty, its error.
  for (const [path, key] of [
    ['/inventory/customers', 'customers.add'],
    ['/inventory/products', 'products.add'],
    ['/inventory/couriers', 'couriers.add'],
  ] as const) {
    await page.goto(path);
    await walk.opened(`${path} add dialog`, async () => {
      await page.getByRole('button', { name: uiKey(key), exact: true }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: ui('Save'), exact: true })
        .click();
    });
  }
  // Create order with a customer and a product picked, then saved without its reference: the errors.
  await page.goto('/inventory/start-order');
  await page.getByRole('textbox', { name: uiKey('startOrder.customer.search'), exact: true }).fill('Shirin');
  await page.getByRole('option', { name: /Shirin Akter/ }).click();
  const productSearch = page.getByRole('textbox', { name: uiKey('startOrder.products.search'), exact: true });
  await productSearch.click();
  await productSearch.fill('Saree');
  await page.getByRole('option', { name: /Jamdani Saree/ }).click();
  await page.getByRole('button', { name: uiKey('startOrder.save'), exact: true }).click();
  await walk.check('/inventory/start-order filled, with errors');
  await page.goto('/inventory/all-ready-orders');
  // On a phone Advance Search is folded into More actions.
  const advance = uiKey('orderLists.toolbar.advanceSearch');
  const advanceButton = page.getByRole('button', { name: advance, exact: true });
  const more = page.getByRole('button', { name: ui('More actions') });
  await advanceButton.or(more).first().waitFor();
  if (await advanceButton.isVisible()) await advanceButton.click();
  else {
    await more.click();
    await page.getByRole('menuitem', { name: advance, exact: true }).click();
  }
  await walk.check('/inventory/all-ready-orders advance search');
  await page.goto('/inventory/customers');
  await walk.opened('/inventory/customers row menu', async () => {
    await page.getByRole('button', { name: ui('Actions for {{name}}', { name: 'Shirin Akter' }) }).click();
    await page.getByRole('menu').waitFor();
  });
  await walk.opened('header account menu', async () => {
    await page.getByRole('button', { name: ui('Account menu') }).click();
    await page.getByRole('menu').waitFor();
  });
  await page.goto('/inventory/orders-processing');
  await walk.opened('/inventory/orders-processing order view', async () => {
    await page
      .getByRole('button', { name: ui('View order {{code}}', { code: seller.codes.processing }) })
      .click();
    await page.getByRole('dialog').waitFor();
  });
  // On a phone the menu is behind the burger: its links and search checked open.
  const burger = page.getByRole('button', { name: ui('Toggle navigation') });
  if (await burger.isVisible()) {
    await burger.click();
    await expect(page.getByRole('navigation', { name: ui('Main menu') })).toBeInViewport();
    await walk.check('/inventory/orders-processing navigation menu');
  }

  // PLATFORM_ADMIN_EMAILS (playwright.config.ts) makes this account the platform master.
  await page.request.post('/api/account/logout');
  const master = 'master@e2e.test';
  const registered = await page.request.post('/api/account/register/merchant', {
    data: { shopName: 'Meghna Bazar', email: master, password: PASSWORD },
  });
  if (registered.status() === 201) await page.request.get(await mailedLink(master), { maxRedirects: 0 });
  const login = await page.request.post('/api/account/login', {
    data: { email: master, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const merchants = (
    await (await page.request.get(`/api/merchants?search=${encodeURIComponent(seller.shopName)}`)).json()
  ).items as { id: string }[];
  await walk.visit('/inventory/marchants');
  await walk.visit(
    `/inventory/marchants/seller/profile/${merchants[0]!.id}`,
    '/inventory/marchants/seller/profile/:id',
  );
  // The master's own shop has nothing in it: every screen's empty state.
  for (const path of SHOP_SCREENS) await walk.visit(path, `${path} (a shop with nothing yet)`);

  expect(walk.report(), 'serious or critical axe violations (screen: rule at element)').toBe('');
});
