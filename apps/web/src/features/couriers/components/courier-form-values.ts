import type { Courier } from '@chalan/core/couriers/replies';
import {
  type CourierMode,
  type CourierProvider,
  CREDENTIAL_FIELDS,
  type CredentialField,
  createCourierBodySchema,
  updateCourierBodySchema,
} from '@chalan/core/couriers/schemas';
import { POISHA_PER_TAKA, takaToPoisha } from '@chalan/core/money';
import type { FormErrors } from '@mantine/form';
import { schemaValidator } from '../../../lib/form.ts';
import type { CourierInput } from '../api.ts';

/** The form works in whole taka; the API in poisha. */
export interface CourierFormValues {
  name: string;
  provider: CourierProvider;
  mode: CourierMode;
  credentials: Record<CredentialField, string>;
  chargeInDhaka: number | string;
  chargeOutsideDhaka: number | string;
  status: boolean;
  completeOnDelivered: boolean;
}

const blankCredentials: Record<CredentialField, string> = {
  apiKey: '',
  secretKey: '',
  clientId: '',
  clientSecret: '',
  username: '',
  password: '',
  accessToken: '',
};

export function initialValues(courier: Courier | null): CourierFormValues {
  return {
    name: courier?.name ?? '',
    provider: courier?.provider ?? 'steadfast',
    mode: courier?.mode ?? 'live',
    credentials: { ...blankCredentials },
    chargeInDhaka: courier ? courier.chargeInDhaka / POISHA_PER_TAKA : 0,
    chargeOutsideDhaka: courier ? courier.chargeOutsideDhaka / POISHA_PER_TAKA : 0,
    status: courier?.status ?? true,
    completeOnDelivered: courier?.completeOnDelivered ?? false,
  };
}

/** Anything but a whole number of taka becomes NaN, which the core schema refuses with its message. */
const toPoisha = (taka: number | string) =>
  typeof taka === 'number' && Number.isSafeInteger(taka) ? takaToPoisha(taka) : Number.NaN;

/** The stored credentials (masked) when blank fields may keep them: same provider, readable credentials. */
export function storedCredentials(courier: Courier | null, provider: CourierProvider) {
  if (!courier || courier.provider !== provider || Object.keys(courier.credentials).length === 0) return null;
  return courier.credentials;
}

export function toInput(values: CourierFormValues): CourierInput {
  const fields = values.provider === 'none' ? [] : CREDENTIAL_FIELDS[values.provider];
  return {
    name: values.name,
    provider: values.provider,
    mode: values.mode,
    credentials: Object.fromEntries(fields.map((f) => [f, values.credentials[f]])),
    chargeInDhaka: toPoisha(values.chargeInDhaka),
    chargeOutsideDhaka: toPoisha(values.chargeOutsideDhaka),
    status: values.status,
    // Only a courier with an API reports deliveries.
    completeOnDelivered: values.provider !== 'none' && values.completeOnDelivered,
  };
}

/** The same rules as the API: all credentials for a new provider, blanks allowed when stored ones stay. */
export function validateCourier(courier: Courier | null) {
  return (values: CourierFormValues): FormErrors => {
    const keepsStored = storedCredentials(courier, values.provider) !== null;
    const schema = keepsStored ? updateCourierBodySchema : createCourierBodySchema;
    return schemaValidator(schema)(toInput(values));
  };
}
