import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

export { LANGUAGES, type Language } from './languages.ts';
export const languageSchema = z.enum(LANGUAGES);

/** How a user sees Chalan, kept on the user so it follows them to every device. */
export const preferencesSchema = z
  .object({
    language: languageSchema,
    /** Bangla mode with Latin digits (many sellers type and read phones that way). */
    latinDigits: z.boolean(),
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.output<typeof preferencesSchema>;

/** A change of preferences: only what is sent changes. */
export const updatePreferencesBodySchema = preferencesSchema.partial();
export type UpdatePreferencesInput = z.input<typeof updatePreferencesBodySchema>;
