import { matchCustomerByPhone, parseChatOrder, unreadLines } from '@chalan/core/chat-order/index';
import type { ChatOrderReply } from '@chalan/core/chat-order/schemas';
import type { Db } from '../../db/client.ts';
import { customerJson } from '../customers/customers.routes.ts';
import { searchCustomers } from '../customers/customers-read.service.ts';
import { foundProducts, saleableCatalogue } from '../products/products-search.service.ts';

/**
 * Paste from chat: the message read against the seller's products on sale, and the seller's customer
 * with its phone. Reads only: the seller checks the filled form and saves it as any other order.
 */
export async function readChatOrder(db: Db, sellerId: string, text: string): Promise<ChatOrderReply> {
  const guess = parseChatOrder(text, await saleableCatalogue(db, sellerId));
  const phone = guess.phone?.value ?? null;
  const [candidates, products] = await Promise.all([
    phone ? searchCustomers(db, sellerId, phone) : [],
    foundProducts(
      db,
      sellerId,
      guess.products.map((p) => p.productId),
    ),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const customer = matchCustomerByPhone(phone, candidates);
  return {
    ...guess,
    products: guess.products.flatMap((p) => {
      const product = byId.get(p.productId);
      return product ? [{ ...p, product }] : [];
    }),
    customer: customer ? customerJson(customer) : null,
    unread: unreadLines(text, guess),
  };
}
