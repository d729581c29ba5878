import { z } from 'zod';
import { formatMessage, MESSAGES } from '../messages.ts';
import { isValidMobile, normalizePhone } from '../phone.ts';

const tooLong = (max: number) => ({ error: formatMessage('textTooLong', { max }) });

/** A text that must be there. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, tooLong(max));

/** A text that may be left out; blank is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => v || null);

/** A phone that may be left out, but when given is a valid mobile (stored normalised). */
export const optionalMobile = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? normalizePhone(v) : null))
  .refine((v) => v === null || isValidMobile(v), { error: MESSAGES.invalidPhone });
