import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCourierBodySchema, resolveCourierCredentials, updateCourierBodySchema } from './schemas.ts';

const base = { name: 'Steadfast', provider: 'steadfast', chargeInDhaka: 6000, chargeOutsideDhaka: 12000 };

describe('courier credentials', () => {
  it('fill blank fields from the stored ones and keep what was typed', () => {
    const stored = { apiKey: 'old-key', secretKey: 'old-secret' };
    expect(resolveCourierCredentials('steadfast', { apiKey: '', secretKey: 'new-secret' }, stored)).toEqual({
      success: true,
      credentials: { apiKey: 'old-key', secretKey: 'new-secret' },
    });
  });

  it('name each missing field under credentials.', () => {
    expect(resolveCourierCredentials('pathao', { clientId: 'id', username: 'a@b.co' }, null)).toEqual({
      success: false,
      problems: {
        'credentials.clientSecret': { key: 'courierClientSecretRequired', params: {} },
        'credentials.password': { key: 'courierPasswordRequired', params: {} },
      },
    });
  });

  it('take a RedX token with or without its "Bearer " prefix', () => {
    for (const typed of ['tok-123', 'Bearer tok-123', '  bearer   tok-123 ']) {
      const resolved = resolveCourierCredentials('redx', { accessToken: typed }, null);
      expect(resolved).toEqual({ success: true, credentials: { accessToken: 'tok-123' } });
    }
    expect(resolveCourierCredentials('redx', { accessToken: 'Bearer' }, null).success).toBe(false);
  });

  it('are all required to add a courier with an API, none for "None"', () => {
    expect(createCourierBodySchema.safeParse({ ...base, credentials: {} }).success).toBe(false);
    expect(createCourierBodySchema.safeParse({ ...base, provider: 'none' }).success).toBe(true);
  });

  it('may be left blank on a change, but what is typed must be valid', () => {
    expect(updateCourierBodySchema.safeParse({ ...base, credentials: { apiKey: '' } }).success).toBe(true);
    const bad = updateCourierBodySchema.safeParse({
      ...base,
      provider: 'pathao',
      credentials: { username: 'not-an-email' },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['credentials', 'username'],
      message: 'invalidEmail',
    });
  });
});

describe('courier charges', () => {
  it('accept exactly the whole taka amounts from 0 to 100,000, as poisha', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 20_000_000 }), (poisha) => {
        const ok = createCourierBodySchema.safeParse({
          ...base,
          provider: 'none',
          chargeInDhaka: poisha,
        }).success;
        expect(ok).toBe(poisha >= 0 && poisha <= 10_000_000 && poisha % 100 === 0);
      }),
    );
  });

  it('default to 0 when not given', () => {
    const parsed = createCourierBodySchema.parse({ name: 'Hand', provider: 'none' });
    expect(parsed).toMatchObject({ chargeInDhaka: 0, chargeOutsideDhaka: 0, mode: 'live', status: true });
  });
});
