import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect (where sign-in sends the user back to)', () => {
  it('keeps a page of this app, with its query and hash', () => {
    expect(safeRedirect('/orders?tab=ready')).toBe('/orders?tab=ready');
    expect(safeRedirect('/products/42#stock')).toBe('/products/42#stock');
    expect(safeRedirect('/')).toBe('/');
  });

  it('refuses another site, however it is written', () => {
    for (const from of [
      '//evil.example/orders',
      '/\\evil.example',
      'https://evil.example/',
      'evil.example',
    ]) {
      expect(safeRedirect(from)).toBeNull();
    }
  });

  it('has nowhere to go when there is no `from`', () => {
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
    expect(safeRedirect('')).toBeNull();
  });
});
