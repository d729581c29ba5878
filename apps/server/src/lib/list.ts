import { PAGE_SIZES } from '@chalan/core';
import { z } from '@hono/zod-openapi';

export { pagedSchema } from '@chalan/core/replies';

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
