import { describe, expect, it } from 'vitest';
import { exportColumnsFor, exportUrl } from './export-columns.ts';

describe('exportUrl', () => {
  it('leaves English out, so an English export asks for what it always did', () => {
    expect(exportUrl('/api/customers/export', {}, 'en')).toBe('/api/customers/export');
    expect(exportUrl('/api/orders/export', { status: 'ready', search: 'রহিমা' }, 'en')).toBe(
      `/api/orders/export?status=ready&search=${encodeURIComponent('রহিমা')}`,
    );
  });

  it('asks for Bangla column names with columns=bn, after the list’s own query', () => {
    expect(exportUrl('/api/products/export', {}, 'bn')).toBe('/api/products/export?columns=bn');
    expect(exportUrl('/api/orders/export', { ids: 'a,b' }, 'bn')).toBe(
      '/api/orders/export?ids=a%2Cb&columns=bn',
    );
  });
});

describe('exportColumnsFor', () => {
  it('gives English screens English names, and Bangla screens the user’s choice', () => {
    expect(exportColumnsFor('en', 'bn')).toBe('en');
    expect(exportColumnsFor('bn', 'bn')).toBe('bn');
    expect(exportColumnsFor('bn', 'en')).toBe('en');
  });
});
