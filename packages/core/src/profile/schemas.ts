import { z } from 'zod';
import { MESSAGE_KEY } from '../messages.ts';
import { isValidMobile, normalizePhone } from '../phone.ts';
import { lineText } from '../text.ts';

export const mobilePhone = lineText(MESSAGE_KEY.phoneRequired)
  .min(1, { error: MESSAGE_KEY.phoneRequired })
  .transform(normalizePhone)
  .refine(isValidMobile, { error: MESSAGE_KEY.invalidPhone });

/** Business Information (spec part 2 §5): phone, address and city required; blank name and email keep theirs. */
export const updateBusinessProfileBodySchema = z.object({
  name: lineText().max(120).optional(),
  email: lineText()
    .toLowerCase()
    .optional()
    .refine((v) => !v || z.email().safeParse(v).success, { error: MESSAGE_KEY.invalidEmail }),
  phone: mobilePhone,
  address: lineText(MESSAGE_KEY.addressRequired).min(1, { error: MESSAGE_KEY.addressRequired }).max(300),
  city: lineText(MESSAGE_KEY.cityRequired).min(1, { error: MESSAGE_KEY.cityRequired }).max(80),
});
export type UpdateBusinessProfileBody = z.infer<typeof updateBusinessProfileBodySchema>;
export type UpdateProfileInput = z.input<typeof updateBusinessProfileBodySchema>;

export const LOGO_MAX_BYTES = 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Reads the type from the file's first bytes; the name and the browser's claim are not trusted. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
