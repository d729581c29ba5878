import { type CreateOrderBody, defaultDeliveryCharge, storedTotals } from '@chalan/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customers, orderLines, orders, stores } from '../../db/schema/index.ts';
import { queueOrderSms } from '../sms/sms-queue.ts';
import { cryptoRandom, type Random, withFreshCode } from './order-codes.ts';
import { appendOrderEvent } from './order-moves.ts';
import { rememberCourier } from './orders-start-defaults.ts';
import {
  activeCourier,
  checkedTotals,
  GatheredProblems,
  liveProducts,
  mergeLines,
  moveLineStock,
} from './orders-write-checks.ts';
import { recordMovements } from './orders-write-stock.ts';
import { orderWeight } from './orders-write-weight.ts';

export interface OrderWriter {
  sellerId: string;
  userId: string;
}

type NewOrder = Omit<typeof orders.$inferInsert, 'code'>;

/** Inserts the order under a fresh id (recorded in order_codes with it). */
const insertWithCode = (tx: Tx, values: NewOrder, random: Random) =>
  withFreshCode(
    tx,
    values.sellerId,
    async (sp, code) => {
      const [order] = await sp
        .insert(orders)
        .values({ ...values, code })
        .returning({ id: orders.id });
      return order!;
    },
    random,
  );

/**
 * Start Order's Save, in one transaction: the customer, store, courier and products must be the
 * seller's; lines are priced (and, unless a weight is given, weighed) from the products now; the stock is taken with guarded updates; the
 * order, its id, lines, stock movements and `created` event are written, and its courier becomes the
 * seller's next default. Any refusal changes nothing.
 */
export async function createOrder(
  db: Db,
  writer: OrderWriter,
  input: CreateOrderBody,
  random: Random = cryptoRandom,
): Promise<{ id: string; code: string }> {
  const { sellerId, userId } = writer;
  return db.transaction(async (tx) => {
    const problems = new GatheredProblems();
    const [customer] = await tx
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.sellerId, sellerId),
          eq(customers.id, input.customerId),
          isNull(customers.deletedAt),
        ),
      );
    if (!customer) problems.add('customerId', 'orderCustomerUnknown');
    const [store] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.sellerId, sellerId), eq(stores.id, input.storeId)));
    if (!store) problems.add('storeId', 'unknownStore');
    const courier = await activeCourier(tx, sellerId, input.courierId, problems);
    const merged = mergeLines(input.lines);
    const catalogue = await liveProducts(
      tx,
      sellerId,
      merged.map((l) => l.productId),
    );
    for (const line of merged) {
      if (!catalogue.has(line.productId))
        problems.add(`lines.${line.index}.productId`, 'orderProductUnknown');
    }
    problems.throwIfAny();

    const lines = merged.map((line) => ({ ...line, ...catalogue.get(line.productId)! }));
    const deliveryCharge = input.deliveryCharge ?? defaultDeliveryCharge(courier!, customer!.district);
    const totals = checkedTotals(lines, input.discountOnAll, deliveryCharge, input.advance);
    const weightGrams = await orderWeight(tx, sellerId, lines, input.weightGrams);
    await moveLineStock(
      tx,
      sellerId,
      lines.map((l) => ({ productId: l.productId, qty: l.qty, index: l.index, adding: true })),
    );

    const order = await insertWithCode(
      tx,
      {
        sellerId,
        customerId: customer!.id,
        storeId: input.storeId,
        courierId: courier!.id,
        name: customer!.name,
        phone: customer!.phone,
        address: customer!.address,
        district: customer!.district,
        thana: customer!.thana,
        refNo: input.refNo,
        paymentType: input.paymentType,
        status: 'processing',
        courierStatus: 'none',
        ...storedTotals(totals),
        discountOnAllType: input.discountOnAll.type,
        discountOnAllValue: input.discountOnAll.value,
        note: input.note || null,
        weightGrams,
        deliveryType: input.deliveryType,
        itemType: input.itemType,
        salesDate: input.salesDate,
        createdById: userId,
        updatedById: userId,
      },
      random,
    );
    await tx.insert(orderLines).values(
      lines.map((l, i) => ({
        sellerId,
        orderId: order.id,
        productId: l.productId,
        position: i + 1,
        name: l.name,
        salePrice: l.salePrice,
        liftPrice: l.liftPrice,
        qty: l.qty,
        discount: l.discount,
      })),
    );
    await recordMovements(
      tx,
      { sellerId, orderId: order.id, userId },
      'order',
      lines.map((l) => ({ productId: l.productId, qtyChange: -l.qty, unitCost: l.liftPrice })),
    );
    await appendOrderEvent(tx, writer, order.id, { kind: 'created' });
    await queueOrderSms(tx, writer, { id: order.id, phone: customer!.phone }, 'confirm', 'if turned on');
    await rememberCourier(tx, sellerId, courier!.id);
    return order;
  });
}
