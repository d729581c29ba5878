import { NOT_A_PURCHASE_STATUSES, NOT_PLACED_STATUSES, OPEN_STATUSES, type OrderStatus } from '@chalan/core';
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

/** Core's not-placed statuses as a SQL list, for statements that name the orders table by an alias. */
export const notPlacedList = literalList(NOT_PLACED_STATUSES);

/** A placed order (core's isPlaced): not cancelled. */
export const isPlacedSql = sql`${orders.status} not in ${notPlacedList}`;
