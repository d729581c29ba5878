import { generateOrderCode, storedTotals } from '@chalan/core';
import type { ImportOrder } from '@chalan/core/order-import/index';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { insertAll } from '../../db/bulk-insert.ts';
import type { Tx } from '../../db/client.ts';
import { customers, orderCodes, orderLines, orders, stockMovements } from '../../db/schema/index.ts';
import type { Random } from '../orders/order-codes.ts';
import { appendOrderEvents } from '../orders/order-moves.ts';
import type { OrderWriter } from '../orders/orders-write.service.ts';
import { takeStock } from '../orders/orders-write-stock.ts';

/**
 * Writes checked import rows as processing orders, as Start Order's Save writes one (createOrder):
 * stock taken with the same guarded update, totals from core's one definition, a fresh order id
 * recorded in order_codes, the lines as sold, an `order` stock movement per line and a `created`
 * event — but in multi-row statements, so 10,000 orders take seconds rather than minutes. The caller's
 * transaction makes it all or nothing.
 */

/** The stock moved under us (a concurrent order took units): the caller rolls back and checks again. */
export class StockMoved extends Error {}

const CODE_ATTEMPTS = 5;

async function inChunks<T, R>(items: T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 1000) out.push(...(await read(items.slice(i, i + 1000))));
  return out;
}

/** Takes every product's units for all the orders, one guarded update per product in id order. */
async function takeAllStock(tx: Tx, sellerId: string, list: readonly ImportOrder[]) {
  const units = new Map<string, number>();
  for (const order of list) {
    for (const line of order.lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.qty);
  }
  for (const productId of [...units.keys()].sort()) {
    if (!(await takeStock(tx, sellerId, productId, units.get(productId)!))) throw new StockMoved();
  }
}

/** The customer of each phone: the seller's live customer with that number, else one added from the row. */
async function customersByPhone(tx: Tx, sellerId: string, list: readonly ImportOrder[]) {
  const phones = [...new Set(list.map((o) => o.phone))];
  const found = await inChunks(phones, (chunk) =>
    tx
      .select({ id: customers.id, phone: customers.phone })
      .from(customers)
      .where(
        and(eq(customers.sellerId, sellerId), inArray(customers.phone, chunk), isNull(customers.deletedAt)),
      ),
  );
  const idOf = new Map(found.map((c) => [c.phone, c.id]));
  const added: (typeof customers.$inferInsert)[] = [];
  for (const order of list) {
    if (idOf.has(order.phone)) continue;
    const id = uuidv7();
    idOf.set(order.phone, id);
    added.push({
      sellerId,
      id,
      name: order.name,
      phone: order.phone,
      address: order.address,
      district: order.district,
      thana: order.thana,
    });
  }
  await insertAll(tx, customers, added);
  return { idOf, added: added.length };
}

/** A fresh id for each order: none the seller's orders have had, none twice in the file. */
async function freshCodes(tx: Tx, sellerId: string, count: number, random: Random): Promise<string[]> {
  const codes: string[] = [];
  const taken = new Set<string>();
  let pending = Array.from({ length: count }, (_, i) => i);
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > CODE_ATTEMPTS) throw new Error('Could not find free order ids');
    for (const i of pending) {
      let code = generateOrderCode(random);
      for (let tries = 1; taken.has(code) && tries < CODE_ATTEMPTS; tries++) code = generateOrderCode(random);
      if (taken.has(code)) throw new Error('Could not find free order ids');
      taken.add(code);
      codes[i] = code;
    }
    const clashes = new Set(
      (
        await inChunks(
          pending.map((i) => codes[i]!),
          (chunk) =>
            tx
              .select({ code: orderCodes.code })
              .from(orderCodes)
              .where(and(eq(orderCodes.sellerId, sellerId), inArray(orderCodes.code, chunk))),
        )
      ).map((r) => r.code),
    );
    pending = pending.filter((i) => clashes.has(codes[i]!));
  }
  return codes;
}

export interface WrittenOrder {
  row: number;
  id: string;
  code: string;
}

export async function writeImportedOrders(
  tx: Tx,
  writer: OrderWriter,
  list: readonly ImportOrder[],
  random: Random,
): Promise<{ orders: WrittenOrder[]; customersAdded: number }> {
  const { sellerId, userId } = writer;
  if (list.length === 0) return { orders: [], customersAdded: 0 };
  await takeAllStock(tx, sellerId, list);
  const { idOf, added } = await customersByPhone(tx, sellerId, list);
  const codes = await freshCodes(tx, sellerId, list.length, random);
  const written = list.map((order, i) => ({ row: order.row, id: uuidv7(), code: codes[i]! }));

  await insertAll(
    tx,
    orders,
    list.map((o, i) => ({
      sellerId,
      id: written[i]!.id,
      code: written[i]!.code,
      customerId: idOf.get(o.phone)!,
      storeId: o.storeId,
      courierId: o.courierId,
      name: o.name,
      phone: o.phone,
      address: o.address,
      district: o.district,
      thana: o.thana,
      refNo: o.refNo,
      paymentType: o.paymentType,
      status: 'processing' as const,
      courierStatus: 'none' as const,
      ...storedTotals(o.totals),
      discountOnAllType: o.discountOnAll.type,
      discountOnAllValue: o.discountOnAll.value,
      note: o.note,
      weightGrams: o.weightGrams,
      salesDate: o.salesDate,
      createdById: userId,
      updatedById: userId,
    })),
  );
  await insertAll(
    tx,
    orderCodes,
    written.map((w) => ({ sellerId, code: w.code, orderId: w.id })),
  );
  await insertAll(
    tx,
    orderLines,
    list.flatMap((o, i) =>
      o.lines.map((l, position) => ({
        sellerId,
        id: uuidv7(),
        orderId: written[i]!.id,
        productId: l.productId,
        position: position + 1,
        name: l.name,
        salePrice: l.salePrice,
        liftPrice: l.liftPrice,
        qty: l.qty,
        discount: l.discount,
      })),
    ),
  );
  await insertAll(
    tx,
    stockMovements,
    list.flatMap((o, i) =>
      o.lines.map((l) => ({
        sellerId,
        id: uuidv7(),
        orderId: written[i]!.id,
        productId: l.productId,
        kind: 'order' as const,
        qtyChange: -l.qty,
        unitCost: l.liftPrice,
        createdById: userId,
      })),
    ),
  );
  // The timeline says the order came from a CSV file.
  await appendOrderEvents(
    tx,
    writer,
    written.map((w) => ({ orderId: w.id, kind: 'created', changes: { source: { from: null, to: 'csv' } } })),
  );
  return { orders: written, customersAdded: added };
}
