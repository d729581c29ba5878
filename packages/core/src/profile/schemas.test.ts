import { describe, expect, it } from 'vitest';
import { issueText } from '../field-problems.testkit.ts';
import { sniffImageType, updateBusinessProfileBodySchema } from './schemas.ts';

describe('Business Information input', () => {
  it('requires phone, address and city with the spec’s messages', () => {
    const result = updateBusinessProfileBodySchema.safeParse({ phone: '', address: '', city: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], issueText(i)]));
    expect(messages).toEqual({
      phone: 'Phone is required',
      address: 'Address is required',
      city: 'City is required',
    });
  });

  it('normalises the phone', () => {
    const result = updateBusinessProfileBodySchema.parse({
      phone: '+8801812345678',
      address: 'a',
      city: 'b',
    });
    expect(result.phone).toBe('01812345678');
  });
});

describe('image type by content', () => {
  it('knows PNG, JPEG and WebP by their first bytes and nothing else', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    expect(sniffImageType(webp)).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg/>'))).toBeNull();
  });
});
