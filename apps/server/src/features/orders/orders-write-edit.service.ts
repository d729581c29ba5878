import { defaultDeliveryCharge, type EditOrderBody, isOpen, storedTotals } from '@chalan/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import type { Db, Tx } from '../../db/client.ts';
import { couriers, orderLines, parcels } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { liveParcel } from '../dispatch/cancel-at-courier.ts';
import { type CodAtCourier, changeCodAtCourier } from '../dispatch/cod-at-courier.ts';
import { lockOrder } from './order-access.ts';
import { appendOrderEvent, updateOrder } from './order-moves.ts';
import type { OrderWriter } from './orders-write.service.ts';
import {
  activeCourier,
  checkedTotals,
  GatheredProblems,
  liveProducts,
  mergeLines,
  moveLineStock,
} from './orders-write-checks.ts';
import { goodsOut, recordMovements } from './orders-write-stock.ts';
import { orderWeight } from './orders-write-weight.ts';

type Changes = Record<string, { from: unknown; to: unknown }>;

/** What the timeline shows of an order: readable values, money in poisha. */
interface Described {
  name: string;
  phone: string;
  address: string;
  district: string | null;
  thana: string | null;
  courier: string | null;
  refNo: string | null;
  paymentType: string;
  discountOnAll: { type: string; value: number };
  deliveryCharge: number;
  advance: number;
  note: string | null;
  lines: { name: string; qty: number; discount: number }[];
  weightGrams: number;
  deliveryType: string;
  itemType: string;
}

function changedFields(before: Described, after: Described): Changes {
  const changes: Changes = {};
  for (const field of Object.keys(after) as (keyof Described)[]) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changes[field] = { from: before[field], to: after[field] };
    }
  }
  return changes;
}

async function courierName(tx: Tx, sellerId: string, id: string | null) {
  if (!id) return null;
  const [courier] = await tx
    .select({ name: couriers.name })
    .from(couriers)
    .where(and(eq(couriers.sellerId, sellerId), eq(couriers.id, id)));
  return courier?.name ?? null;
}

/**
 * The order edit modal's Save, in one transaction: open orders only; only active couriers; products
 * already on the order keep their prices as sold, new ones are priced now; the stock is rebalanced
 * against what the order has out (`order_edit` movements: more taken, or the difference given back,
 * with the order's own units counting as available); the `edited` event records only what changed.
 */
export async function editOrder(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  writer: OrderWriter,
  id: string,
  input: EditOrderBody,
): Promise<{ code: string; notice: CodAtCourier['notice'] | null }> {
  try {
    return { ...(await writeEdit(db, writer, id, input, null)), notice: null };
  } catch (error) {
    if (!(error instanceof CourierCollectsOldAmount)) throw error;
    // Nothing was written: tell the courier first (outside any transaction), then write the edit.
    const atCourier = await changeCodAtCourier(deps, db, error.parcel, error.payable);
    return { ...(await writeEdit(db, writer, id, input, atCourier)), notice: atCourier.notice };
  }
}

/** The edit changes the payable of an order whose parcel a courier holds: the courier must agree first. */
class CourierCollectsOldAmount extends Error {
  constructor(
    readonly parcel: NonNullable<Awaited<ReturnType<typeof liveParcel>>>,
    readonly payable: number,
  ) {
    super('The courier collects the old amount');
  }
}

async function writeEdit(
  db: Db,
  writer: OrderWriter,
  id: string,
  input: EditOrderBody,
  atCourier: CodAtCourier | null,
): Promise<{ code: string }> {
  const { sellerId, userId } = writer;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, sellerId, id);
    if (!isOpen(order.status)) throw new AppError('CONFLICT', 'orderNotEditable', { status: order.status });
    const problems = new GatheredProblems();
    const courier = await activeCourier(tx, sellerId, input.courierId, problems);
    const sold = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.sellerId, sellerId), eq(orderLines.orderId, id)))
      .orderBy(asc(orderLines.position));
    const soldAs = new Map(sold.map((l) => [l.productId, l]));
    const merged = mergeLines(input.lines);
    const catalogue = await liveProducts(
      tx,
      sellerId,
      merged.filter((l) => !soldAs.has(l.productId)).map((l) => l.productId),
    );
    for (const line of merged) {
      if (!soldAs.has(line.productId) && !catalogue.has(line.productId)) {
        problems.add(`lines.${line.index}.productId`, 'orderProductUnknown');
      }
    }
    problems.throwIfAny();

    const lines = merged.map((line) => {
      const before = soldAs.get(line.productId);
      const source = before
        ? { name: before.name, salePrice: before.salePrice, liftPrice: before.liftPrice }
        : catalogue.get(line.productId)!;
      return { ...line, ...source };
    });
    const district = input.district ?? null;
    const deliveryCharge = input.deliveryCharge ?? defaultDeliveryCharge(courier!, district);
    const totals = checkedTotals(lines, input.discountOnAll, deliveryCharge, input.advance);
    // Left out, the weight follows the goods: the order's own while they are the same, else their sum.
    const sameGoods =
      lines.length === sold.length && lines.every((l) => soldAs.get(l.productId)?.qty === l.qty);
    const weightGrams = await orderWeight(
      tx,
      sellerId,
      lines,
      input.weightGrams ?? (sameGoods ? order.weightGrams : undefined),
    );

    const describe = (o: typeof order, courierNow: string | null, ls: typeof lines | typeof sold) => ({
      name: o.name,
      phone: o.phone,
      address: o.address,
      district: o.district,
      thana: o.thana,
      courier: courierNow,
      refNo: o.refNo,
      paymentType: o.paymentType,
      discountOnAll: { type: o.discountOnAllType, value: o.discountOnAllValue },
      deliveryCharge: o.deliveryCharge,
      advance: o.advance,
      note: o.note,
      lines: ls.map((l) => ({ name: l.name, qty: l.qty, discount: l.discount })),
      weightGrams: o.weightGrams,
      deliveryType: o.deliveryType,
      itemType: o.itemType,
    });
    const edited = {
      name: input.name,
      phone: input.phone,
      address: input.address,
      district,
      thana: input.thana ?? null,
      courierId: courier!.id,
      refNo: input.refNo,
      paymentType: input.paymentType,
      discountOnAllType: input.discountOnAll.type,
      discountOnAllValue: input.discountOnAll.value,
      ...storedTotals(totals),
      note: input.note || null,
      weightGrams,
      deliveryType: input.deliveryType ?? order.deliveryType,
      itemType: input.itemType ?? order.itemType,
    };
    const parcel = order.courierStatus === 'sent' ? await liveParcel(tx, sellerId, id) : null;
    const courierCod =
      parcel && edited.payable !== order.payable ? { from: parcel.codAmount, to: edited.payable } : null;
    if (parcel && courierCod) {
      // Asked for another amount (a second edit meanwhile): ask the courier again for this one.
      if (atCourier?.parcelId !== parcel.id || atCourier.asked !== edited.payable) {
        throw new CourierCollectsOldAmount(parcel, edited.payable);
      }
      courierCod.to = atCourier.collects;
      await tx
        .update(parcels)
        .set({ codAmount: atCourier.collects })
        .where(and(eq(parcels.sellerId, sellerId), eq(parcels.id, parcel.id)));
    }
    const next = { ...order, ...edited };
    const changes = changedFields(
      describe(order, await courierName(tx, sellerId, order.courierId), sold),
      describe(next, courier!.name, lines),
    );
    if (Object.keys(changes).length === 0) return { code: order.code };

    // Rebalance against what the order really has out, product by product.
    const out = await goodsOut(tx, sellerId, id);
    const wanted = new Map(lines.map((l) => [l.productId, l]));
    const moves = [
      ...lines.map((l) => ({
        productId: l.productId,
        qty: l.qty - (out.get(l.productId) ?? 0),
        index: l.index,
        adding: !soldAs.has(l.productId),
        unitCost: l.liftPrice,
      })),
      ...[...out]
        .filter(([productId]) => !wanted.has(productId))
        .map(([productId, qty]) => ({
          productId,
          qty: -qty,
          index: -1,
          adding: false,
          unitCost: soldAs.get(productId)?.liftPrice ?? 0,
        })),
    ];
    await moveLineStock(tx, sellerId, moves);
    await recordMovements(
      tx,
      { sellerId, orderId: id, userId },
      'order_edit',
      moves.map((m) => ({ productId: m.productId, qtyChange: -m.qty, unitCost: m.unitCost })),
    );

    const removed = sold.filter((l) => !wanted.has(l.productId)).map((l) => l.id);
    if (removed.length > 0) {
      await tx
        .delete(orderLines)
        .where(and(eq(orderLines.sellerId, sellerId), inArray(orderLines.id, removed)));
    }
    for (const [i, line] of lines.entries()) {
      const before = soldAs.get(line.productId);
      const values = { position: i + 1, qty: line.qty, discount: line.discount };
      if (before) {
        await tx
          .update(orderLines)
          .set(values)
          .where(and(eq(orderLines.sellerId, sellerId), eq(orderLines.id, before.id)));
      } else {
        await tx.insert(orderLines).values({
          sellerId,
          orderId: id,
          productId: line.productId,
          name: line.name,
          salePrice: line.salePrice,
          liftPrice: line.liftPrice,
          ...values,
        });
      }
    }

    await updateOrder(tx, writer, order, edited);
    await appendOrderEvent(tx, writer, id, {
      kind: 'edited',
      changes: courierCod ? { ...changes, courierCod } : changes,
    });
    return { code: order.code };
  });
}
