import { dhakaDate } from '@chalan/core/time';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './journey-test.ts';
import { created, PASSWORD, registeredMerchant } from './support.ts';
import { ui, uiMatching } from './ui-text.ts';

const TAKA = 100;
const PHONE = '01712345688';
/** Not the first courier in the list: Start Order must have remembered it, not guessed it. */
const LAST_USED = 'Karatoa Courier';

/**
 * A seller with two couriers, a few products and a returning customer whose earlier order (sent with
 * Karatoa, then cancelled) is history only: nothing open, nothing placed in the last 24 hours.
 */
async function sellerWithReturningCustomer(page: Page) {
  const email = await registeredMerchant(page, 'Thumb Fashion');
  await page.request.post('/api/account/login', { data: { email, password: PASSWORD } });
  const courier = (name: string) =>
    created<{ courier: { id: string } }>(page, '/api/couriers', {
      name,
      provider: 'none',
      chargeInDhaka: 60 * TAKA,
      chargeOutsideDhaka: 120 * TAKA,
      status: true,
    });
  await courier('Sundarban Express');
  const karatoa = (await courier(LAST_USED)).courier;
  const store = (await (await page.request.get('/api/stores/options')).json()).items[0];
  const products: Record<string, string> = {};
  for (const [name, price] of [
    ['Cotton Saree', 1450],
    ['Eid Panjabi', 2200],
    ['Three Piece', 1800],
  ] as const) {
    const { product } = await created<{ product: { id: string } }>(page, '/api/products', {
      name,
      storeId: store.id,
      supplierId: null,
      liftPrice: 800 * TAKA,
      salePrice: price * TAKA,
      qty: 10,
    });
    products[name] = product.id;
  }
  const { customer } = await created<{ customer: { id: string } }>(page, '/api/customers', {
    phone: PHONE,
    name: 'Nasrin Sultana',
    address: 'House 4, Road 9, Dhanmondi',
    district: 'Dhaka',
  });
  const { order } = await created<{ order: { id: string } }>(page, '/api/orders', {
    customerId: customer.id,
    storeId: store.id,
    salesDate: dhakaDate(new Date()),
    refNo: 'FB-1',
    courierId: karatoa.id,
    lines: [{ productId: products['Cotton Saree'], qty: 1 }],
  });
  const cancel = await page.request.patch(`/api/orders/${order.id}/status`, {
    data: { status: 'cancelled' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
}

/** Counts what the seller's thumb does: each tap or key press, and each field they type into. */
function thumb() {
  const done = { taps: 0, typedFields: 0 };
  return {
    done,
    tap: async (target: Locator) => {
      done.taps += 1;
      await target.click();
    },
    press: async (target: Locator, key: string) => {
      done.taps += 1;
      await target.press(key);
    },
    /** Tapping into a field and typing in it. */
    type: async (target: Locator, text: string) => {
      done.taps += 1;
      done.typedFields += 1;
      await target.fill(text);
    },
  };
}

test('a returning customer’s order: at most 6 taps and one typed field after the phone', async ({ page }) => {
  await sellerWithReturningCustomer(page);
  await page.goto('/inventory/start-order');
  const customerSearch = page.getByRole('textbox', { name: ui('Customer'), exact: true });
  await customerSearch.fill(PHONE);

  const hand = thumb();
  // Enter picks the customer the search found (it used to submit the form, or do nothing).
  await hand.press(customerSearch, 'Enter');
  const card = page.getByRole('region', { name: ui('Chosen customer') });
  await expect(card).toContainText('Nasrin Sultana');
  // The cancelled order is history: shown on the card, no reason to stop the save.
  await expect(card).toContainText(ui('Cancelled: {{count}}', { count: 1 }));
  // The spec requires a reference number: the one field typed.
  await hand.type(page.getByRole('textbox', { name: ui('Reference number') }), 'FB-2');
  // The product search offers products as soon as it is tapped; no typing needed for a small shop.
  await hand.tap(page.getByRole('textbox', { name: ui('Search product') }));
  await hand.tap(page.getByRole('option', { name: /Eid Panjabi/ }));
  await expect(
    page.getByRole('textbox', { name: ui('Quantity of {{name}}', { name: 'Eid Panjabi' }) }),
  ).toHaveValue('1');
  // The courier of the last order is already chosen, with its in-Dhaka charge.
  await expect(page.getByRole('combobox', { name: ui('Courier') })).toHaveValue(LAST_USED);
  await expect(page.getByRole('textbox', { name: ui('Delivery charge (Tk)') })).toHaveValue('60');
  await hand.tap(page.getByRole('button', { name: ui('Save'), exact: true }));
  await expect(page.getByText(uiMatching('Order {{code}} is saved', { code: '[A-Z0-9]{8}' }))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  expect(hand.done.taps).toBeLessThanOrEqual(6);
  expect(hand.done.typedFields).toBeLessThanOrEqual(1);
  const saved = (await (await page.request.get('/api/orders?status=processing')).json()).items;
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    refNo: 'FB-2',
    courier: { name: LAST_USED },
    items: [{ name: 'Eid Panjabi' }],
  });

  // Enter in the product search picks the first suggestion and saves nothing.
  const productSearch = page.getByRole('textbox', { name: ui('Search product') });
  await productSearch.fill('Saree');
  await expect(page.getByRole('option', { name: /Cotton Saree/ })).toBeVisible();
  await productSearch.press('Enter');
  await expect(
    page.getByRole('textbox', { name: ui('Quantity of {{name}}', { name: 'Cotton Saree' }) }),
  ).toHaveValue('1');
  // Had Enter submitted the form, the empty customer field would say so.
  await expect(page.getByRole('textbox', { name: ui('Customer'), exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('combobox', { name: ui('Courier') })).toHaveValue(LAST_USED);
});
