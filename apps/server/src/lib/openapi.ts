import { z } from '@hono/zod-openapi';

/** Small builders for route definitions, so each route file states only what is its own. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T, required = true) => ({
  content: { 'application/json': { schema } },
  required,
});

/** `{id}` in a path: a UUID (another seller's id is then "not found" in the service). */
export const idParams = z.object({ id: z.uuid() });
