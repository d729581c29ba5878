import { describe, expect, it } from 'vitest';
import { listQuerySchema, offsetOf, paged } from './list.ts';

describe('list paging', () => {
  it('defaults to the first page of 10 and accepts only the offered sizes', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(listQuerySchema.parse({ page: '3', limit: '25', search: ' rahim ' })).toEqual({
      page: 3,
      limit: 25,
      search: 'rahim',
    });
    expect(listQuerySchema.safeParse({ limit: '7' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('reads page numbers typed in Bangla digits', () => {
    expect(listQuerySchema.parse({ page: '৩', limit: '২৫' })).toEqual({ page: 3, limit: 25 });
  });

  it('counts pages and offsets', () => {
    expect(paged([1, 2], 21, { page: 3, limit: 10 })).toMatchObject({ total: 21, totalPages: 3 });
    expect(paged([], 0, { page: 1, limit: 10 }).totalPages).toBe(1);
    expect(offsetOf({ page: 3, limit: 25 })).toBe(50);
  });
});
