import type { CreateOrderInput, OrderDetail } from '@chalan/core';
import { changeOrderRow } from '../../test/courier-fixtures.testkit.ts';
import type { SignedInUser } from '../../test/fixtures.testkit.ts';
import { moveOrder, placeOrder, type SellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';

/**
 * Transactions tests: completed orders made the way a seller makes them (placed, marked ready, completed),
 * then given the completion time the test needs (the API completes orders only "now").
 */

/** An order placed and completed through the API, its completed_at then set to `completedAt` (ISO). */
export async function completedOrder(
  seller: SellerWithCatalogue,
  completedAt?: string,
  overrides: Partial<CreateOrderInput> = {},
): Promise<OrderDetail> {
  const order = await placeOrder(seller, overrides);
  await moveOrder(seller, order.id, 'ready');
  const completed = await moveOrder(seller, order.id, 'completed');
  if (completedAt) await changeOrderRow(seller, order.id, { completedAt: new Date(completedAt) });
  return completed;
}

/** GET /api/transactions with these query values. */
export const transactions = (as: SignedInUser, query: Record<string, string | number> = {}) =>
  as.client.get(
    `/api/transactions?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
  );

export const markReceived = (
  as: SignedInUser,
  body: { orderIds: string[]; receivedOn?: string; amount?: number },
) => as.client.post('/api/transactions/cod-received', body);

export const undoReceived = (as: SignedInUser, orderIds: string[]) =>
  as.client.post('/api/transactions/cod-received/undo', { orderIds });

/** The codes of a reply's rows, in order. */
export const codes = (body: { items: { code: string }[] }) => body.items.map((i) => i.code);
