import type { Page } from '@playwright/test';
import { SMS_PLACEHOLDERS } from '../packages/core/src/sms/templates.ts';
import { BanglaWalk, bnText, useBangla } from './bangla-check.ts';
import { initials, seedSeller } from './bangla-seed.ts';
import {
  deliveryRecord,
  dialogOf,
  exportMenu,
  listTool,
  pageSizeMenu,
  routeErrorScreen,
  rowMenuAndDialogs,
  walkActions,
  walkImport,
  walkOrderList,
  walkStartOrder,
} from './bangla-walks.ts';
import { expect, test } from './journey-test.ts';
import { mailedLink, PASSWORD } from './support.ts';

/**
 * Issue #15's proof: every screen in Bangla, with content, says nothing in Latin letters but the
 * journey's own data, brand and courier names and the allowed abbreviations, and shows no raw key.
 * A failure lists each screen and the words to translate there.
 */

// A step that cannot find its button fails soon, with the words found so far.
test.use({ actionTimeout: 15_000 });

const signInAs = async (page: Page, email: string) => {
  const res = await page.request.post('/api/account/login', { data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
};

const submit = (page: Page, key: string) =>
  page.getByRole('button', { name: bnText(key), exact: true }).click();

test('the public pages are in Bangla', async ({ page }) => {
  test.setTimeout(120_000);
  await useBangla(page);
  const walk = new BanglaWalk(page);
  await walk.run(async () => {
    await walk.visit('/');
    await walk.visit('/login');
    await submit(page, 'auth.login');
    await walk.check('/login empty form');
    await walk.visit('/login?verified=1');
    await walk.visit('/login?error=INVALID_TOKEN');
    await walk.visit('/register');
    await submit(page, 'auth.register');
    await walk.check('/register empty form');
    await page.getByRole('tab', { name: bnText('auth.employeeTab') }).click();
    await walk.check('/register employee');
    await submit(page, 'auth.register');
    await walk.check('/register employee empty form');
    await walk.visit('/email-verification-sent');
    await walk.visit('/account-disabled');
    await walk.visit('/no/such/page', '404');
    await routeErrorScreen(walk, page, '/register', 'register-page');
  });
});

test('an Admin’s screens, with customers, products, orders in each status and parcels, are in Bangla', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const seller = await seedSeller(page, 'Bokul Bitan');
  const { codes } = seller;
  await useBangla(page);
  const walk = new BanglaWalk(page);
  // What the journey types (a search, a courier's name in the address) is its own data too.
  walk.addData([...seller.data, 'Shirin', 'Nobody']);

  await walk.run(async () => {
    await walk.visit('/inventory/overview');
    await walk.opened('header account menu', () =>
      page.getByRole('button', { name: bnText('nav.accountMenu') }).click(),
    );

    await walk.visit('/inventory/customers');
    await pageSizeMenu(walk, page, '/inventory/customers');
    await rowMenuAndDialogs(walk, page, '/inventory/customers', 'Shirin Akter', [
      'common.edit',
      'common.delete',
    ]);
    await dialogOf(walk, page, '/inventory/customers add', 'customers.add');
    await exportMenu(walk, page, '/inventory/customers', 'customers.export');
    await walk.visit(
      `/inventory/customers/profile/${seller.customerIds[0]}`,
      '/inventory/customers/profile/:id',
    );

    await walkStartOrder(walk, page, 'Shirin Akter');

    await walk.visit('/inventory/products');
    await rowMenuAndDialogs(walk, page, '/inventory/products', 'Jamdani Saree', [
      'products.edit',
      'products.stockIn',
      'products.delete',
    ]);
    await dialogOf(walk, page, '/inventory/products add', 'products.add');
    await exportMenu(walk, page, '/inventory/products', 'products.export');

    await walkOrderList(walk, page, '/inventory/orders-processing', codes.processing, [
      'orderLists.actions.edit',
      'orderLists.actions.cancelled',
    ]);
    // One page of orders: no pages, the page size still to choose.
    await pageSizeMenu(walk, page, '/inventory/orders-processing');
    await walk.opened('/inventory/orders-processing send all', async () => {
      await listTool(page, 'dispatch.sendAll');
      await page.getByRole('dialog').first().waitFor();
    });
    await deliveryRecord(walk, page, '/inventory/orders-processing');
    await walkImport(walk, page);
    await walkOrderList(
      walk,
      page,
      '/inventory/all-ready-orders',
      codes.ready,
      ['orderLists.actions.edit', 'orderLists.actions.cancel'],
      { advance: true },
    );
    await walkOrderList(walk, page, '/inventory/completed-orders', codes.completed, [
      'orderLists.actions.return',
      'orderLists.actions.delete',
    ]);
    await walk.visit('/inventory/returned-orders');
    await walk.opened('/inventory/returned-orders order view', async () => {
      await page
        .getByRole('button', { name: bnText('orderLists.viewOrder', { code: codes.returned }) })
        .click();
      await page.getByRole('dialog').waitFor();
    });
    await walkOrderList(walk, page, '/inventory/cancelled-orders', codes.pathao, [
      'orderLists.actions.return',
    ]);
    await walkOrderList(walk, page, `/inventory/orders/all?search=Shirin`, codes.processing, [], {
      advance: true,
    });
    await walk.visit('/inventory/orders/all', '/inventory/orders/all (no search)');

    await routeErrorScreen(walk, page, '/inventory/loss-profit', 'loss-profit-page');
    await walk.visit('/inventory/loss-profit');
    await walk.visit('/inventory/transactions');
    await rowMenuAndDialogs(walk, page, '/inventory/transactions', codes.completed, [
      'transactions.markReceived',
    ]);
    await dialogOf(walk, page, '/inventory/transactions payouts', 'transactions.payouts');

    await walk.visit('/inventory/profile');
    await walk.visit('/inventory/users');
    await rowMenuAndDialogs(walk, page, '/inventory/users', 'Tania Sultana', [
      'common.edit',
      'common.delete',
    ]);
    await dialogOf(walk, page, '/inventory/users add', 'users.addEmployee');

    await walk.visit('/inventory/couriers');
    await rowMenuAndDialogs(walk, page, '/inventory/couriers', 'Steadfast', [
      'common.edit',
      'couriers.webhook.menu',
    ]);
    await rowMenuAndDialogs(walk, page, '/inventory/couriers (manual)', 'Sundarban Kuriar', ['common.edit']);
    await walk.opened('/inventory/couriers add', async () => {
      await page.getByRole('button', { name: bnText('couriers.add'), exact: true }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('combobox', { name: bnText('couriers.provider') }).click();
      await walk.check('/inventory/couriers add providers');
      await page.getByRole('option', { name: bnText('couriers.providers.steadfast') }).click();
    });
    await walk.visit('/inventory/couriers/Steadfast', '/inventory/couriers/:courierName (Steadfast)');
    await rowMenuAndDialogs(walk, page, '/inventory/couriers/Steadfast', codes.steadfast, [
      'courierOrders.actions.history',
      'courierOrders.actions.cancel',
    ]);
    await walk.visit(
      '/inventory/couriers/Sundarban%20Kuriar',
      '/inventory/couriers/:courierName (none sent)',
    );
    await walk.visit('/inventory/couriers/Nobody', '/inventory/couriers/:courierName (unknown)');
    await walk.visit('/inventory/hold-desk');
    // The texts' placeholders are typed as they are, in either language; the sample order's id is an id.
    await walk.visit('/inventory/sms', '/inventory/sms', [...SMS_PLACEHOLDERS, '7K3M9QXA']);

    for (const [path, key] of [
      ['/inventory/stores', 'stores.add'],
      ['/inventory/supplier', 'suppliers.add'],
    ] as const) {
      await walk.visit(path);
      const name = path.endsWith('stores') ? seller.shopName : 'Karim Bostraloy';
      await rowMenuAndDialogs(walk, page, path, name, ['common.edit', 'common.delete']);
      await dialogOf(walk, page, `${path} add`, key);
    }

    const ids = (await (await page.request.get('/api/orders?status=all&limit=100')).json()).items
      .map((o: { id: string }) => o.id)
      .join(',');
    await walk.visit(`/inventory/invoice-generator?ids=${ids}`, '/inventory/invoice-generator');
    await walkActions(walk, page, codes);
  });
});

test('a Moderator’s screens are in Bangla', async ({ page }) => {
  test.setTimeout(120_000);
  const seller = await seedSeller(page, 'Shapla Bitan');
  await page.request.post('/api/account/logout');
  await signInAs(page, seller.moderatorEmail);
  await useBangla(page);
  const walk = new BanglaWalk(page);
  walk.addData(seller.data);
  await walk.run(async () => {
    for (const path of [
      '/inventory/start-order',
      '/inventory/products',
      '/inventory/orders-processing',
      '/inventory/all-ready-orders',
      '/inventory/completed-orders',
      '/inventory/transactions',
      '/inventory/couriers',
      '/inventory/couriers/Steadfast',
      '/inventory/stores',
      '/inventory/supplier',
    ])
      await walk.visit(path, `Moderator ${path}`);
    await walk.opened('Moderator header account menu', () =>
      page.getByRole('button', { name: bnText('nav.accountMenu') }).click(),
    );
    // An Admin's screen sends a Moderator to Create order.
    await walk.visit('/inventory/overview', 'Moderator /inventory/overview');
    await expect(page).toHaveURL(/\/inventory\/start-order$/);
  });
});

test('the check finds English on a screen shown in English', async ({ page }) => {
  // Guards the guard: without Bangla, the login screen is reported word by word.
  const walk = new BanglaWalk(page);
  await walk.visit('/login');
  expect(walk.report()).toContain('/login → ');
  expect(walk.report()).toContain('Password');
});

test('the platform master’s merchant screens, and a new shop’s empty ones, are in Bangla', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The merchants list is the whole platform's: each project's run of this journey has its own shop.
  const seller = await seedSeller(page, `Padma Bitan ${test.info().project.name}`);
  await page.request.post('/api/account/logout');
  // PLATFORM_ADMIN_EMAILS (playwright.config.ts) makes this account the platform master.
  const master = 'master@e2e.test';
  const MASTER_SHOP = 'Meghna Bazar';
  const registered = await page.request.post('/api/account/register/merchant', {
    data: { shopName: MASTER_SHOP, email: master, password: PASSWORD },
  });
  if (registered.status() === 201) await page.request.get(await mailedLink(master), { maxRedirects: 0 });
  await signInAs(page, master);
  await useBangla(page);
  const walk = new BanglaWalk(page);
  walk.addData([...seller.data, master, MASTER_SHOP, initials(MASTER_SHOP)]);
  await walk.run(async () => {
    const merchants = (
      await (await page.request.get(`/api/merchants?search=${encodeURIComponent(seller.shopName)}`)).json()
    ).items as { id: string }[];
    await page.goto('/inventory/marchants');
    // Only this journey's merchant: the others belong to other journeys.
    await page.getByRole('searchbox', { name: bnText('merchants.searchLabel') }).fill(seller.shopName);
    await expect(page.getByRole('row')).toHaveCount(2);
    await walk.check('/inventory/marchants');
    await rowMenuAndDialogs(walk, page, '/inventory/marchants', seller.shopName, ['common.edit']);
    await dialogOf(walk, page, '/inventory/marchants add', 'merchants.add');
    await walk.visit(
      `/inventory/marchants/seller/profile/${merchants[0]!.id}`,
      '/inventory/marchants/seller/profile/:id',
    );
    // The master's own shop is new: the screens' first-time and empty states.
    for (const path of [
      '/inventory/overview',
      '/inventory/customers',
      '/inventory/start-order',
      '/inventory/products',
      '/inventory/orders-processing',
      '/inventory/all-ready-orders',
      '/inventory/couriers',
      '/inventory/loss-profit',
      '/inventory/transactions',
      '/inventory/supplier',
      '/inventory/users',
    ])
      await walk.visit(path, `new shop ${path}`);
  });
});
