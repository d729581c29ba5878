import { toBanglaDigits } from '@chalan/core/digits';
import { MESSAGE_KEY } from '@chalan/core/messages';
import { formatTaka } from '@chalan/core/money';
import { type SmsParts, smsParts } from '@chalan/core/sms/parts';
import { type SmsSettings, type SmsSettingsBody, smsSettingsBodySchema } from '@chalan/core/sms/schemas';
import { renderSms, type SmsKind } from '@chalan/core/sms/templates';
import type { FormErrors } from '@mantine/form';
import { schemaValidator } from '../../../lib/form.ts';
import { problemText } from '../../../lib/messages.ts';

/** The form is the PUT body as it is: a blank API key keeps the stored one. */
export type SmsFormValues = Required<SmsSettingsBody>;

/** Each message's switch and template field. */
export const MESSAGE_FIELDS = {
  confirm: { enabled: 'confirmOnSave', template: 'confirmTemplate' },
  dispatched: { enabled: 'linkAfterDispatch', template: 'dispatchTemplate' },
} as const satisfies Record<SmsKind, { enabled: keyof SmsFormValues; template: keyof SmsFormValues }>;

export function smsFormValues(settings: SmsSettings): SmsFormValues {
  return {
    confirmOnSave: settings.confirmOnSave,
    linkAfterDispatch: settings.linkAfterDispatch,
    gatewayUrl: settings.gatewayUrl,
    apiKey: '',
    senderId: settings.senderId,
    confirmTemplate: settings.confirmTemplate,
    dispatchTemplate: settings.dispatchTemplate,
  };
}

/** The core schema's rules, and the server's one the schema cannot know: a message on needs a key. */
export function validateSmsSettings(hasStoredKey: boolean) {
  const schemaErrors = schemaValidator(smsSettingsBodySchema);
  return (values: SmsFormValues): FormErrors => {
    const errors = schemaErrors(values);
    const sends = values.confirmOnSave || values.linkAfterDispatch;
    if (sends && !hasStoredKey && !values.apiKey.trim() && !errors.apiKey)
      errors.apiKey = problemText({ key: MESSAGE_KEY.smsApiKeyRequired, params: {} });
    return errors;
  };
}

const hasBangla = (text: string) => /[\u0980-\u09FF]/.test(text);

/** The sample order the server's samples use: Bangla digits in a Bangla text, a name in its script. */
export interface SmsSample {
  shop: string;
  /** The app's own address: the links go to it. */
  origin: string;
}

/** The links as long as the real ones (the confirmation link's token is 40 characters, tracking's 35). */
const SAMPLE_LINKS: Record<SmsKind, string> = {
  confirm: `/c/${'x'.repeat(40)}`,
  dispatched: `/t/${'x'.repeat(35)}`,
};

export const SAMPLE_PAYABLE = 125_000;

/** A message as a customer would get it for the sample order, and what it costs. */
export function sampleMessage(
  kind: SmsKind,
  template: string,
  sample: SmsSample,
): { text: string; count: SmsParts } {
  const bangla = hasBangla(template);
  const amount = formatTaka(SAMPLE_PAYABLE);
  const text = renderSms(template, {
    shop: sample.shop,
    name: bangla ? 'রহিম' : 'Rahim',
    order: '7K3M9QXA',
    amount: bangla ? toBanglaDigits(amount) : amount,
    courier: 'Steadfast',
    link: `${sample.origin}${SAMPLE_LINKS[kind]}`,
  });
  return { text, count: smsParts(text) };
}
