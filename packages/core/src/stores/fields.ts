import { MESSAGE_KEY, type MessageKey } from '../messages.ts';
import { isValidMobile, normalizePhone } from '../phone.ts';
import { lineText } from '../text.ts';

const tooLong = { error: MESSAGE_KEY.textTooLong };

/** A text that must be there. */
export const requiredText = (message: MessageKey, max: number) =>
  lineText(message).min(1, { error: message, abort: true }).max(max, tooLong);

/** A text that may be left out; blank is stored as null. */
export const optionalText = (max: number) =>
  lineText()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/** A phone that may be left out, but when given is a valid mobile (stored normalised). */
export const optionalMobile = lineText()
  .nullish()
  .transform((v) => (v ? normalizePhone(v) : null))
  .refine((v) => v === null || isValidMobile(v), { error: MESSAGE_KEY.invalidPhone });
