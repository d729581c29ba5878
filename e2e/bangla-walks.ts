import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMPORT_COLUMNS } from '@chalan/core/order-import/columns';
import { PAYMENT_TYPES } from '@chalan/core/orders/payment';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { type BanglaWalk, bnText } from './bangla-check.ts';
import type { SeededSeller } from './bangla-seed.ts';
import { toolbarAction } from './support.ts';

const button = (page: Page, key: string, values?: Record<string, string>) =>
  page.getByRole('button', { name: bnText(key, values), exact: true });
const menuItem = (page: Page, key: string, values?: Record<string, string>) =>
  page.getByRole('menuitem', { name: bnText(key, values), exact: true });
const rowMenu = (page: Page, name: string) => button(page, 'common.rowActions', { name });
/** A tool of an order list's toolbar, from the phone's "More actions" menu where it is folded in. */
export const listTool = (page: Page, key: string) =>
  toolbarAction(page, bnText(key), bnText('orderLists.toolbar.more'));

/** A row's ⋮ menu, then each of `items` (menu item keys) that opens a dialog: each dialog checked and closed. */
export async function rowMenuAndDialogs(
  walk: BanglaWalk,
  page: Page,
  where: string,
  name: string,
  items: string[],
) {
  // The menu's code loads on first use: checked once it is open, so Escape finds it open.
  await walk.opened(`${where} ⋮ menu`, async () => {
    await rowMenu(page, name).click();
    await page.getByRole('menu').waitFor();
  });
  for (const key of items) {
    await walk.opened(`${where} ⋮ ${key}`, async () => {
      await rowMenu(page, name).click();
      await page.getByRole('menu').waitFor();
      await menuItem(page, key).click();
      await page.getByRole('dialog').first().waitFor();
    });
  }
}

/** A button that opens a dialog (an Add form, a confirm): checked and closed. */
export async function dialogOf(walk: BanglaWalk, page: Page, where: string, key: string) {
  await walk.opened(where, async () => {
    await button(page, key).first().click();
    await page.getByRole('dialog').first().waitFor();
  });
}

/** An Export button's menu. */
export async function exportMenu(walk: BanglaWalk, page: Page, where: string, key: string) {
  await walk.opened(`${where} export menu`, async () => {
    await button(page, key).click();
    await page.getByRole('menu').waitFor();
  });
}

/** Start Order: its sales date's calendar, then search a customer, pick one (their past orders show), add a product, save twice. */
export async function walkStartOrder(walk: BanglaWalk, page: Page, customer: string) {
  await walk.visit('/inventory/start-order');
  // Today, as the app writes a date: "২৫ নভেম্বর ২০২৬".
  await expect(datePicker(page, 'startOrder.info.salesDate')).toHaveText(/^[০-৯]{1,2} \S+ [০-৯]{4}$/);
  // Closed as it was opened, by its field (the calendar's own buttons keep the focus out of it).
  await walk.opened(
    '/inventory/start-order sales date calendar',
    () => walkCalendar(walk, page, '/inventory/start-order sales date', 'startOrder.info.salesDate'),
    () => datePicker(page, 'startOrder.info.salesDate').click(),
  );
  const customerSearch = page.getByRole('textbox', {
    name: bnText('startOrder.customer.search'),
    exact: true,
  });
  await customerSearch.fill(customer.split(' ')[0]!);
  await walk.check('/inventory/start-order customer options');
  await page.getByRole('option', { name: new RegExp(customer) }).click();
  const productSearch = page.getByRole('textbox', {
    name: bnText('startOrder.products.search'),
    exact: true,
  });
  await productSearch.fill('Saree');
  await walk.check('/inventory/start-order product options');
  await page.getByRole('option', { name: /Jamdani Saree/ }).click();
  await walk.check('/inventory/start-order with a customer and a product');
  // Saved without a reference: the form's own messages.
  await button(page, 'startOrder.save').click();
  await walk.check('/inventory/start-order form errors');
  await page.getByRole('textbox', { name: bnText('startOrder.info.refNo') }).fill('FB-900');
  await walk.opened('/inventory/start-order payment types', () =>
    page.getByRole('combobox', { name: bnText('startOrder.charges.paymentType') }).click(),
  );
  await page.getByRole('combobox', { name: bnText('startOrder.charges.courier') }).click();
  await walk.check('/inventory/start-order courier options');
  await page.getByRole('option', { name: 'Sundarban Kuriar' }).click();
  await walk.opened('/inventory/start-order duplicate orders', async () => {
    await button(page, 'startOrder.save').click();
    await page.getByRole('dialog').waitFor();
  });
}

/** The import screen with the sample CSV uploaded and checked (not imported). */
export async function walkImport(walk: BanglaWalk, page: Page) {
  const sample = await page.request.get('/api/order-imports/sample');
  const text = await sample.text();
  const file = join(E2E_DATA_DIR, 'chalan-order-import-sample.csv');
  await writeFile(file, text);
  // The sample's cells and the file's name are data; the column names are typed as they are, in English.
  walk.addData([
    'chalan-order-import-sample.csv',
    ...text.split(/[\r\n,]+/).map((cell) => cell.replace(/"/g, '')),
  ]);
  const columns = IMPORT_COLUMNS.flatMap((c) => [c.header, ...c.aliases])
    .concat(['Product', 'Qty', 'Line Discount', 'UTF'], PAYMENT_TYPES)
    .flatMap((c) => c.split(' '));
  const where = '/inventory/orders-processing/import-csv';
  await walk.visit(where, where, columns);
  await button(page, 'orderImport.guide.title').click();
  await walk.check(`${where} column guide`, columns);
  await page.locator('input[type="file"]').setInputFiles(file);
  await button(page, 'orderImport.file.upload').click();
  await page
    .getByRole('button', { name: new RegExp(bnText('orderImport.actions.import_other', { count: 3 })) })
    .waitFor();
  await walk.check(`${where} checked`, columns);
}

/** An order list: the screen, a row's menu and its dialogs, the order itself, Export and (where there) Advance Search. */
export async function walkOrderList(
  walk: BanglaWalk,
  page: Page,
  path: string,
  code: string,
  dialogs: string[],
  tools: { advance?: boolean } = {},
) {
  await walk.visit(path);
  await rowMenuAndDialogs(walk, page, path, code, dialogs);
  await walk.opened(`${path} order view`, async () => {
    await button(page, 'orderLists.viewOrder', { code }).click();
    await page.getByRole('dialog').waitFor();
  });
  await exportMenu(walk, page, path, 'orderLists.toolbar.exportOrders');
  if (tools.advance) {
    await listTool(page, 'orderLists.toolbar.advanceSearch');
    await walk.check(`${path} advance search`);
    await walkRangePicker(walk, page, `${path} advance search sales date`, 'orderLists.advance.salesDate');
    await walk.opened(`${path} advance search payment types`, () =>
      page.getByRole('combobox', { name: bnText('orderLists.advance.paymentType'), exact: true }).click(),
    );
  }
}

/** The fraud check of an open order's customer: its badge in the row and what it opens. */
export async function deliveryRecord(walk: BanglaWalk, page: Page, where: string) {
  const prefix = bnText('deliveryRecord.open', { risk: '' }).trim();
  const badge = page.getByRole('button', { name: new RegExp(`^${prefix}`) }).first();
  // A second click closes it (Escape does not reach a popover the mouse opened).
  await walk.opened(
    `${where} delivery record`,
    () => badge.click(),
    () => badge.click(),
  );
}

/** A few things done, for what the app says afterwards: a status change, a batch sent to the couriers. */
export async function walkActions(walk: BanglaWalk, page: Page, codes: SeededSeller['codes']) {
  await page.goto('/inventory/orders-processing');
  await rowMenu(page, codes.processing).click();
  await menuItem(page, 'orderLists.actions.markReady').click();
  await page.getByRole('alert').first().waitFor();
  await walk.check('/inventory/orders-processing after Mark ready');
  await page.goto('/inventory/all-ready-orders');
  // Two orders go as a batch, followed in its progress window.
  for (const code of [codes.processing, codes.ready])
    await page.getByRole('checkbox', { name: bnText('orderLists.selectOrder', { code }) }).check();
  await listTool(page, 'orderLists.toolbar.sendToCourier');
  await page.getByRole('dialog').waitFor();
  await walk.check('/inventory/all-ready-orders sending to couriers');
}

/** A Mantine date picker's input (a button that opens its calendar), by its label. */
const datePicker = (page: Page, labelKey: string) =>
  page.getByRole('button', { name: bnText(labelKey), exact: true });
/** A calendar's heading over its days: a month and a year, "নভেম্বর ২০২৬". */
const MONTH_HEADING = /^\S+ [০-৯]{4}$/;

/**
 * Opens a date picker's calendar and checks each of its levels in Bangla: the days (the week from
 * Saturday), the months of a year, the years of a decade, all in Bangla digits; then goes back to the
 * days and gives their heading, with the calendar open.
 */
export async function walkCalendar(walk: BanglaWalk, page: Page, where: string, labelKey: string) {
  await datePicker(page, labelKey).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('columnheader').first()).toHaveText('শনি');
  await expect(calendar).not.toContainText(/[0-9]/);
  const monthHeading = calendar.getByRole('button', { name: MONTH_HEADING });
  const heading = (await monthHeading.textContent())!;
  const [month, year] = heading.split(' ') as [string, string];
  await walk.check(`${where} calendar`);
  await monthHeading.click();
  await expect(calendar.getByRole('button', { name: 'জানুয়ারি', exact: true })).toBeVisible();
  await expect(calendar).not.toContainText(/[0-9]/);
  await walk.check(`${where} calendar months`);
  await calendar.getByRole('button', { name: year, exact: true }).click();
  await expect(calendar.getByText(/^[০-৯]{4} – [০-৯]{4}$/)).toBeVisible();
  await expect(calendar).not.toContainText(/[0-9]/);
  await walk.check(`${where} calendar years`);
  await calendar.getByRole('button', { name: year, exact: true }).click();
  await calendar.getByRole('button', { name: month, exact: true }).click();
  await expect(monthHeading).toHaveText(heading);
  return heading;
}

/** A range picker: its calendar, two days picked (the field then reads them in Bangla), then cleared. */
export async function walkRangePicker(walk: BanglaWalk, page: Page, where: string, labelKey: string) {
  const heading = await walkCalendar(walk, page, where, labelKey);
  // A day's name is the date as the app writes it.
  for (const day of ['১', '২'])
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `${day} ${heading}`, exact: true })
      .click();
  await expect(datePicker(page, labelKey)).toHaveText(`১ ${heading} – ২ ${heading}`);
  await walk.check(`${where} picked`);
  await page.getByRole('button', { name: bnText('datePicker.clear') }).click();
  await expect(datePicker(page, labelKey)).not.toContainText(heading);
}

/** A table's page-size menu: the sizes in Bangla digits. */
export async function pageSizeMenu(walk: BanglaWalk, page: Page, where: string) {
  await walk.opened(`${where} page sizes`, async () => {
    await page.getByRole('button', { name: `${bnText('table.pageSize')} ১০`, exact: true }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['১০', '২৫', '৫০', '১০০']);
  });
}

/**
 * The screen shown when a screen's code cannot be loaded (a new version deployed, the network gone):
 * the code of `path` (its chunk) refused, the screen opened, checked, then the code let through again.
 */
export async function routeErrorScreen(walk: BanglaWalk, page: Page, path: string, chunk: string) {
  const code = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
  await page.route(code, (route) => route.abort());
  await page.goto(path);
  await expect(page.getByRole('heading', { name: bnText('routeError.title') })).toBeVisible();
  await walk.check(`${path} route error`);
  await page.unroute(code);
}
