import {
  computeTotals,
  type DiscountOnAll,
  defaultDeliveryCharge,
  dhakaDate,
  generateOrderCode,
  linesWeight,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentType,
  restocksOn,
  storedTotals,
} from '@chalan/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { codChanges } from '../../features/transactions/cod-received.service.ts';
import { insertAll } from '../bulk-insert.ts';
import type { Db } from '../client.ts';
import {
  couriers,
  customers,
  orderCodes,
  orderEvents,
  orderLines,
  orders,
  products,
  stockMovements,
  stores,
} from '../schema/index.ts';
import {
  bangladeshiName,
  between,
  customerLocation,
  intBelow,
  ORDER_NOTES,
  pick,
  type RandomSource,
  streetAddress,
  uniquePhone,
  uuidv7At,
  weighted,
} from './orders-generator-data.ts';
import { codReceipt, coverEveryStatus, orderTimes, pathTo, statusForAge } from './orders-generator-plan.ts';
import { topUpStock } from './orders-generator-stock.ts';

export { type RandomSource, seededRandom } from './orders-generator-data.ts';

/**
 * Sample customers and orders for the demo, the benchmarks and tests, written straight to the tables in
 * multi-row inserts (one transaction), yet by the same rules as the API: totals from core's
 * computeTotals, ids from generateOrderCode, an order_codes row, a `created` event and one `status`
 * event per move, and stock movements that agree with the products' available quantity.
 */

export interface GenerateOrdersOptions {
  customers: number;
  orders: number;
  /** Orders are spread over the last `days` days before `now`, a little more of them lately. */
  days: number;
  now?: Date;
  /** The same seeded source gives the same data. */
  random: RandomSource;
}

export interface GeneratedOrders {
  customers: number;
  orders: number;
  byStatus: Record<OrderStatus, number>;
}

type Row<T extends PgTable> = T['$inferInsert'];

/** Orders built and written per round (rows then go out in insertAll's own batches). */
const BATCH = 5_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TAKA = 100;

export async function generateOrders(
  db: Db,
  seller: { sellerId: string; userId: string },
  options: GenerateOrdersOptions,
): Promise<GeneratedOrders> {
  const { sellerId, userId } = seller;
  const { random } = options;
  const now = (options.now ?? new Date()).getTime();

  const storeRows = await db.select({ id: stores.id }).from(stores).where(eq(stores.sellerId, sellerId));
  const catalogue = await db
    .select()
    .from(products)
    .where(and(eq(products.sellerId, sellerId), isNull(products.archivedAt)))
    .orderBy(products.id);
  const courierRows = await db
    .select()
    .from(couriers)
    .where(and(eq(couriers.sellerId, sellerId), eq(couriers.status, true)))
    .orderBy(couriers.id);
  const storeIds = new Set(storeRows.map((s) => s.id));
  const sellable = catalogue.filter((p) => storeIds.has(p.storeId));
  if (sellable.length === 0 || courierRows.length === 0) {
    throw new Error(
      'The seller needs a store, products and an active courier before orders can be generated',
    );
  }
  const phones = new Set(
    (
      await db
        .select({ phone: customers.phone })
        .from(customers)
        .where(and(eq(customers.sellerId, sellerId), isNull(customers.deletedAt)))
    ).map((c) => c.phone),
  );
  const codes = new Set(
    (
      await db.select({ code: orderCodes.code }).from(orderCodes).where(eq(orderCodes.sellerId, sellerId))
    ).map((c) => c.code),
  );

  // Who buys when: a few regulars buy often, most customers now and then.
  const times = orderTimes(random, options.orders, options.days, now);
  const regulars = Math.max(1, Math.ceil(options.customers * 0.15));
  const buyerOf = times.map(() =>
    random() < 0.35 ? intBelow(random, regulars) : intBelow(random, options.customers),
  );
  const firstOrderAt = new Map<number, number>();
  buyerOf.forEach((c, i) => {
    if (!firstOrderAt.has(c)) firstOrderAt.set(c, times[i]!);
  });
  const customerRows: Row<typeof customers>[] = [];
  for (let i = 0; i < options.customers; i++) {
    const { district, thana } = customerLocation(random);
    const createdAt = new Date(
      (firstOrderAt.get(i) ?? now - intBelow(random, options.days * DAY)) - between(random, 1, 72) * HOUR,
    );
    customerRows.push({
      sellerId,
      id: uuidv7At(createdAt.getTime(), random),
      name: bangladeshiName(random),
      phone: uniquePhone(random, phones),
      address: streetAddress(random, district, thana),
      district,
      thana,
      createdAt,
      updatedAt: createdAt,
    });
  }

  const statuses = times.map((t) => statusForAge(random, (now - t) / HOUR));
  coverEveryStatus(statuses);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  // Each product's stock changes over time, to top it up so that it never went below 0.
  const stockChanges = new Map<string, { at: number; change: number }[]>();
  const randomInt = (n: number) => intBelow(random, n);

  function buildOrder(index: number) {
    const at = times[index]!;
    const status = statuses[index]!;
    byStatus[status]++;
    const customer = customerRows[buyerOf[index]!]!;
    const storeId = pick(random, sellable).storeId;
    const shelf = sellable.filter((p) => p.storeId === storeId);
    const lineCount = Math.min(shelf.length, Number(weighted(random, { 1: 60, 2: 30, 3: 10 })));
    const chosen = new Set<(typeof shelf)[number]>();
    while (chosen.size < lineCount) chosen.add(pick(random, shelf));
    const lines = [...chosen].map((p) => {
      const qty = Number(weighted(random, { 1: 75, 2: 18, 3: 7 }));
      const lineTotal = p.salePrice * qty;
      const discount =
        random() < 0.12 ? Math.floor((lineTotal * between(random, 5, 15)) / 100 / TAKA) * TAKA : 0;
      return { product: p, qty, discount, salePrice: p.salePrice };
    });
    const courier = pick(random, courierRows);
    const deliveryCharge = defaultDeliveryCharge(courier, customer.district);
    const roll = random();
    const discountOnAll: DiscountOnAll =
      roll < 0.08
        ? { type: 'fixed', value: pick(random, [50, 100, 150, 200]) * TAKA }
        : roll < 0.13
          ? { type: 'percentage', value: pick(random, [500, 1000]) }
          : { type: 'fixed', value: 0 };
    const asked = computeTotals({ lines, discountOnAll, deliveryCharge, advance: 0 });
    if (discountOnAll.type === 'fixed' && asked.discountOnAll > asked.subtotal) discountOnAll.value = 0;
    const { bill } = computeTotals({ lines, discountOnAll, deliveryCharge, advance: 0 });
    let paymentType: PaymentType = 'COD';
    let advance = 0;
    const paying = random();
    if (paying < 0.05) {
      // Paid in full by mobile money: nothing left for the courier to collect.
      paymentType = pick(random, ['bKash', 'Nagad', 'Rocket'] as const);
      advance = bill;
    } else if (paying < 0.17) {
      paymentType = 'Partial';
      advance = Math.min(bill, random() < 0.5 ? deliveryCharge : between(random, 2, 5) * 100 * TAKA);
    }
    const totals = computeTotals({ lines, discountOnAll, deliveryCharge, advance });

    const id = uuidv7At(at, random);
    let code = generateOrderCode(randomInt);
    while (codes.has(code)) code = generateOrderCode(randomInt);
    codes.add(code);

    // The moves, squeezed into the time since the order when the plan runs past now.
    const path = pathTo(random, status);
    const planned = path.reduce((sum, m) => sum + m.hours * HOUR, 0);
    const scale = planned > now - at ? ((now - at) * 0.95) / planned : 1;
    const events: Row<typeof orderEvents>[] = [
      { sellerId, id: uuidv7At(at, random), orderId: id, userId, kind: 'created', createdAt: new Date(at) },
    ];
    const movements: Row<typeof stockMovements>[] = [];
    const move = (
      productId: string,
      qtyChange: number,
      unitCost: number,
      kind: 'order' | 'restock',
      when: number,
    ) => {
      movements.push({
        sellerId,
        id: uuidv7At(when, random),
        productId,
        orderId: id,
        kind,
        qtyChange,
        unitCost,
        createdById: userId,
        createdAt: new Date(when),
      });
      const changes = stockChanges.get(productId) ?? [];
      changes.push({ at: when, change: qtyChange });
      stockChanges.set(productId, changes);
    };
    for (const l of lines) move(l.product.id, -l.qty, l.product.liftPrice, 'order', at);
    let from: OrderStatus = 'processing';
    let when = at;
    let goodsOut = true;
    let completedAt: number | undefined;
    for (const step of path) {
      when += Math.max(1, Math.floor(step.hours * HOUR * scale));
      if (step.to === 'completed') completedAt = when;
      events.push({
        sellerId,
        id: uuidv7At(when, random),
        orderId: id,
        userId,
        kind: 'status',
        fromStatus: from,
        toStatus: step.to,
        createdAt: new Date(when),
      });
      if (goodsOut && restocksOn(step.to, 'none')) {
        for (const l of lines) move(l.product.id, l.qty, l.product.liftPrice, 'restock', when);
        goodsOut = false;
      }
      from = step.to;
    }
    const stored = storedTotals(totals);
    const cod =
      status === 'completed' && completedAt ? codReceipt(random, completedAt, now, stored.payable) : null;
    if (cod)
      events.push({
        sellerId,
        id: uuidv7At(cod.at.getTime(), random),
        orderId: id,
        userId,
        kind: 'edited',
        changes: codChanges({ at: null, amount: 0 }, cod),
        createdAt: cod.at,
      });
    const order: Row<typeof orders> = {
      sellerId,
      id,
      code,
      customerId: customer.id!,
      storeId,
      courierId: courier.id,
      name: customer.name,
      phone: customer.phone,
      address: customer.address,
      district: customer.district,
      thana: customer.thana,
      refNo: `${pick(random, ['FB', 'WA', 'IG'])}-${between(random, 10_000, 99_999)}`,
      paymentType,
      status,
      courierStatus: 'none',
      ...stored,
      discountOnAllType: discountOnAll.type,
      discountOnAllValue: discountOnAll.value,
      note: random() < 0.1 ? pick(random, ORDER_NOTES) : null,
      weightGrams: linesWeight(lines.map((l) => ({ weightGrams: l.product.weightGrams, qty: l.qty }))),
      salesDate: dhakaDate(new Date(at)),
      completedAt: status === 'completed' && completedAt ? new Date(completedAt) : null,
      codReceivedAt: cod?.at ?? null,
      codReceivedAmount: cod?.amount ?? 0,
      createdById: userId,
      updatedById: userId,
      createdAt: new Date(at),
      updatedAt: new Date(when),
    };
    const orderLineRows: Row<typeof orderLines>[] = lines.map((l, i) => ({
      sellerId,
      id: uuidv7At(at, random),
      orderId: id,
      productId: l.product.id,
      position: i + 1,
      name: l.product.name,
      salePrice: l.product.salePrice,
      liftPrice: l.product.liftPrice,
      qty: l.qty,
      discount: l.discount,
    }));
    return {
      order,
      code: { sellerId, code, orderId: id, createdAt: new Date(at) },
      orderLineRows,
      events,
      movements,
    };
  }

  await db.transaction(async (tx) => {
    await insertAll(tx, customers, customerRows);
    for (let start = 0; start < times.length; start += BATCH) {
      const built = [];
      for (let i = start; i < Math.min(times.length, start + BATCH); i++) built.push(buildOrder(i));
      await insertAll(
        tx,
        orders,
        built.map((b) => b.order),
      );
      await insertAll(
        tx,
        orderCodes,
        built.map((b) => b.code),
      );
      await insertAll(
        tx,
        orderLines,
        built.flatMap((b) => b.orderLineRows),
      );
      await insertAll(
        tx,
        orderEvents,
        built.flatMap((b) => b.events),
      );
      await insertAll(
        tx,
        stockMovements,
        built.flatMap((b) => b.movements),
      );
    }
    await topUpStock(tx, { sellerId, userId, random, firstAt: times[0] ?? now }, catalogue, stockChanges);
  });
  return { customers: customerRows.length, orders: times.length, byStatus };
}
