import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** Sign-ins and account changes (spec: userlog). Not tenant-keyed: some entries precede any seller. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id().primaryKey(),
    sellerId: uuid('seller_id'),
    userId: uuid('user_id'),
    logType: text('log_type').notNull(),
    logMessage: text('log_message').notNull(),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_logs_seller_idx').on(t.sellerId, t.createdAt),
    index('activity_logs_user_idx').on(t.userId),
  ],
);

/**
 * Failed sign-ins, per account (`account:<email>`) and per client address (`address:<ip>`), kept for the
 * limits' window: counted in the database, so every instance refuses the same attempts.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id().primaryKey(),
    key: text('key').notNull(),
    at: createdAt(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.at), index('login_failures_at_idx').on(t.at)],
);
