import type { OrderCourierCounts } from '@chalan/core/orders/replies';
import { i18n } from '../../../../i18n/index.ts';
import { confirmAction } from './confirm-action.tsx';

const TITLES = {
  selected: 'dispatch.sendSelectedTitle',
  listed: 'dispatch.sendAllTitle',
  confirmed: 'customerAnswer.sendConfirmedTitle',
} as const;

/**
 * The one question before a bulk send: how many orders, and how many go to which courier (orders with
 * no courier named too, since they cannot go). The summary's table loads with the first question.
 */
export async function confirmSend(
  which: 'selected' | 'listed' | 'confirmed',
  counts: OrderCourierCounts,
): Promise<boolean> {
  const { SendSummary } = await import('./send-summary.tsx');
  const t = i18n.t;
  return confirmAction(
    t(TITLES[which]),
    <SendSummary counts={counts} />,
    t('dispatch.sendAllConfirm', { count: counts.total }),
    'blue',
  );
}
