import { MESSAGES } from '@chalan/core/messages';
import { describe, expect, it } from 'vitest';
import { type CourierFormValues, initialValues, toInput, validateCourier } from './courier-form-values.ts';

type Courier = NonNullable<Parameters<typeof initialValues>[0]>;

const pathao: Courier = {
  id: 'c1',
  name: 'Pathao',
  provider: 'pathao',
  mode: 'live',
  apiActive: true,
  tellsBalance: false,
  credentials: { clientId: '••••a1b2', clientSecret: '••••c3d4', username: '••••.com', password: '••••' },
  chargeInDhaka: 6_000,
  chargeOutsideDhaka: 12_000,
  status: true,
  completeOnDelivered: true,
};

const steadfast = (over: Partial<CourierFormValues> = {}): CourierFormValues => ({
  ...initialValues(null),
  name: 'Steadfast',
  credentials: { ...initialValues(null).credentials, apiKey: 'key-123', secretKey: 'secret-456' },
  chargeInDhaka: 70,
  chargeOutsideDhaka: 130,
  ...over,
});

describe('the courier form', () => {
  it('opens blank for a new courier: Steadfast, live, active, charges ৳0', () => {
    const values = initialValues(null);
    expect(values).toMatchObject({ name: '', provider: 'steadfast', mode: 'live', status: true });
    expect([values.chargeInDhaka, values.chargeOutsideDhaka]).toEqual([0, 0]);
    expect(Object.values(values.credentials).every((v) => v === '')).toBe(true);
  });

  it('opens a courier with its charges in taka and its credentials blank (the stored ones stay)', () => {
    const values = initialValues(pathao);
    expect(values).toMatchObject({
      name: 'Pathao',
      provider: 'pathao',
      chargeInDhaka: 60,
      chargeOutsideDhaka: 120,
    });
    expect(values.completeOnDelivered).toBe(true);
    expect(Object.values(values.credentials).every((v) => v === '')).toBe(true);
  });
});

describe('toInput (what Save sends)', () => {
  it("sends the charges in poisha and only the chosen provider's credentials", () => {
    const values = steadfast({
      credentials: { ...steadfast().credentials, accessToken: 'left over from RedX' },
    });
    expect(toInput(values)).toEqual({
      name: 'Steadfast',
      provider: 'steadfast',
      mode: 'live',
      credentials: { apiKey: 'key-123', secretKey: 'secret-456' },
      chargeInDhaka: 7_000,
      chargeOutsideDhaka: 13_000,
      status: true,
      completeOnDelivered: false,
    });
  });

  it('sends no credentials, and never "complete on delivered", for a courier without an API', () => {
    const input = toInput(steadfast({ provider: 'none', completeOnDelivered: true }));
    expect(input.credentials).toEqual({});
    expect(input.completeOnDelivered).toBe(false);
  });
});

describe('validateCourier (the messages under the fields)', () => {
  it('asks for every credential of a new courier with an API', () => {
    const blank = steadfast({ credentials: initialValues(null).credentials });
    expect(validateCourier(null)(blank)).toEqual({
      'credentials.apiKey': MESSAGES.courierApiKeyRequired,
      'credentials.secretKey': MESSAGES.courierSecretKeyRequired,
    });
  });

  it('lets blank credentials keep the stored ones of the same provider, not of another', () => {
    const edited = { ...initialValues(pathao), name: 'Pathao Express' };
    expect(validateCourier(pathao)(edited)).toEqual({});
    expect(validateCourier(pathao)({ ...edited, provider: 'redx' })).toEqual({
      'credentials.accessToken': MESSAGES.courierAccessTokenRequired,
    });
  });

  it('refuses a charge that is not whole taka, and a courier without a name', () => {
    expect(
      validateCourier(null)(steadfast({ name: ' ', chargeInDhaka: 60.5, chargeOutsideDhaka: '' })),
    ).toEqual({
      name: MESSAGES.courierNameRequired,
      chargeInDhaka: MESSAGES.courierChargeInvalid,
      chargeOutsideDhaka: MESSAGES.courierChargeInvalid,
    });
  });
});
