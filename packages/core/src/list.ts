import { z } from 'zod';
import { withLatinDigits } from './digits.ts';
import { MESSAGE_KEY } from './messages.ts';
import { PAGE_SIZES, type PageSize } from './page-sizes.ts';
import { lineText } from './text.ts';

export { PAGE_SIZES, type PageSize } from './page-sizes.ts';

export const listQuerySchema = z.object({
  page: z.preprocess(withLatinDigits, z.coerce.number().int().min(1)).default(1),
  limit: z
    .preprocess(
      withLatinDigits,
      z.coerce.number().refine((n): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n), {
        error: MESSAGE_KEY.pageSizeInvalid,
      }),
    )
    .default(10),
  search: lineText().max(100).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export interface Paged<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export function paged<T>(items: T[], total: number, query: { page: number; limit: number }): Paged<T> {
  return {
    items,
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

export const offsetOf = (query: { page: number; limit: number }) => (query.page - 1) * query.limit;
