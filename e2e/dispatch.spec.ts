import { dhakaDate } from '@chalan/core/time';
import type { Page } from '@playwright/test';
import { expect, test } from './journey-test.ts';
import { created, merchantWithCourier, toolbarAction } from './support.ts';
import { ui } from './ui-text.ts';

const TAKA = 100;
const MANUAL_COURIER = 'Sundarban Express';

/**
 * A signed-in seller with a courier booked by hand (no API: sending marks the order ready) and
 * `count` processing orders, one customer each; returns the order ids (codes), oldest first.
 */
async function sellerWithOrders(page: Page, count: number): Promise<string[]> {
  const { courier, store, product } = await merchantWithCourier(
    page,
    'Shapla Store',
    { name: MANUAL_COURIER, provider: 'none' },
    { name: 'Nakshi Kantha', liftPrice: 900 * TAKA, salePrice: 1500 * TAKA, qty: 20 },
  );
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const { customer } = await created<{ customer: { id: string } }>(page, '/api/customers', {
      phone: `0171234560${i}`,
      name: `Dispatch Customer ${i}`,
      address: `House ${i}, Road 7`,
      district: 'Dhaka',
    });
    const { order } = await created<{ order: { code: string } }>(page, '/api/orders', {
      customerId: customer.id,
      storeId: store.id,
      salesDate: dhakaDate(new Date()),
      refNo: `FB-${i}`,
      courierId: courier.id,
      lines: [{ productId: product.id, qty: 1 }],
    });
    codes.push(order.code);
  }
  return codes;
}

/** The one confirm of a bulk send: how many orders, how many per courier (all to the one here); confirmed. */
async function confirmSend(page: Page, title: string, count: number) {
  const confirm = page.getByRole('dialog', { name: title });
  await expect(confirm).toContainText(ui('Send {{count}} orders?', { count }));
  await expect(
    confirm
      .getByRole('table', { name: ui('Orders per courier') })
      .getByRole('row', { name: new RegExp(MANUAL_COURIER) }),
  ).toContainText(ui('{{count}} orders', { count }));
  await confirm.getByRole('button', { name: ui('Send {{count}} orders', { count }) }).click();
}

test('processing orders go to their courier: one from the row menu, a selection, then all listed', async ({
  page,
}) => {
  const [single, firstSelected, secondSelected, ...rest] = await sellerWithOrders(page, 5);
  const processingRow = (code: string) => page.getByRole('row', { name: new RegExp(code) });

  await page.goto('/inventory/orders-processing');
  await processingRow(single!)
    .getByRole('button', { name: ui('Actions for {{name}}', { name: single! }) })
    .click();
  await page.getByRole('menuitem', { name: ui('Send to {{courier}}', { courier: MANUAL_COURIER }) }).click();
  await expect(
    page.getByText(
      ui(
        '{{courier}} has no API connection: the order is marked ready. Book the parcel with {{courier}} yourself',
        { courier: MANUAL_COURIER },
      ),
    ),
  ).toBeVisible();
  await expect(processingRow(single!)).toHaveCount(0);

  // Several selected: one confirm that says how many go to which courier, then a batch, followed in
  // the progress window.
  await page.getByRole('checkbox', { name: ui('Select order {{code}}', { code: firstSelected! }) }).check();
  await page.getByRole('checkbox', { name: ui('Select order {{code}}', { code: secondSelected! }) }).check();
  await toolbarAction(page, ui('Send to courier and mark ready'));
  await confirmSend(page, ui('Send the selected orders'), 2);
  let progress = page.getByRole('dialog', { name: ui('Sending orders to couriers') });
  await expect(progress).toContainText(ui('Sending {{count}} orders to their couriers', { count: 2 }));
  await expect(progress).toContainText(ui('Done: {{sent}} of {{total}} sent.', { sent: 2, total: 2 }));
  await progress
    .getByRole('button', { name: ui('Close') })
    .last()
    .click();

  // Everything the list shows (every page), after the same confirm.
  await toolbarAction(page, ui('Send all listed'));
  await confirmSend(page, ui('Send all listed orders'), rest.length);
  progress = page.getByRole('dialog', { name: ui('Sending orders to couriers') });
  await expect(progress).toContainText(
    ui('Done: {{sent}} of {{total}} sent.', { sent: rest.length, total: rest.length }),
  );
  await progress
    .getByRole('button', { name: ui('Close') })
    .last()
    .click();
  await expect(page.getByText(ui('No Orders'))).toBeVisible();

  // A courier without an API: the orders wait in All Ready Orders, to be booked by hand.
  await page.goto('/inventory/all-ready-orders');
  for (const code of [single!, firstSelected!, secondSelected!, ...rest]) {
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText(ui('READY'));
  }
});

test('a courier page finds its courier by name and says so when there is none', async ({ page }) => {
  await sellerWithOrders(page, 0);
  await page.goto('/inventory/couriers/Nobody%20Courier');
  await expect(page.getByText(ui('No courier named “{{name}}”', { name: 'Nobody Courier' }))).toBeVisible();

  await page.goto(`/inventory/couriers/${encodeURIComponent(MANUAL_COURIER)}`);
  await expect(
    page.getByRole('heading', { name: ui('{{courier}} orders', { courier: MANUAL_COURIER }) }),
  ).toBeVisible();
  await expect(
    page.getByText(ui('No orders sent to {{courier}} yet', { courier: MANUAL_COURIER })),
  ).toBeVisible();
});

test.describe('courier settings', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('an API courier shows its webhook to paste, and completes orders when delivered once asked', async ({
    page,
  }) => {
    await sellerWithOrders(page, 0);
    await created(page, '/api/couriers', {
      name: 'Steadfast Main',
      provider: 'steadfast',
      mode: 'live',
      credentials: { apiKey: 'demo-steadfast-api-key', secretKey: 'demo-steadfast-secret-key' },
      chargeInDhaka: 60 * TAKA,
      chargeOutsideDhaka: 120 * TAKA,
      status: true,
    });

    await page.goto('/inventory/couriers');
    await page.getByRole('button', { name: ui('Actions for {{name}}', { name: 'Steadfast Main' }) }).click();
    await page.getByRole('menuitem', { name: ui('Webhook') }).click();
    const webhook = page.getByRole('dialog', { name: ui('{{name}} webhook', { name: 'Steadfast Main' }) });
    await expect(webhook.getByLabel(ui('Callback URL'), { exact: true })).toContainText(
      '/api/webhooks/steadfast/',
    );
    await expect(webhook.getByLabel(ui('Bearer token'), { exact: true })).not.toBeEmpty();
    await webhook.getByRole('button', { name: ui('Copy {{label}}', { label: ui('Callback URL') }) }).click();
    await expect(page.getByText(ui('Copied to clipboard'))).toBeVisible();
    await webhook.getByRole('button', { name: ui('Close') }).click();

    await page.getByRole('button', { name: ui('Actions for {{name}}', { name: 'Steadfast Main' }) }).click();
    await page.getByRole('menuitem', { name: ui('Edit') }).click();
    const form = page.getByRole('dialog', { name: ui('Edit Courier') });
    await form.getByRole('switch', { name: ui('Complete order when delivered') }).check();
    await form.getByRole('button', { name: ui('Save') }).click();
    await expect(page.getByText(ui('Courier updated successfully'))).toBeVisible();
    const couriers = (await (await page.request.get('/api/couriers')).json()).items as {
      name: string;
      completeOnDelivered: boolean;
    }[];
    expect(couriers.find((c) => c.name === 'Steadfast Main')?.completeOnDelivered).toBe(true);
  });
});
