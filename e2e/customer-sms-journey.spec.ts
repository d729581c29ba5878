import type { APIRequestContext, Page } from '@playwright/test';
import { toBanglaDigits } from '../packages/core/src/digits.ts';
import { dhakaDate } from '../packages/core/src/time.ts';
import { FAKE_COURIER_URL } from '../playwright.config.ts';
import { expect, sidewaysScrollers, test } from './journey-test.ts';
import { created, DEMO_STEADFAST, merchantWithCourier, toolbarAction } from './support.ts';
import { ui, uiMatching } from './ui-text.ts';

/**
 * Issue 18, item 4: a Bangla chat message becomes an order; the customer confirms it from the SMS the
 * seller's gateway (the fake BulkSMSBD) delivered; only the confirmed order is sent; the tracking SMS that
 * follows opens the parcel's page.
 */

const TAKA = 100;
const SHOP = 'Jamdani Bari';
const COURIER = DEMO_STEADFAST.name;

let phones = 0;
/** A mobile number of this run alone (the fake gateway's outbox is shared by every journey): 017 + 8 digits. */
const newPhone = () => `017${String(Date.now()).slice(-6)}${String(++phones % 100).padStart(2, '0')}`;

/** The texts the fake gateway delivered to `phone`, oldest first, once there are `count`. */
async function textsTo(request: APIRequestContext, phone: string, count: number): Promise<string[]> {
  let texts: string[] = [];
  await expect
    .poll(async () => {
      const res = await request.get(`${FAKE_COURIER_URL}/_control/sms?number=${phone}`);
      texts = ((await res.json()).messages as { message: string }[]).map((m) => m.message);
      return texts.length;
    })
    .toBe(count);
  return texts;
}

const pathIn = (text: string) => new URL(text.match(/https?:\/\/\S+/)![0]).pathname;

/** The seller turns both messages on and enters the gateway, on the Customer SMS screen. */
async function setUpSms(page: Page) {
  await page.goto('/inventory/sms');
  await page.getByRole('switch', { name: ui('SMS to confirm a new order') }).check();
  await page
    .getByRole('switch', { name: ui('SMS with the tracking link after sending to a courier') })
    .check();
  await page
    .getByRole('textbox', { name: ui('Gateway URL') })
    .fill(`${FAKE_COURIER_URL}/bulksmsbd/api/smsapi`);
  await page.getByRole('textbox', { name: ui('API key') }).fill('demo-sms-api-key');
  await page.getByRole('textbox', { name: ui('Sender ID') }).fill('8809617000000');
  await page.getByRole('button', { name: ui('Save'), exact: true }).click();
  await expect(page.getByText(ui('SMS settings saved'))).toBeVisible();
}

test('a Bangla chat message becomes an order, its customer confirms it by SMS, only confirmed orders are sent, and the tracking SMS opens the parcel’s page', async ({
  page,
  browser,
}) => {
  const { courier, store, product } = await merchantWithCourier(page, SHOP, DEMO_STEADFAST, {
    name: 'Cotton Saree',
    liftPrice: 900 * TAKA,
    salePrice: 1450 * TAKA,
    qty: 10,
  });
  await setUpSms(page);
  const phone = newPhone();

  // Start Order: the customer's Messenger message, pasted; the seller checks what it read and saves.
  await page.goto('/inventory/start-order');
  await page.getByRole('button', { name: ui('Paste from chat') }).click();
  const modal = page.getByRole('dialog', { name: ui('Paste from chat') });
  await modal.getByRole('textbox', { name: ui('Customer’s message') }).fill(
    `নাম: রুমানা আক্তার
মোবাইল: ${toBanglaDigits(phone)}
ঠিকানা: বাসা ১২, রোড ৩, মিরপুর ১০, ঢাকা
কটন শাড়ি ২টা`,
  );
  await modal.getByRole('button', { name: ui('Read the message') }).click();
  await modal.getByRole('button', { name: ui('Fill the form') }).click();
  const customerForm = page.getByRole('dialog', { name: ui('Customer Information') });
  await expect(customerForm.getByRole('textbox', { name: ui('Mobile Number') })).toHaveValue(phone);
  await customerForm.getByRole('button', { name: ui('Save') }).click();
  await expect(page.getByRole('region', { name: ui('Chosen customer') })).toContainText('রুমানা আক্তার');
  await page.getByRole('textbox', { name: ui('Reference number') }).fill('FB-SMS-1');
  await page.getByRole('combobox', { name: ui('Courier') }).click();
  await page.getByRole('option', { name: COURIER }).click();
  await page.getByRole('button', { name: ui('Save'), exact: true }).click();
  const saved = page.getByText(uiMatching('Order {{code}} is saved', { code: '[A-Z0-9]{8}' }));
  await expect(saved).toBeVisible();
  const code = (await saved.textContent())!.match(/[A-Z0-9]{8}/)![0];

  // Another order, whose customer does not answer: it must stay behind.
  const other = newPhone();
  const { customer } = await created<{ customer: { id: string } }>(page, '/api/customers', {
    phone: other,
    name: 'Silent Customer',
    address: 'House 1, Road 1',
    district: 'Dhaka',
    thana: 'Mirpur',
  });
  const { order: silent } = await created<{ order: { code: string } }>(page, '/api/orders', {
    customerId: customer.id,
    storeId: store.id,
    salesDate: dhakaDate(new Date()),
    refNo: 'FB-SMS-2',
    courierId: courier.id,
    lines: [{ productId: product.id, qty: 1 }],
  });

  // The customer's SMS, as the gateway delivered it: Bangla, the order id, the link.
  const [confirmText] = await textsTo(page.request, phone, 1);
  expect(confirmText).toContain(SHOP);
  expect(confirmText).toContain(code);
  expect(confirmText).toContain('৳২,৯৬০');
  const confirmPath = pathIn(confirmText!);
  expect(confirmPath).toMatch(/^\/c\/[\w-]{40}$/);

  // On the customer's phone: no account, Bangla; one tap confirms.
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const customerPage = await phoneContext.newPage();
  await customerPage.goto(new URL(confirmPath, page.url()).href);
  await expect(customerPage.getByRole('heading', { level: 1, name: SHOP })).toBeVisible();
  await expect(customerPage.getByRole('region', { name: 'পণ্য' })).toContainText('Cotton Saree × ২');
  await customerPage.getByRole('button', { name: 'হ্যাঁ, অর্ডারটি নিশ্চিত করছি' }).click();
  await expect(customerPage.getByText('ধন্যবাদ! আপনি অর্ডারটি নিশ্চিত করেছেন।')).toBeVisible();
  expect(await sidewaysScrollers(customerPage)).toEqual([]);

  // The seller sees who confirmed, and sends only the confirmed order.
  await page.goto('/inventory/orders-processing');
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText(ui('Confirmed by customer'));
  await expect(page.getByRole('row', { name: new RegExp(silent.code) })).toContainText(
    ui('Waiting for customer'),
  );
  await toolbarAction(page, ui('Send confirmed orders'));
  const confirm = page.getByRole('dialog', { name: ui('Send the orders their customers confirmed') });
  await confirm.getByRole('button', { name: ui('Send {{count}} orders', { count: 1 }) }).click();
  const progress = page.getByRole('dialog', { name: ui('Sending orders to couriers') });
  await expect(progress).toContainText(ui('Done: {{sent}} of {{total}} sent.', { sent: 1, total: 1 }));
  await progress
    .getByRole('button', { name: ui('Close') })
    .last()
    .click();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(silent.code) })).toBeVisible();

  // The tracking SMS follows; its link opens the parcel's page on the customer's phone.
  const texts = await textsTo(page.request, phone, 2);
  const trackingPath = pathIn(texts[1]!);
  expect(trackingPath).toMatch(/^\/t\/[\w-]{35}$/);
  await customerPage.goto(new URL(trackingPath, page.url()).href);
  const parcel = customerPage.getByRole('region', { name: 'আপনার পার্সেল' });
  await expect(parcel).toContainText('কুরিয়ারের কাছে পাঠানো হয়েছে');
  await expect(parcel).toContainText(code);
  await phoneContext.close();
});
