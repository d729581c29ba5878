import { z } from 'zod';
import { listQuerySchema } from '../list.ts';
import { MESSAGE_KEY } from '../messages.ts';
import { daysInSpan, dhakaMonthSoFar } from '../time.ts';

/** Longest period one report may cover, in days (From and To both count). */
export const LOSS_PROFIT_MAX_DAYS = 366;
const EARLIEST = '2000-01-01';
const LATEST = '2099-12-31';

/** The product table's sort keys; the default is profit, highest first. */
export const LOSS_PROFIT_SORTS = ['profit', 'revenue', 'cost', 'qty', 'margin', 'name'] as const;
export type LossProfitSort = (typeof LOSS_PROFIT_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A query string sends an empty value for a cleared field: that is the default. */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const isoDate = z.iso
  .date({ error: MESSAGE_KEY.lossProfitDateInvalid, abort: true })
  .refine((d) => d >= EARLIEST && d <= LATEST, { error: MESSAGE_KEY.lossProfitDateOutOfRange });
const periodDate = (which: 'from' | 'to') =>
  z.preprocess(
    blank,
    isoDate.default(() => dhakaMonthSoFar(new Date())[which]),
  );

/**
 * `GET /api/reports/loss-profit`: sales dates From and To (inclusive; default this month so far in Dhaka),
 * and the product table's page, page size and sort.
 */
export const lossProfitQuerySchema = z
  .object({
    from: periodDate('from'),
    to: periodDate('to'),
    page: listQuerySchema.shape.page,
    limit: listQuerySchema.shape.limit,
    sort: z.preprocess(
      blank,
      z.enum(LOSS_PROFIT_SORTS, { error: MESSAGE_KEY.lossProfitSortInvalid }).default('profit'),
    ),
    dir: z.preprocess(
      blank,
      z.enum(SORT_DIRECTIONS, { error: MESSAGE_KEY.lossProfitSortInvalid }).default('desc'),
    ),
  })
  .superRefine((q, ctx) => {
    // The refinement runs even when a date failed above: compare only two real dates.
    if (!isoDate.safeParse(q.from).success || !isoDate.safeParse(q.to).success) return;
    if (q.from > q.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: MESSAGE_KEY.lossProfitRangeInvalid });
    } else if (daysInSpan(q) > LOSS_PROFIT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: MESSAGE_KEY.lossProfitRangeTooLong });
    }
  });
export type LossProfitQuery = z.infer<typeof lossProfitQuerySchema>;
export type LossProfitQueryInput = z.input<typeof lossProfitQuerySchema>;
