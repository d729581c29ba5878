import { describe, expect, it } from 'vitest';
import { issueText } from '../field-problems.testkit.ts';
import { MESSAGES } from '../messages.ts';
import { dhakaDate } from '../time.ts';
import { lossProfitQuerySchema } from './schemas.ts';

const fieldsOf = (input: Record<string, unknown>) => {
  const result = lossProfitQuerySchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), issueText(i)]));
};

describe('the loss-profit period', () => {
  it('defaults to this month in Dhaka, its 1st to today', () => {
    const before = dhakaDate(new Date());
    const query = lossProfitQuerySchema.parse({ from: '', to: '' });
    expect([before, dhakaDate(new Date())]).toContain(query.to);
    expect(query.from).toBe(`${query.to.slice(0, 8)}01`);
    expect(query).toMatchObject({ page: 1, limit: 10, sort: 'profit', dir: 'desc' });
  });

  it('takes real dates only, From on or before To, at most 366 days', () => {
    expect(fieldsOf({ from: '2024-03-01', to: '2024-03-31' })).toEqual({});
    expect(fieldsOf({ from: '2024-03-05', to: '2024-03-05' })).toEqual({});
    expect(fieldsOf({ from: '2024-02-30', to: '2024-03-01' })).toEqual({
      from: MESSAGES.lossProfitDateInvalid,
    });
    expect(fieldsOf({ from: '2024-03-01', to: 'tomorrow' })).toEqual({ to: MESSAGES.lossProfitDateInvalid });
    expect(fieldsOf({ from: '1999-12-31', to: '2000-01-02' })).toEqual({
      from: MESSAGES.lossProfitDateOutOfRange,
    });
    expect(fieldsOf({ from: '2024-03-10', to: '2024-03-09' })).toEqual({
      to: MESSAGES.lossProfitRangeInvalid,
    });
    expect(fieldsOf({ from: '2024-01-01', to: '2024-12-31' })).toEqual({});
    expect(fieldsOf({ from: '2023-01-01', to: '2024-01-01' })).toEqual({});
    expect(fieldsOf({ from: '2024-01-01', to: '2025-01-01' })).toEqual({
      to: MESSAGES.lossProfitRangeTooLong,
    });
    // A broken From is reported once, not also as a range problem on To.
    expect(fieldsOf({ from: '2024-13-01', to: '2024-01-01' })).toEqual({
      from: MESSAGES.lossProfitDateInvalid,
    });
  });

  it('sorts by a known column only, and pages with the list sizes', () => {
    expect(lossProfitQuerySchema.parse({ sort: 'margin', dir: 'asc', page: '3', limit: '25' })).toMatchObject(
      {
        sort: 'margin',
        dir: 'asc',
        page: 3,
        limit: 25,
      },
    );
    expect(fieldsOf({ sort: 'price' })).toEqual({ sort: MESSAGES.lossProfitSortInvalid });
    expect(fieldsOf({ dir: 'up' })).toEqual({ dir: MESSAGES.lossProfitSortInvalid });
    expect(Object.keys(fieldsOf({ limit: '7' }))).toEqual(['limit']);
  });
});
