import { randomInt } from 'node:crypto';
import { generateOrderCode } from '@chalan/core';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { orderCodes } from '../../db/schema/index.ts';

const CODE_ATTEMPTS = 5;

/** Integers in [0, n): crypto randomness, replaceable in tests to force a clash. */
export type Random = (n: number) => number;
export const cryptoRandom: Random = (n) => randomInt(n);

/**
 * Gives an order a fresh random id: `write` stores it on the order (insert or update) and returns the
 * order's row id; the id is then recorded in order_codes. A clash with any id the seller's orders have
 * had is retried under a savepoint, so the rest of the transaction stands.
 */
export async function withFreshCode<T extends { id: string }>(
  tx: Tx,
  sellerId: string,
  write: (sp: Tx, code: string) => Promise<T>,
  random: Random = cryptoRandom,
): Promise<T & { code: string }> {
  for (let attempt = 1; ; attempt++) {
    const code = generateOrderCode(random);
    try {
      return await tx.transaction(async (sp) => {
        const order = await write(sp, code);
        await sp.insert(orderCodes).values({ sellerId, code, orderId: order.id });
        return { ...order, code };
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}
