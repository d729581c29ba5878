import { describe, expect, it } from 'vitest';
import { issueText } from '../field-problems.testkit.ts';
import { supplierBodySchema } from './schemas.ts';

describe('Supplier input', () => {
  it('needs a name; phone and address are optional', () => {
    const failed = supplierBodySchema.safeParse({ name: '' });
    expect(failed.error?.issues.map((i) => [i.path[0], issueText(i)])).toEqual([
      ['name', 'Name is required'],
    ]);
    expect(supplierBodySchema.parse({ name: ' Rahim Traders ', phone: '', address: '  ' })).toEqual({
      name: 'Rahim Traders',
      phone: null,
      address: null,
      status: true,
    });
  });

  it('takes a phone only when it is a valid mobile, and stores it normalised', () => {
    expect(supplierBodySchema.parse({ name: 'A', phone: '8801912345678' }).phone).toBe('01912345678');
    const failed = supplierBodySchema.safeParse({ name: 'A', phone: '01212345678' });
    expect(failed.error?.issues.map((i) => [i.path[0], issueText(i)])).toEqual([
      ['phone', 'Enter an 11-digit mobile number such as 01712345678'],
    ]);
  });
});
