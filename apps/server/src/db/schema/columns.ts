import { DEFAULT_PRODUCT_WEIGHT_GRAMS } from '@chalan/core';
import { bigint, integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';

/** Shared column builders: UUIDv7 ids, UTC timestamps, money in poisha. */
export const id = () =>
  uuid('id')
    .notNull()
    .$defaultFn(() => uuidv7());
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Integer poisha; bigint in the database, a safe JS integer in code. */
export const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
/** Integer grams (never a float): half a kilo unless weighed. */
export const weightGrams = () => integer('weight_grams').notNull().default(DEFAULT_PRODUCT_WEIGHT_GRAMS);
