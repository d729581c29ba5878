import { dhakaDate } from '@chalan/core/time';
import type { Page } from '@playwright/test';
import { FAKE_COURIER_URL } from '../playwright.config.ts';
import { expect, test } from './journey-test.ts';
import { created, menuLink, merchantWithCourier, toolbarAction } from './support.ts';
import { taka, ui, uiKey } from './ui-text.ts';

const TAKA = 100;
const SALE = 2_400 * TAKA;

/** A Pathao merchant account of this run's own at the fake, so its payment holds only this shop's parcels. */
async function freshPathaoAccount(page: Page) {
  const n = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const account = {
    clientId: `desk-journey-${n}`,
    clientSecret: `desk-secret-${n}`,
    username: `desk-${n}@pathao.test`,
    password: `desk-password-${n}`,
  };
  const added = await page.request.post(`${FAKE_COURIER_URL}/_control/accounts`, {
    data: { pathao: [account] },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return account;
}

/** A shop with Pathao (its webhook pasted in Pathao's panel) and Steadfast, and three processing orders. */
async function shopWithThreeOrders(page: Page) {
  const pathaoAccount = await freshPathaoAccount(page);
  const {
    courier: pathao,
    store,
    product,
  } = await merchantWithCourier(
    page,
    'Desk Journey Ghar',
    { name: 'Pathao', provider: 'pathao', mode: 'live', credentials: pathaoAccount },
    { name: 'Cotton Three-Piece', liftPrice: 1_500 * TAKA, salePrice: SALE, qty: 10 },
  );
  const { courier: steadfast } = await created<{ courier: { id: string } }>(page, '/api/couriers', {
    name: 'Steadfast',
    provider: 'steadfast',
    mode: 'live',
    credentials: { apiKey: 'demo-steadfast-api-key', secretKey: 'demo-steadfast-secret-key' },
    chargeInDhaka: 6_000,
    chargeOutsideDhaka: 12_000,
    status: true,
  });
  const webhook = await (await page.request.get(`/api/couriers/${pathao.id}/webhook`)).json();
  const hooked = await page.request.post(`${FAKE_COURIER_URL}/_control/webhooks`, {
    data: { courier: 'pathao', account: pathaoAccount.clientId, url: webhook.url, secret: webhook.secret },
  });
  expect(hooked.status(), await hooked.text()).toBe(201);

  const orders: { id: string; code: string; payable: number }[] = [];
  for (const [i, courierId] of [pathao.id, pathao.id, steadfast.id].entries()) {
    const { customer } = await created<{ customer: { id: string } }>(page, '/api/customers', {
      phone: `0171555000${i}`,
      name: `Desk Customer ${i}`,
      address: `House ${i + 1}, Road 8`,
      district: 'Dhaka',
      thana: 'Mirpur',
    });
    const { order } = await created<{ order: { id: string; code: string; payable: number } }>(
      page,
      '/api/orders',
      {
        customerId: customer.id,
        storeId: store.id,
        salesDate: dhakaDate(new Date()),
        refNo: `FB-D${i}`,
        courierId,
        lines: [{ productId: product.id, qty: 1 }],
      },
    );
    orders.push(order);
  }
  return { orders, pathaoAccount, steadfast };
}

/** The fake courier's parcel of an order: its consignment id. */
async function consignmentOf(page: Page, courier: 'pathao' | 'steadfast', code: string): Promise<string> {
  const res = await page.request.get(`${FAKE_COURIER_URL}/_control/parcels?courier=${courier}`);
  const parcel = ((await res.json()).parcels as { invoice: string; consignmentId: string }[]).find(
    (p) => p.invoice === code,
  );
  expect(parcel, `${courier} parcel of ${code}`).toBeDefined();
  return parcel!.consignmentId;
}

/** The courier moves the parcel at the fake (its webhook, or the seller's Refresh, tells the shop). */
async function courierMoves(page: Page, courier: 'pathao' | 'steadfast', code: string, status: string) {
  const moved = await page.request.post(`${FAKE_COURIER_URL}/_control/parcels/status`, {
    data: { courier, invoice: code, status },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

test('the courier desk: a bulk send to two couriers, its labels, a parcel on hold worked to returned, and Pathao’s payment matched', async ({
  page,
}) => {
  const { orders, pathaoAccount, steadfast } = await shopWithThreeOrders(page);
  const [paidInFull, paidShort, onHold] = orders as [
    (typeof orders)[0],
    (typeof orders)[0],
    (typeof orders)[0],
  ];

  // One bulk send: two orders to Pathao, one to Steadfast.
  await page.goto('/inventory/orders-processing');
  for (const order of orders)
    await page.getByRole('checkbox', { name: ui('Select order {{code}}', { code: order.code }) }).check();
  await toolbarAction(page, ui('Send to courier and mark ready'));
  const confirm = page.getByRole('dialog', { name: ui('Send the selected orders') });
  await confirm.getByRole('button', { name: ui('Send {{count}} orders', { count: 3 }) }).click();
  const progress = page.getByRole('dialog', { name: ui('Sending orders to couriers') });
  await expect(progress).toContainText(ui('Done: {{sent}} of {{total}} sent.', { sent: 3, total: 3 }), {
    timeout: 30_000,
  });

  // Their labels, from the send's result: each with its courier and consignment.
  await progress.getByRole('link', { name: ui('Print labels') }).click();
  for (const [order, courier] of [
    [paidInFull, 'pathao'],
    [paidShort, 'pathao'],
    [onHold, 'steadfast'],
  ] as const) {
    const label = page.getByRole('article', { name: ui('Label {{code}}', { code: order.code }) });
    await expect(label).toContainText(courier === 'pathao' ? 'Pathao' : 'Steadfast');
    await expect(label).toContainText(await consignmentOf(page, courier, order.code));
  }

  // Steadfast holds one: it waits on the hold desk once the seller refreshes Steadfast.
  await courierMoves(page, 'steadfast', onHold.code, 'hold');
  const refreshed = await page.request.post(`/api/couriers/${steadfast.id}/sync`, {
    data: { first: [onHold.id] },
  });
  expect(refreshed.status(), await refreshed.text()).toBe(200);
  await page.goto('/inventory/overview');
  await menuLink(page, uiKey('nav.holdDesk'));
  const card = page.getByRole('article', { name: onHold.code });
  await expect(card).toContainText(uiKey('holdDesk.kinds.hold'));
  await card
    .getByRole('textbox', { name: uiKey('holdDesk.noteLabel') })
    .fill('Not at home all week; wants it back');
  await card.getByRole('button', { name: uiKey('holdDesk.addNote') }).click();
  await expect(card).toContainText('Not at home all week; wants it back');
  await card.getByRole('button', { name: uiKey('holdDesk.actions.return') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: uiKey('holdDesk.actions.return') })
    .click();
  await expect(card).toContainText(uiKey('holdDesk.returnAskedSince', { at: '' }).trim());

  // Steadfast brings it back; the seller has it in hand: the order is returned, its goods in stock again.
  await courierMoves(page, 'steadfast', onHold.code, 'cancelled');
  await page.request.post(`/api/couriers/${steadfast.id}/sync`, { data: { first: [onHold.id] } });
  await page.reload();
  await expect(card).toContainText(uiKey('holdDesk.kinds.returned'));
  await card.getByRole('button', { name: uiKey('holdDesk.actions.receivedBack') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: uiKey('holdDesk.actions.receivedBack') })
    .click();
  await expect(card).toHaveCount(0);
  expect((await (await page.request.get(`/api/orders/${onHold.id}`)).json()).status).toBe('returned');

  // Pathao delivers both and pays: one in full, one ৳100 short (its webhooks reach the shop).
  for (const order of [paidInFull, paidShort]) await courierMoves(page, 'pathao', order.code, 'delivered');
  const shortConsignment = await consignmentOf(page, 'pathao', paidShort.code);
  const collectedShort = paidShort.payable / TAKA - 100;
  const paid = await page.request.post(`${FAKE_COURIER_URL}/_control/pathao/pay`, {
    data: { account: pathaoAccount.clientId, collected: { [shortConsignment]: collectedShort } },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { invoiceId } = await paid.json();
  // Pathao's events arrive one after another: the payout is whole once both parcels joined it.
  await expect
    .poll(async () => {
      const payouts = await (await page.request.get('/api/transactions/payouts')).json();
      const items = payouts.items as { externalId: string; counts: { matched: number; differs: number } }[];
      const made = items.find((p) => p.externalId === String(invoiceId));
      return made ? made.counts.matched + made.counts.differs : 0;
    })
    .toBe(2);

  // On Transactions, the payout: one matched, the short one flagged with what was expected and paid.
  await page.goto('/inventory/transactions');
  await page.getByRole('button', { name: uiKey('transactions.payouts'), exact: true }).click();
  const payout = page.getByRole('region', {
    name: uiKey('transactions.payoutsModal.heading', { id: invoiceId, courier: 'Pathao' }),
  });
  await expect(payout).toBeVisible({ timeout: 15_000 });
  await expect(payout).toContainText(uiKey('transactions.payoutsModal.counts.matched', { count: 1 }));
  await expect(payout).toContainText(uiKey('transactions.payoutsModal.counts.differs', { count: 1 }));
  await expect(payout).toContainText(paidShort.code);
  await expect(payout).toContainText(taka(collectedShort * TAKA));
  await expect(payout).toContainText(uiKey('transactions.payoutsModal.match.differs'));
  await expect(payout).not.toContainText(paidInFull.code);
});
