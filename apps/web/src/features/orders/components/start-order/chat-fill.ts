import type { ChatOrderReply } from '@chalan/core/chat-order/schemas';
import type { CustomerDraft } from '../../../customers/components/customer-form-modal.tsx';
import type { OrderCustomer } from '../../api/create.ts';

/** Who a pasted message is from: the seller's customer, a new one to check in the customer form, or nobody. */
export type ChatCustomer = { customer: OrderCustomer } | { draft: CustomerDraft } | null;

export function chatCustomer(reply: ChatOrderReply): ChatCustomer {
  if (reply.customer) {
    const { id, name, phone, address, district, thana } = reply.customer;
    return { customer: { id, name, phone, address, district, thana } };
  }
  const { phone, name, address, district } = reply;
  // A thana is only ever of its district (the form's thana list follows the district).
  const thana = district ? reply.thana : null;
  if (!phone && !name && !address && !district) return null;
  const guesses = { phone, name, address, district, thana };
  const confidence = Object.fromEntries(
    Object.entries(guesses).flatMap(([field, guess]) => (guess ? [[field, guess.confidence]] : [])),
  ) as CustomerDraft['confidence'];
  const draft: CustomerDraft = {
    phone: phone?.value ?? '',
    name: name?.value ?? '',
    address: address?.value ?? '',
    district: district?.value ?? null,
    thana: thana?.value ?? null,
    confidence,
  };
  return { draft };
}

/** Whether the message gave anything the form can use. */
export const chatFoundAnything = (reply: ChatOrderReply) =>
  chatCustomer(reply) !== null || reply.products.length > 0;

/**
 * The products that become lines: an unsure match is only listed in the summary (with what to do), so a
 * wrong guess never slips into the order unseen; the seller adds it from the search if it is right.
 */
export const linesFromChat = (reply: ChatOrderReply) =>
  reply.products.filter((p) => p.confidence !== 'low').map(({ product, qty }) => ({ product, qty }));
