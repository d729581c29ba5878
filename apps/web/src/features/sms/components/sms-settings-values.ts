import { MESSAGE_KEY } from '@chalan/core/messages';
import { type SmsSettings, type SmsSettingsBody, smsSettingsBodySchema } from '@chalan/core/sms/schemas';
import { type SmsKind, sampleSms } from '@chalan/core/sms/templates';
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

/** The sample order the screen shows each text for: the shop's name, links to the app's own address. */
export interface SmsSample {
  shop: string;
  /** The app's own address: the links go to it. */
  origin: string;
}

/** A message as a customer would get it for the sample order (core's, as the server's samples), and its cost. */
export const sampleMessage = (kind: SmsKind, template: string, sample: SmsSample) =>
  sampleSms(kind, template, sample);
