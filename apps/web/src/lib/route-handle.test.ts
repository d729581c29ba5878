import { describe, expect, it } from 'vitest';
import { routeHandleOf } from './route-handle.ts';

describe('routeHandleOf (the title and access of the page open now)', () => {
  it('takes the deepest route that says something, and keeps what outer routes said otherwise', () => {
    const matches = [
      { handle: { capability: 'manageCustomersList' } },
      { handle: undefined },
      { handle: { titleKey: 'customers' } },
      { handle: { titleKey: 'customerProfile' } },
    ];
    expect(routeHandleOf(matches)).toEqual({
      capability: 'manageCustomersList',
      titleKey: 'customerProfile',
    });
  });

  it("keeps the platform screens' master flag", () => {
    const matches = [{ handle: { master: true } }, { handle: { titleKey: 'merchants' } }];
    expect(routeHandleOf(matches)).toEqual({ master: true, titleKey: 'merchants' });
  });

  it('says nothing for routes without a handle', () => {
    expect(routeHandleOf([{ handle: undefined }, { handle: null }])).toEqual({});
    expect(routeHandleOf([])).toEqual({});
  });
});
