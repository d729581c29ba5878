import type { ChatOrderReply, ParseChatBody } from '@chalan/core/chat-order/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Reads a message pasted from a chat into Start Order's fields; the server saves nothing. */
export function useParseChat() {
  return useMutation({
    mutationFn: (body: ParseChatBody) => api.post<ChatOrderReply>('/api/orders/parse-chat', body),
  });
}
