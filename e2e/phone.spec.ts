import { seedSeller } from './bangla-seed.ts';
import { expect, sidewaysScrollers, test } from './journey-test.ts';
import { ui, uiKey } from './ui-text.ts';

/**
 * The seller's phone (the `phone` project, 360×740): every screen of a shop with content fits the
 * width — the page does not scroll sideways and no table needs a swipe — and its main action is on
 * screen. A tab strip may scroll (its tabs stay reachable); nothing else may.
 */

/** Each screen and the button or link that is its main action. */
type Main = { role: 'button' | 'link' | 'heading'; name: string };
const SCREENS: { path: string; main: () => Main }[] = [
  // The dashboard is for reading: its figures start on the first screen.
  { path: '/inventory/overview', main: () => ({ role: 'heading', name: ui('Order Summary') }) },
  { path: '/inventory/customers', main: () => ({ role: 'button', name: ui('Add Customer') }) },
  {
    path: '/inventory/orders-processing',
    main: () => ({ role: 'button', name: ui('Send to courier and mark ready') }),
  },
  { path: '/inventory/all-ready-orders', main: () => ({ role: 'button', name: ui('Send to courier') }) },
  { path: '/inventory/completed-orders', main: () => ({ role: 'button', name: ui('Print') }) },
  { path: '/inventory/cancelled-orders', main: () => ({ role: 'button', name: ui('Print') }) },
  { path: '/inventory/returned-orders', main: () => ({ role: 'button', name: ui('Export Orders') }) },
  { path: '/inventory/products', main: () => ({ role: 'button', name: ui('Add Product') }) },
  { path: '/inventory/stores', main: () => ({ role: 'button', name: ui('Add Store') }) },
  { path: '/inventory/supplier', main: () => ({ role: 'button', name: ui('Add Supplier') }) },
  { path: '/inventory/couriers', main: () => ({ role: 'button', name: ui('Add Courier') }) },
  { path: '/inventory/users', main: () => ({ role: 'button', name: ui('Add Employee') }) },
  { path: '/inventory/transactions', main: () => ({ role: 'button', name: ui('Mark COD received') }) },
  { path: '/inventory/couriers/Steadfast', main: () => ({ role: 'button', name: ui('Refresh') }) },
  { path: '/inventory/hold-desk', main: () => ({ role: 'heading', name: uiKey('pages.holdDesk') }) },
  { path: '/inventory/sms', main: () => ({ role: 'heading', name: uiKey('pages.customerSms') }) },
  {
    path: '/inventory/orders-processing/import-csv',
    main: () => ({ role: 'button', name: ui('Sample CSV') }),
  },
  {
    path: '/inventory/loss-profit',
    main: () => ({ role: 'button', name: uiKey('lossProfit.period.search') }),
  },
];

test('every screen of a shop fits a phone, with its main action on screen', async ({ page }) => {
  test.setTimeout(180_000);
  const seller = await seedSeller(page, 'Kodom Bitan');
  const screens = [
    ...SCREENS,
    {
      path: `/inventory/customers/profile/${seller.customerIds[0]}`,
      main: (): Main => ({ role: 'button', name: ui('Download') }),
    },
  ];
  const problems: string[] = [];
  for (const { path, main } of screens) {
    await page.goto(path);
    const { role, name } = main();
    await expect(
      page.getByRole('main').getByRole(role, { name, exact: true }).first(),
      path,
    ).toBeInViewport();
    await page.waitForLoadState('networkidle');
    for (const scroller of await sidewaysScrollers(page)) problems.push(`${path}: ${scroller}`);
  }
  expect(problems, 'screens that scroll sideways at 360 px').toEqual([]);
});

test('a phone gets thumb-size fields, forms as full-screen sheets, and the list tools in one menu', async ({
  page,
}) => {
  await seedSeller(page, 'Kodom Bitan');
  await page.goto('/inventory/customers');
  await page
    .getByRole('main')
    .getByRole('button', { name: ui('Add Customer') })
    .click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  // Whole pixels: the sheet may still be sliding in by a fraction of one.
  await expect
    .poll(async () => Object.values((await sheet.boundingBox()) ?? {}).map(Math.round), {
      message: 'the form covers the screen',
    })
    .toEqual([0, 0, 360, 740]);
  const phone = sheet.getByRole('textbox', { name: ui('Mobile Number') });
  expect((await phone.boundingBox())?.height, 'a field a thumb can hit').toBeGreaterThanOrEqual(44);
  await page.keyboard.press('Escape');

  // The ready list: its main action and "More actions" on the first row; the list's tools inside it.
  await page.goto('/inventory/all-ready-orders');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: ui('Send to courier') }).first()).toBeVisible();
  await expect(main.getByRole('button', { name: ui('Advance Search') })).toBeHidden();
  await main.getByRole('button', { name: ui('More actions') }).click();
  await page.getByRole('menuitem', { name: ui('Advance Search') }).click();
  await expect(main.getByRole('form', { name: uiKey('orderLists.advance.title') })).toBeVisible();
});

test('the product search keeps its suggestions on screen when the customer’s history arrives late', async ({
  page,
}) => {
  await seedSeller(page, 'Kodom Bitan');
  // The chosen customer's history answers only once the seller is typing in the product search below.
  let answer!: () => void;
  const history = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/orders/duplicate-check?*', async (route) => {
    await history;
    await route.continue();
  });
  await page.goto('/inventory/start-order');
  await page.getByRole('textbox', { name: ui('Customer'), exact: true }).fill('Shirin');
  await page.getByRole('option', { name: /Shirin Akter/ }).click();
  const productSearch = page.getByRole('textbox', { name: ui('Search product'), exact: true });
  await productSearch.fill('Saree');
  await expect(page.getByRole('option', { name: /Jamdani Saree/ })).toBeVisible();
  const answered = page.waitForResponse('**/api/orders/duplicate-check?*');
  answer();
  await answered;
  const card = page.getByRole('region', { name: ui('Chosen customer') });
  await expect(card.getByText(ui('Orders: {{count}}', { count: 3 }))).toBeVisible();
  // The card grew above the field: the field came back on screen, and its suggestions with it.
  await expect(productSearch).toBeInViewport({ ratio: 0.9 });
  await expect(page.getByRole('option', { name: /Jamdani Saree/ })).toBeVisible();
});
