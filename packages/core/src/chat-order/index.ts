export { matchCustomerByPhone } from './customer.ts';
export { parseChatOrder } from './parse-chat-order.ts';
export {
  CHAT_TEXT_MAX,
  type ChatOrderReply,
  chatOrderReplySchema,
  type ParseChatBody,
  parseChatBodySchema,
} from './schemas.ts';
export type { CatalogueItem, ChatOrderGuess, Confidence, Guess, ProductGuess } from './types.ts';
export { unreadLines } from './unread.ts';
