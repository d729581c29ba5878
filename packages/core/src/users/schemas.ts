import { z } from 'zod';

export const userStatusBodySchema = z.object({ status: z.boolean() });
export type UserStatusBody = z.infer<typeof userStatusBodySchema>;
