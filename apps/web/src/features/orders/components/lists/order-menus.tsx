import type { OrderListItem } from '@chalan/core/orders/replies';
import { Button, Group, Menu } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCircleCheck,
  IconPencil,
  IconPrinter,
  IconRotate2,
  IconSend,
  IconTrash,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../../../components/row-menu.tsx';
import type { OrderActions } from './order-actions.tsx';
import { type OrderAction, rowActionsOf } from './row-actions.ts';

const ICONS: Record<OrderAction, ReactNode> = {
  print: <IconPrinter size={16} />,
  edit: <IconPencil size={16} />,
  markReady: <IconTruckDelivery size={16} />,
  send: <IconSend size={16} />,
  complete: <IconCircleCheck size={16} />,
  backToProcessing: <IconRotate2 size={16} />,
  cancel: <IconX size={16} />,
  return: <IconArrowBackUp size={16} />,
  delete: <IconTrash size={16} />,
};

const DANGER: readonly OrderAction[] = ['cancel', 'delete'];

/**
 * The order's row menu: the actions of its status, in the spec's words ("Cancelled" and "Send to
 * {courier}" on the processing list, "Send to courier" on the ready list).
 */
export function OrderRowMenu({ order, actions }: { order: OrderListItem; actions: OrderActions }) {
  const { t } = useTranslation();
  const items = rowActionsOf(order);
  if (items.length === 0) return null;
  const label = (action: OrderAction) => {
    if (action === 'cancel' && order.status === 'processing') return t('orderLists.actions.cancelled');
    if (action === 'send')
      return order.status === 'processing' && order.courier
        ? t('orderLists.actions.sendTo', { courier: order.courier.name })
        : t('orderLists.actions.sendToCourier');
    return t(`orderLists.actions.${action}`);
  };
  return (
    <RowMenu name={order.code} disabled={actions.busy}>
      {items.map((action) => (
        <Menu.Item
          key={action}
          leftSection={ICONS[action]}
          color={DANGER.includes(action) ? 'red' : undefined}
          onClick={() => actions.run(action, [order])}
        >
          {label(action)}
        </Menu.Item>
      ))}
    </RowMenu>
  );
}

export interface ToolbarItem {
  action: OrderAction;
  /** The ready and search screens say "Print Selected" and "Send to courier"; otherwise the action's own word. */
  label?: 'printSelected' | 'sendToCourier';
}

/** The toolbar over a list: each button acts on the selected orders (with the bulk rules). */
export function OrdersToolbar({
  items,
  selected,
  actions,
  children,
}: {
  items: readonly ToolbarItem[];
  selected: readonly OrderListItem[];
  actions: OrderActions;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      {items.map(({ action, label }) => (
        <Button
          key={action}
          size="sm"
          variant={DANGER.includes(action) ? 'light' : 'default'}
          color={DANGER.includes(action) ? 'red' : undefined}
          leftSection={ICONS[action]}
          disabled={actions.busy}
          onClick={() => actions.run(action, selected)}
        >
          {t(`orderLists.toolbar.${label ?? action}`)}
        </Button>
      ))}
      {children}
    </Group>
  );
}
