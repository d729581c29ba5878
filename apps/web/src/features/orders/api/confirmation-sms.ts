import type { ApiMessage } from '@chalan/core/replies';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useInvalidateOrders } from './invalidate-orders.ts';

/**
 * Sends the customer the order's confirmation SMS (again): the order then waits for the customer's
 * answer. Refused (409) when the customer answered already, the order is with a courier or closed, it
 * has no mobile number or the seller has no SMS gateway set up.
 */
export function useSendConfirmationSms() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<ApiMessage>(`/api/orders/${encodeURIComponent(id)}/confirmation-sms`),
    onSuccess: invalidate,
  });
}
