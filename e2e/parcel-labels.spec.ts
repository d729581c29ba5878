import { dhakaDate } from '@chalan/core/time';
import type { Locator, Page } from '@playwright/test';
import { FAKE_COURIER_URL } from '../playwright.config.ts';
import { expect, test } from './journey-test.ts';
import { created, merchantWithCourier, toolbarAction } from './support.ts';
import { taka, ui } from './ui-text.ts';

const TAKA = 100;
const COURIER = 'Steadfast';
/** A 4×6 inch label in CSS pixels (96 to the inch), and in PDF points (72 to the inch). */
const LABEL_PX = { width: 4 * 96, height: 6 * 96 };
const LABEL_PDF_BOX = '/MediaBox [0 0 288 432]';

/** A signed-in merchant whose Steadfast books with the fake courier, and two processing orders for it. */
async function twoSteadfastOrders(page: Page) {
  const { courier, store, product } = await merchantWithCourier(
    page,
    'Lebel Ghar',
    {
      name: COURIER,
      provider: 'steadfast',
      mode: 'live',
      credentials: { apiKey: 'demo-steadfast-api-key', secretKey: 'demo-steadfast-secret-key' },
    },
    { name: 'Jamdani Saree', liftPrice: 2000 * TAKA, salePrice: 3500 * TAKA, qty: 5 },
  );
  const orders: { id: string; code: string; payable: number }[] = [];
  for (const [i, thana] of ['Dhanmondi', 'Mirpur'].entries()) {
    const { customer } = await created<{ customer: { id: string } }>(page, '/api/customers', {
      phone: `0181234568${i}`,
      name: `Label Customer ${i}`,
      address: `House ${i + 4}, Road 2`,
      district: 'Dhaka',
      thana,
    });
    const { order } = await created<{ order: { id: string; code: string; payable: number } }>(
      page,
      '/api/orders',
      {
        customerId: customer.id,
        storeId: store.id,
        salesDate: dhakaDate(new Date()),
        refNo: `FB-L${i}`,
        courierId: courier.id,
        lines: [{ productId: product.id, qty: 1 }],
      },
    );
    orders.push(order);
  }
  return orders;
}

/** The consignment id the (fake) Steadfast gave the order's parcel. */
async function consignmentOf(page: Page, code: string): Promise<string> {
  const booked = await page.request.get(`${FAKE_COURIER_URL}/_control/parcels?courier=steadfast`);
  const parcels = (await booked.json()).parcels as { invoice: string; consignmentId: string }[];
  const parcel = parcels.find((p) => p.invoice === code);
  expect(parcel, `Steadfast parcel of ${code}`).toBeDefined();
  return parcel!.consignmentId;
}

/** A label as the courier needs it: its name, the consignment id and its barcode, the COD, the recipient. */
async function expectLabel(label: Locator, consignmentId: string, payable: number, customer: string) {
  await expect(label).toContainText(COURIER);
  await expect(label).toContainText(consignmentId);
  await expect(
    label.getByRole('img', { name: ui('Barcode of consignment {{id}}', { id: consignmentId }) }),
  ).toBeVisible();
  await expect(label).toContainText(ui('Collect (COD)'));
  await expect(label.getByText(taka(payable), { exact: true })).toBeVisible();
  await expect(label).toContainText(customer);
}

test('the labels of orders just sent print from the send’s result and from the courier page, 4×6 each', async ({
  page,
}) => {
  const [first, second] = await twoSteadfastOrders(page);

  // Both sent at once: when the send is done, its window offers the labels of what it sent.
  await page.goto('/inventory/orders-processing');
  for (const order of [first!, second!])
    await page.getByRole('checkbox', { name: ui('Select order {{code}}', { code: order.code }) }).check();
  await toolbarAction(page, ui('Send to courier and mark ready'));
  const confirm = page.getByRole('dialog', { name: ui('Send the selected orders') });
  await confirm.getByRole('button', { name: ui('Send {{count}} orders', { count: 2 }) }).click();
  const progress = page.getByRole('dialog', { name: ui('Sending orders to couriers') });
  await expect(progress).toContainText(ui('Done: {{sent}} of {{total}} sent.', { sent: 2, total: 2 }));
  await progress.getByRole('link', { name: ui('Print labels') }).click();

  await expect(page).toHaveURL(/\/inventory\/invoice-generator\?ids=.*&layout=label/);
  const labelOf = (code: string) => page.getByRole('article', { name: ui('Label {{code}}', { code }) });
  const consignments = [await consignmentOf(page, first!.code), await consignmentOf(page, second!.code)];
  await expectLabel(labelOf(first!.code), consignments[0]!, first!.payable, 'Label Customer 0');
  await expectLabel(labelOf(second!.code), consignments[1]!, second!.payable, 'Label Customer 1');
  await expect(labelOf(first!.code)).toContainText('Dhanmondi');
  await expect(labelOf(second!.code)).toContainText('01812345681');

  // The print preview: the labels alone, each a 4×6 inch page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: ui('Print'), exact: true })).toBeHidden();
  for (const code of [first!.code, second!.code]) {
    const label = labelOf(code);
    await expect(label).toBeVisible();
    const box = (await label.boundingBox())!;
    expect(Math.round(box.width)).toBe(LABEL_PX.width);
    expect(Math.round(box.height)).toBe(LABEL_PX.height);
  }
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(pdf.split(LABEL_PDF_BOX).length - 1, 'one 4×6 page per label').toBe(2);
  await page.emulateMedia({ media: 'screen' });

  // On the courier page: the selection's labels (none to print with nothing selected).
  await page.goto(`/inventory/couriers/${COURIER}`);
  const printLabels = page.getByRole('main').getByRole('button', { name: ui('Print labels') });
  await expect(printLabels).toBeDisabled();
  await page.getByRole('checkbox', { name: ui('Select order {{code}}', { code: second!.code }) }).check();
  await printLabels.click();
  await expect(page).toHaveURL(/&layout=label/);
  await expectLabel(labelOf(second!.code), consignments[1]!, second!.payable, 'Label Customer 1');
  await expect(labelOf(first!.code)).toHaveCount(0);
});
