export { matchCustomerByPhone } from './customer.ts';
export { parseChatOrder } from './parse-chat-order.ts';
export type { CatalogueItem, ChatOrderGuess, Confidence, Guess, ProductGuess } from './types.ts';
