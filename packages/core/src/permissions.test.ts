import { describe, expect, it } from 'vitest';
import { can, homeFor } from './permissions.ts';

describe('permissions (DESIGN.md)', () => {
  it('keeps the dashboard, customers, loss-profit and settings for the Admin', () => {
    for (const capability of [
      'viewDashboard',
      'manageCustomersList',
      'viewLossProfit',
      'manageStores',
      'manageUsers',
    ] as const) {
      expect(can('Admin', capability)).toBe(true);
      expect(can('Moderator', capability)).toBe(false);
    }
  });

  it('lets staff work orders and products and view the catalogue', () => {
    for (const capability of ['workOrders', 'manageProducts', 'viewCatalogue'] as const) {
      expect(can('Moderator', capability)).toBe(true);
    }
  });

  it('sends each role to its home screen', () => {
    expect(homeFor('Admin')).toBe('/inventory/overview');
    expect(homeFor('Moderator')).toBe('/inventory/start-order');
  });
});
