import { formatMessage, MESSAGES, type MessageKey } from '@chalan/core/messages';
import { MESSAGES_BN } from '@chalan/core/messages-bn';
import { createStoreBodySchema } from '@chalan/core/stores/schemas';
import type { UseFormReturnType } from '@mantine/form';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { ApiError } from './api-client.ts';
import { reportFormError, schemaValidator, showFieldErrors } from './form.ts';

afterEach(() => {
  i18n.changeLanguage('en');
});

/** The part of a Mantine form these helpers use: its values and the messages shown under its fields. */
function fakeForm(values: Record<string, unknown>) {
  const shown: Record<string, string> = {};
  const form = {
    getValues: () => values,
    setFieldError: (field: string, message: string) => {
      shown[field] = message;
    },
  } as unknown as UseFormReturnType<Record<string, unknown>>;
  return { form, shown };
}

const storeValues = { name: 'Dhanmondi shop', phone: '', address: '', district: 'Dhaka', area: '', zip: '' };

describe('schemaValidator (a core schema checking a form)', () => {
  it("puts the schema's messages under the fields that are wrong, none when all is well", () => {
    const validate = schemaValidator(createStoreBodySchema);
    expect(validate(storeValues)).toEqual({});
    const errors = validate({ ...storeValues, name: '', zip: '12' });
    expect(errors.name).toBe(MESSAGES.nameRequired);
    expect(errors.zip).toBe(MESSAGES.zipInvalid);
    expect(errors.district).toBeUndefined();
  });

  it('shows them in Bangla when the user reads Bangla', () => {
    i18n.changeLanguage('bn');
    const errors = schemaValidator(createStoreBodySchema)({ ...storeValues, name: 'Shop\u0007' });
    expect(errors.name).toBe(MESSAGES_BN.textUnstorable);
  });

  it('fills the values of a message into the Bangla (the most characters of a name)', () => {
    i18n.changeLanguage('bn');
    const errors = schemaValidator(createStoreBodySchema)({ ...storeValues, name: 'x'.repeat(121) });
    expect(errors.name).toBe('সর্বোচ্চ ১২০ অক্ষর লিখুন');
  });
});

/** A field problem as the server sends it: key, values and English text. */
const problem = (key: MessageKey, params: Record<string, string | number> = {}) => ({
  key,
  params,
  message: formatMessage(key, params),
});

const refused = (
  fields: Record<string, ReturnType<typeof problem>>,
  key = 'validationFailed',
  message = 'Validation failed',
) => new ApiError(400, 'VALIDATION', key, message, fields);

describe('showFieldErrors (the server refusing a form)', () => {
  it('shows each message under its field, nested paths included, and skips fields the form lacks', () => {
    const { form, shown } = fakeForm({ name: '', credentials: { apiKey: '' } });
    const error = refused({
      name: problem('nameRequired'),
      'credentials.apiKey': problem('courierApiKeyRequired'),
      somethingElse: problem('invalidValue'),
    });
    expect(showFieldErrors(form, error)).toBe(true);
    expect(shown).toEqual({
      name: MESSAGES.nameRequired,
      'credentials.apiKey': MESSAGES.courierApiKeyRequired,
    });
  });

  it('shows a problem in Bangla with its values filled in when the user reads Bangla', () => {
    i18n.changeLanguage('bn');
    const { form, shown } = fakeForm({ file: null, qty: 8 });
    const error = refused({
      file: problem('imageTooLarge', { max: '1024 KB' }),
      qty: problem('qtyBelowSold', { min: 9 }),
    });
    expect(showFieldErrors(form, error)).toBe(true);
    expect(shown.file).toBe('ছবিটি সর্বোচ্চ 1024 KB হতে পারে');
    expect(shown.qty).toBe('পরিমাণ ৯-এর কম হতে পারে না: এতগুলো ইতিমধ্যে অর্ডারে গেছে');
  });

  it('shows nothing for a failure that names no field of the form', () => {
    const { form, shown } = fakeForm({ name: '' });
    expect(showFieldErrors(form, refused({ other: problem('invalidValue') }))).toBe(false);
    expect(showFieldErrors(form, new Error('boom'))).toBe(false);
    expect(shown).toEqual({});
  });
});

describe('reportFormError (a failed submit)', () => {
  it("toasts the server's message beside the field messages", () => {
    const { form, shown } = fakeForm({ name: '' });
    const toasts: string[] = [];
    reportFormError(form, refused({ name: problem('nameRequired') }), (text) => toasts.push(text));
    expect(shown).toEqual({ name: MESSAGES.nameRequired });
    expect(toasts).toEqual(['Validation failed']);
  });

  it('does not toast what a field already says', () => {
    const { form, shown } = fakeForm({ name: '' });
    const toasts: string[] = [];
    const error = refused({ name: problem('nameRequired') }, 'nameRequired', MESSAGES.nameRequired);
    reportFormError(form, error, (text) => toasts.push(text));
    expect(shown).toEqual({ name: MESSAGES.nameRequired });
    expect(toasts).toEqual([]);
  });

  it('does not toast what a field already says in Bangla either', () => {
    i18n.changeLanguage('bn');
    const { form, shown } = fakeForm({ file: null });
    const toasts: string[] = [];
    const max = { max: '1024 KB' };
    const error = new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      'imageTooLarge',
      formatMessage('imageTooLarge', max),
      {
        file: problem('imageTooLarge', max),
      },
      max,
    );
    reportFormError(form, error, (text) => toasts.push(text));
    expect(shown).toEqual({ file: 'ছবিটি সর্বোচ্চ 1024 KB হতে পারে' });
    expect(toasts).toEqual([]);
  });

  it('says something went wrong when the failure is not an answer from the server', () => {
    const { form } = fakeForm({ name: '' });
    const toasts: string[] = [];
    reportFormError(form, new TypeError('boom'), (text) => toasts.push(text));
    expect(toasts).toEqual(['Something went wrong']);
  });
});
