import { findDistrict } from '../packages/core/src/locations/index.ts';
import { expect, test } from './journey-test.ts';
import { created, merchantWithCourier } from './support.ts';
import { district, journeyLanguage, startingWith, taka, ui, uiKey } from './ui-text.ts';

const TAKA = 100;
const PHONE = '01812345670';

/** A district as the courier choice names it in a sentence: its Bangla name on a Bangla screen. */
const districtName = (name: string) =>
  journeyLanguage() === 'bn' ? (findDistrict(name)?.district_bn ?? name) : name;

test('the seller fixes a courier for Chattogram; Start Order preselects it there with its rate and charge', async ({
  page,
}) => {
  // Two couriers booked by hand (their charges are the seller's rate card): Steadfast is the cheaper.
  await merchantWithCourier(
    page,
    'Pahari Pitha',
    { name: 'Steadfast', provider: 'none' },
    { name: 'Bakarkhani', liftPrice: 200 * TAKA, salePrice: 350 * TAKA, qty: 20 },
  );
  await created(page, '/api/couriers', {
    name: 'RedX',
    provider: 'none',
    chargeInDhaka: 70 * TAKA,
    chargeOutsideDhaka: 130 * TAKA,
    status: true,
  });
  await created(page, '/api/customers', {
    phone: PHONE,
    name: 'Rumana Akter',
    address: 'Agrabad Road 7',
    district: 'Chattogram',
  });

  // Couriers → Courier choice: a fixed courier per district, RedX for Chattogram.
  await page.goto('/inventory/couriers');
  const card = page.getByRole('region', { name: ui('Courier choice') });
  await card.getByRole('radio', { name: ui('A fixed courier per district') }).check();
  await card.getByRole('button', { name: ui('Add district') }).click();
  await card.getByRole('combobox', { name: uiKey('courierChoice.settings.district') }).fill('Chattogram');
  await page.getByRole('option', { name: startingWith(district('Chattogram')) }).click();
  await card.getByRole('combobox', { name: uiKey('courierChoice.settings.courier') }).click();
  await page.getByRole('option', { name: 'RedX', exact: true }).click();
  await card.getByRole('button', { name: uiKey('common.save') }).click();
  await expect(page.getByText(ui('Courier choice saved'))).toBeVisible();

  // Start Order: the customer in Chattogram brings RedX, chosen, with its outside-Dhaka charge.
  await page.goto('/inventory/start-order');
  const customerSearch = page.getByRole('textbox', { name: ui('Customer'), exact: true });
  await customerSearch.fill(PHONE);
  await customerSearch.press('Enter');
  await expect(page.getByRole('region', { name: ui('Chosen customer') })).toContainText('Rumana Akter');

  const place = districtName('Chattogram');
  const choice = page.getByRole('radiogroup', { name: ui('Couriers to {{district}}', { district: place }) });
  const redx = choice.getByRole('radio', { name: /^RedX/ });
  await expect(redx).toBeChecked();
  await expect(redx).toContainText(taka(130 * TAKA));
  await expect(redx).toContainText(ui('your rate card'));
  await expect(redx).toContainText(ui('No parcels to {{district}} yet', { district: place }));
  await expect(redx).toContainText(
    ui('Suggested: {{reason}}', { reason: ui('fixed for {{district}}', { district: place }) }),
  );
  await expect(choice.getByRole('radio', { name: /^Steadfast/ })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: ui('Courier') })).toHaveValue('RedX');
  await expect(page.getByRole('textbox', { name: ui('Delivery charge') })).toHaveValue('130');

  // A tap on another courier chooses it, as the select does, with its charge.
  await choice.getByRole('radio', { name: /^Steadfast/ }).click();
  await expect(page.getByRole('combobox', { name: ui('Courier') })).toHaveValue('Steadfast');
  await expect(page.getByRole('textbox', { name: ui('Delivery charge') })).toHaveValue('120');
});
