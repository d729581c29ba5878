import type { OrderListItem } from '@chalan/core/orders/replies';
import type { CSSProperties } from 'react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import classes from './customer-answer.module.css';
import { CUSTOMER_STATE_COLOURS, customerState } from './customer-answer.ts';

type AnswerOf = Pick<OrderListItem, 'status' | 'courierStatus' | 'customerAnswer' | 'customerAskedAt'>;

/**
 * "Confirmed by customer", "Cancelled by customer" or "Waiting for customer" (with when it was asked as
 * its tooltip); nothing for an order nobody asked.
 */
export function CustomerAnswerBadge({ order }: { order: AnswerOf }) {
  const t = useTexts();
  const format = useFormat();
  const state = customerState(order);
  if (!state) return null;
  const colour = CUSTOMER_STATE_COLOURS[state];
  const style = {
    '--tone-bg': `var(--mantine-color-${colour}-light)`,
    '--tone-fg': `var(--mantine-color-${colour}-light-color)`,
  } as CSSProperties;
  const asked = order.customerAskedAt
    ? t('customerAnswer.askedAt', { at: format.dateTime(order.customerAskedAt) })
    : undefined;
  return (
    <span className={classes.badge} style={style} title={asked}>
      {t(`customerAnswer.badge.${state}`)}
    </span>
  );
}
