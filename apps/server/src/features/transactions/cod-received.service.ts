import { dhakaDate, type OrderStatus } from '@chalan/core';
import { receivedInstant } from '@chalan/core/transactions/period';
import type { CodMarkResult, CodUndoResult, OrderRef } from '@chalan/core/transactions/replies';
import type { Db } from '../../db/client.ts';
import { reply } from '../../messages.ts';
import { lockOrders } from '../orders/order-access.ts';
import { appendOrderEvent, updateOrder } from '../orders/order-moves.ts';
import type { OrderWriter } from '../orders/orders-write.service.ts';

/**
 * Marking a completed order's COD received (by hand), and undoing it. One transaction for the whole
 * selection; each order changed gets an `edited` event naming the two COD fields, so its timeline says
 * who marked what and when. An order that is not completed, or already received, is reported and left.
 */

/** The order's COD fields as its timeline shows them: the Dhaka date the money came and the amount. */
export function codChanges(
  from: { at: Date | null; amount: number | null },
  to: { at: Date | null; amount: number | null },
  extra: Record<string, { from: unknown; to: unknown }> = {},
) {
  const day = (at: Date | null) => (at ? dhakaDate(at) : null);
  return {
    codReceivedOn: { from: day(from.at), to: day(to.at) },
    codReceivedAmount: { from: from.amount, to: to.amount },
    ...extra,
  };
}

const ref = (o: OrderRef): OrderRef => ({ id: o.id, code: o.code });

export async function markCodReceived(
  db: Db,
  writer: OrderWriter,
  input: { orderIds: string[]; receivedOn?: string; amount?: number },
  now: Date = new Date(),
): Promise<CodMarkResult> {
  const { sellerId } = writer;
  const at = receivedInstant(input.receivedOn ?? dhakaDate(now), now);
  return db.transaction(async (tx) => {
    const found = await lockOrders(tx, sellerId, input.orderIds);
    const marked: OrderRef[] = [];
    const alreadyReceived: OrderRef[] = [];
    const notCompleted: (OrderRef & { status: OrderStatus })[] = [];
    for (const order of found) {
      if (order.status !== 'completed') {
        notCompleted.push({ ...ref(order), status: order.status });
        continue;
      }
      if (order.codReceivedAt) {
        alreadyReceived.push(ref(order));
        continue;
      }
      const amount = input.amount ?? order.payable;
      await updateOrder(tx, writer, order, { codReceivedAt: at, codReceivedAmount: amount });
      await appendOrderEvent(tx, writer, order.id, {
        kind: 'edited',
        changes: codChanges({ at: null, amount: null }, { at, amount }),
      });
      marked.push(ref(order));
    }
    const skipped = alreadyReceived.length + notCompleted.length;
    const message =
      skipped === 0
        ? reply('codReceivedMarked', { count: marked.length })
        : reply('codReceivedPartly', {
            marked: marked.length,
            already: alreadyReceived.length,
            notCompleted: notCompleted.length,
          });
    return { ...message, marked, alreadyReceived, notCompleted };
  });
}

/** Puts received orders back to pending: the money did not come after all, or it was marked by mistake. */
export async function undoCodReceived(
  db: Db,
  writer: OrderWriter,
  input: { orderIds: string[] },
): Promise<CodUndoResult> {
  const { sellerId } = writer;
  return db.transaction(async (tx) => {
    const found = await lockOrders(tx, sellerId, input.orderIds);
    const undone: OrderRef[] = [];
    const notReceived: OrderRef[] = [];
    for (const order of found) {
      if (!order.codReceivedAt) {
        notReceived.push(ref(order));
        continue;
      }
      await updateOrder(tx, writer, order, { codReceivedAt: null, codReceivedAmount: 0 });
      await appendOrderEvent(tx, writer, order.id, {
        kind: 'edited',
        changes: codChanges(
          { at: order.codReceivedAt, amount: order.codReceivedAmount },
          { at: null, amount: null },
        ),
      });
      undone.push(ref(order));
    }
    const message =
      notReceived.length === 0
        ? reply('codReceivedUndone', { count: undone.length })
        : reply('codReceivedUndonePartly', { undone: undone.length, skipped: notReceived.length });
    return { ...message, undone, notReceived };
  });
}
