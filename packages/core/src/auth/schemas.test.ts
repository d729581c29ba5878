import { describe, expect, it } from 'vitest';
import { issueText } from '../field-problems.testkit.ts';
import { loginBodySchema, registerMerchantBodySchema } from './schemas.ts';

describe('account input', () => {
  it('lowercases and trims emails so one address is one account', () => {
    expect(loginBodySchema.parse({ email: ' Rahim@Example.COM ', password: 'x' }).email).toBe(
      'rahim@example.com',
    );
  });

  it('gives the messages users see', () => {
    const result = registerMerchantBodySchema.safeParse({ shopName: ' ', email: 'bad', password: '1234567' });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], issueText(i)]));
    expect(messages).toEqual({
      shopName: 'Shop Name is required',
      email: 'Invalid Email',
      password: 'Password must be at least 8 characters',
    });
  });
});
