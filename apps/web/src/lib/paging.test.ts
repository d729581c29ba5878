import { describe, expect, it } from 'vitest';
import { firstPaging, nextPaging, pageAfterEmptied, pagedListUrl, pageOf } from './paging.ts';

const onPage3 = { ...firstPaging('{}'), page: 3, limit: 25 as const, search: 'rahim' };

describe('nextPaging', () => {
  it('opens a list on page 1 of 10 rows, with no search', () => {
    expect(firstPaging('{"status":"ready"}')).toEqual({
      page: 1,
      limit: 10,
      search: '',
      filters: '{"status":"ready"}',
    });
  });

  it('moves to another page keeping the size, search and filters', () => {
    expect(nextPaging(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('goes back to page 1 on a new page size, search or filter: the rows are different ones', () => {
    expect(nextPaging(onPage3, { limit: 50 })).toEqual({ ...onPage3, limit: 50, page: 1 });
    expect(nextPaging(onPage3, { search: 'karim' })).toEqual({ ...onPage3, search: 'karim', page: 1 });
    expect(nextPaging(onPage3, { filters: '{"courier":"c1"}' })).toEqual({
      ...onPage3,
      filters: '{"courier":"c1"}',
      page: 1,
    });
  });

  it('keeps the page when the same filters come again', () => {
    expect(nextPaging(onPage3, { filters: '{}' })).toBe(onPage3);
  });
});

describe('pagedListUrl (the request for a page)', () => {
  it('asks for the page, its size and the filters', () => {
    expect(
      pagedListUrl('/api/transactions', { page: 2, limit: 25, search: '' }, { from: '2024-03-01' }),
    ).toBe('/api/transactions?page=2&limit=25&from=2024-03-01');
  });

  it('sends the search trimmed, and only when there is one', () => {
    expect(pagedListUrl('/api/stores', { page: 1, limit: 10, search: '  dhanmondi ' }, {})).toBe(
      '/api/stores?page=1&limit=10&search=dhanmondi',
    );
    expect(pagedListUrl('/api/stores', { page: 1, limit: 10, search: '   ' }, {})).toBe(
      '/api/stores?page=1&limit=10',
    );
  });

  it('encodes what the user typed', () => {
    expect(pagedListUrl('/api/users', { page: 1, limit: 10, search: 'a&b=c' }, {})).toBe(
      '/api/users?page=1&limit=10&search=a%26b%3Dc',
    );
  });
});

describe('pageAfterEmptied (the last row of the last page went away)', () => {
  it('shows the last page there still is', () => {
    expect(pageAfterEmptied({ items: [], page: 3, totalPages: 2 })).toBe(2);
    expect(pageAfterEmptied({ items: [], page: 9, totalPages: 4 })).toBe(4);
  });

  it('shows page 1 when nothing is left', () => {
    expect(pageAfterEmptied({ items: [], page: 2, totalPages: 0 })).toBe(1);
  });

  it('stays where it is while the page has rows, or on an empty first page', () => {
    expect(pageAfterEmptied({ items: [{}], page: 3, totalPages: 3 })).toBeNull();
    expect(pageAfterEmptied({ items: [], page: 1, totalPages: 1 })).toBeNull();
  });
});

describe('pageOf (a page of rows held in full)', () => {
  const rows = Array.from({ length: 60 }, (_, i) => i + 1);

  it('shows the rows of the page asked for', () => {
    expect(pageOf(rows, 1, 25)).toEqual({ page: 1, records: rows.slice(0, 25) });
    expect(pageOf(rows, 3, 25)).toEqual({ page: 3, records: [51, 52, 53, 54, 55, 56, 57, 58, 59, 60] });
  });

  it('shows the last page when the page asked for is past the end (fewer rows now)', () => {
    expect(pageOf(rows.slice(0, 30), 3, 25)).toEqual({ page: 2, records: [26, 27, 28, 29, 30] });
  });

  it('shows an empty page 1 when there are no rows', () => {
    expect(pageOf([], 2, 25)).toEqual({ page: 1, records: [] });
  });
});
