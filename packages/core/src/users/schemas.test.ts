import { describe, expect, it } from 'vitest';
import { issueText } from '../field-problems.testkit.ts';
import { updateMerchantBodySchema } from '../merchants/schemas.ts';
import { createEmployeeBodySchema, updateEmployeeBodySchema } from './schemas.ts';

describe('employee schemas', () => {
  it('takes Admin or Moderator, normalises the email and defaults the status to active', () => {
    const parsed = createEmployeeBodySchema.parse({
      name: ' Rina ',
      email: ' Rina@Example.COM ',
      password: 'long-enough',
      role: 'Moderator',
    });
    expect(parsed).toEqual({
      name: 'Rina',
      email: 'rina@example.com',
      password: 'long-enough',
      role: 'Moderator',
      status: true,
    });
  });

  it('refuses other roles and short passwords with the spec’s words', () => {
    const result = createEmployeeBodySchema.safeParse({
      name: 'Rina',
      email: 'rina@example.com',
      password: 'short',
      role: 'Owner',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), issueText(i)]));
    expect(messages).toEqual({
      password: 'Password must be at least 8 characters',
      role: 'Choose a role: Admin or Moderator',
    });
  });

  it('edits name, email and role without a password; a merchant edit needs shop name and email', () => {
    expect(updateEmployeeBodySchema.parse({ name: 'A', email: 'a@b.co', role: 'Admin' })).toEqual({
      name: 'A',
      email: 'a@b.co',
      role: 'Admin',
    });
    expect(updateMerchantBodySchema.safeParse({ shopName: '', email: 'a@b.co' }).success).toBe(false);
  });
});
