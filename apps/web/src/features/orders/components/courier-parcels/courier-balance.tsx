import { Text } from '@mantine/core';
import { translateMessage } from '../../../../lib/messages.ts';
import type { Courier } from '../../../couriers/api.ts';
import { useCourierBalance } from '../../api/parcels.ts';

/** The courier's balance with the merchant, as its API tells it now (or why it could not be read). */
export function CourierBalance({ courier }: { courier: Courier }) {
  const balance = useCourierBalance(courier.id, courier.tellsBalance);
  const reply = balance.data;
  if (!courier.tellsBalance || !reply) return null;
  return (
    <Text
      size="sm"
      fw={reply.balancePoisha === null ? 400 : 600}
      c={reply.balancePoisha === null ? 'dimmed' : undefined}
    >
      {translateMessage(reply.key, reply.message, reply.params)}
    </Text>
  );
}
