import { describe, expect, it } from 'vitest';
import { customerBodySchema, phoneSearchDigits } from './schemas.ts';

describe('phoneSearchDigits', () => {
  it('reads digits (as people type them) as a phone search', () => {
    expect(phoneSearchDigits('01712')).toBe('01712');
    expect(phoneSearchDigits(' 017-1234 5678 ')).toBe('01712345678');
    expect(phoneSearchDigits('+8801712345678')).toBe('01712345678');
    expect(phoneSearchDigits('০১৭১২')).toBe('01712');
    expect(phoneSearchDigits(' ০১৭-১২৩৪ ৫৬৭৮ ')).toBe('01712345678');
  });

  it('reads anything else as a name', () => {
    expect(phoneSearchDigits('Rahim')).toBeNull();
    expect(phoneSearchDigits('Hasan 3')).toBeNull();
    expect(phoneSearchDigits('-')).toBeNull();
    expect(phoneSearchDigits('')).toBeNull();
  });
});

describe('customerBodySchema', () => {
  it('normalises the phone and drops blank optional fields', () => {
    const parsed = customerBodySchema.parse({
      name: ' Rahim ',
      phone: '+88 01712-345678',
      address: 'Mirpur',
      district: '',
      thana: '',
      link: ' ',
    });
    expect(parsed).toEqual({ name: 'Rahim', phone: '01712345678', address: 'Mirpur' });
    const nulls = {
      name: 'Rahim',
      phone: '01712345678',
      address: 'Mirpur',
      district: null,
      thana: null,
      link: null,
    };
    expect(customerBodySchema.parse(nulls)).toEqual({
      name: 'Rahim',
      phone: '01712345678',
      address: 'Mirpur',
    });
  });
});
