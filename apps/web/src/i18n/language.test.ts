import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './index.ts';

describe('the first visit’s language', () => {
  it('is Bangla for a browser that prefers Bangla, in any region', () => {
    expect(preferredLanguage(['bn-BD', 'en-US'])).toBe('bn');
    expect(preferredLanguage(['bn'])).toBe('bn');
    expect(preferredLanguage(['BN-IN'])).toBe('bn');
  });

  it('is the first of the two the browser names, English when it names neither', () => {
    expect(preferredLanguage(['en-GB', 'bn-BD'])).toBe('en');
    expect(preferredLanguage(['fr-FR', 'bn-BD'])).toBe('bn');
    expect(preferredLanguage(['hi-IN', 'fr'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
