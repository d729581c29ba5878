import { uuid } from 'drizzle-orm/pg-core';
import { sellers } from './sellers.ts';

/** The tenant column of every business table. */
export const tenantSellerId = () =>
  uuid('seller_id')
    .notNull()
    .references(() => sellers.id);
