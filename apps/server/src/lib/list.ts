import { PAGE_SIZES } from '@chalan/core';
import { z } from '@hono/zod-openapi';

/** The reply of every paged list: `{ items, page, limit, total, totalPages }`. */
export function pagedSchema<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      items: z.array(item),
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
    })
    .openapi(name);
}

/** OpenAPI form of core's listQuerySchema for `request.query`. */
export const listQueryParams = z.object({
  page: z.string().optional().openapi({ example: '1' }),
  limit: z
    .string()
    .optional()
    .openapi({ enum: PAGE_SIZES.map(String), example: '10' }),
  search: z.string().optional(),
});

/** An ILIKE pattern matching `search` anywhere, its `%`, `_` and `\` taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;
