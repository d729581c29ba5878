import { NOT_A_PURCHASE_STATUSES, OPEN_STATUSES, type OrderStatus } from '@chalan/core';
import { sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';

/**
 * Core's status lists written into the SQL as literals ('processing', 'ready'): the statement reads as
 * before (no parameters), so its plans stay those of docs/performance.md. The values are core's constants.
 */
const literalList = (statuses: readonly OrderStatus[]) =>
  sql.raw(`(${statuses.map((status) => `'${status}'`).join(', ')})`);

/** An open order (core's isOpen): processing or ready. */
export const isOpenSql = sql`${orders.status} in ${literalList(OPEN_STATUSES)}`;

/** An order that counts as a purchase (core's isPurchase): neither cancelled nor returned. */
export const isPurchaseSql = sql`${orders.status} not in ${literalList(NOT_A_PURCHASE_STATUSES)}`;
