import type { OrderListItem } from '@chalan/core/orders/replies';
import { Button, Group } from '@mantine/core';
import {
  IconArrowBackUp,
  IconChevronDown,
  IconCircleCheck,
  IconMessage,
  IconPencil,
  IconPrinter,
  IconRotate2,
  IconSend,
  IconTrash,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DeferredMenu, type MenuParts } from '../../../../components/deferred-menu.tsx';
import { RowMenu } from '../../../../components/row-menu.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useMe } from '../../../account/session.ts';
import type { OrderActions } from './order-actions.tsx';

/** Runs an action on orders (OrderActions' `run`). */
type RunAction = OrderActions['run'];

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
  confirmSms: <IconMessage size={16} />,
};

const DANGER: readonly OrderAction[] = ['cancel', 'delete'];

/**
 * The order's row menu: the actions of its status, in the spec's words ("Cancelled" and "Send to
 * {courier}" on the processing list, "Send to courier" on the ready list).
 */
export function OrderRowMenu({ order, busy, run }: { order: OrderListItem; busy: boolean; run: RunAction }) {
  const items = rowActionsOf(order, useMe().seller.smsReady);
  if (items.length === 0) return null;
  return (
    <RowMenu name={order.code} disabled={busy}>
      {(menu) => <OrderRowItems Item={menu.Item} order={order} items={items} run={run} />}
    </RowMenu>
  );
}

/** The open menu's items (made only once a row's menu opens). */
function OrderRowItems({
  Item,
  order,
  items,
  run,
}: {
  Item: MenuParts['Item'];
  order: OrderListItem;
  items: readonly OrderAction[];
  run: RunAction;
}) {
  const t = useTexts();
  const label = (action: OrderAction) => {
    if (action === 'cancel' && order.status === 'processing') return t('orderLists.actions.cancelled');
    if (action === 'confirmSms')
      return order.customerAskedAt ? t('customerAnswer.sendAgain') : t('customerAnswer.send');
    if (action === 'send')
      return order.status === 'processing' && order.courier
        ? t('orderLists.actions.sendTo', { courier: order.courier.name })
        : t('orderLists.actions.sendToCourier');
    return t(`orderLists.actions.${action}`);
  };
  return items.map((action) => (
    <Item
      key={action}
      leftSection={ICONS[action]}
      color={DANGER.includes(action) ? 'red' : undefined}
      onClick={() => run(action, [order])}
    >
      {label(action)}
    </Item>
  ));
}

export interface ToolbarItem {
  /** Row-only actions (the confirmation SMS of one order) are not on the toolbar. */
  action: Exclude<OrderAction, 'confirmSms'>;
  /** The ready and search screens say "Print Selected" and "Send to courier"; otherwise the action's own word. */
  label?: 'printSelected' | 'sendToCourier';
}

/** A tool of the list itself (not of the selected orders): a button on a wide screen, in "More" on a phone. */
export interface ListTool {
  key: string;
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  /** A page to open instead. */
  to?: string;
  disabled?: boolean;
  /** For a tool that shows or hides a panel. */
  expanded?: boolean;
}

function ListToolButton({ tool }: { tool: ListTool }) {
  const common = {
    variant: tool.expanded ? 'light' : 'default',
    leftSection: tool.icon,
    visibleFrom: 'sm',
  } as const;
  return tool.to ? (
    <Button component={Link} to={tool.to} {...common}>
      {tool.label}
    </Button>
  ) : (
    <Button {...common} disabled={tool.disabled} aria-expanded={tool.expanded} onClick={tool.onClick}>
      {tool.label}
    </Button>
  );
}

function ListToolItem({ tool, Item }: { tool: ListTool; Item: MenuParts['Item'] }) {
  return tool.to ? (
    <Item component={Link} to={tool.to} leftSection={tool.icon}>
      {tool.label}
    </Item>
  ) : (
    <Item leftSection={tool.icon} disabled={tool.disabled} onClick={tool.onClick}>
      {tool.label}
    </Item>
  );
}

/** The action a phone shows as a button: sending where the list sends, else the first. */
const mainOf = (items: readonly ToolbarItem[]) => items.find((i) => i.action === 'send') ?? items[0];

/**
 * The toolbar over a list: each button acts on the selected orders (with the bulk rules), then the list's
 * own tools. On a phone the main action stays a button and the others, tools too, fold into one
 * "More actions" menu; `children` (Export, a menu itself) stay beside it.
 */
export function OrdersToolbar({
  items,
  tools = [],
  selected,
  actions,
  children,
}: {
  items: readonly ToolbarItem[];
  tools?: readonly ListTool[];
  selected: readonly OrderListItem[];
  actions: OrderActions;
  children?: ReactNode;
}) {
  const t = useTexts();
  const main = mainOf(items);
  const rest = items.filter((item) => item !== main);
  const text = ({ action, label }: ToolbarItem) => t(`orderLists.toolbar.${label ?? action}`);
  const button = (item: ToolbarItem, phone = false) => (
    <Button
      key={phone ? `${item.action}-phone` : item.action}
      size="sm"
      variant={DANGER.includes(item.action) ? 'light' : 'default'}
      color={DANGER.includes(item.action) ? 'red' : undefined}
      leftSection={ICONS[item.action]}
      disabled={actions.busy}
      onClick={() => actions.run(item.action, selected)}
      {...(phone ? { hiddenFrom: 'sm' } : { visibleFrom: 'sm' })}
    >
      {text(item)}
    </Button>
  );
  return (
    <Group gap="xs" wrap="wrap">
      {items.map((item) => button(item))}
      {main ? button(main, true) : null}
      {tools.map((tool) => (
        <ListToolButton key={tool.key} tool={tool} />
      ))}
      {rest.length + tools.length > 0 ? (
        <DeferredMenu
          position="bottom-end"
          withinPortal
          target={(events) => (
            <Button
              size="sm"
              variant="default"
              hiddenFrom="sm"
              disabled={actions.busy}
              rightSection={<IconChevronDown size={16} />}
              {...events}
            >
              {t('orderLists.toolbar.more')}
            </Button>
          )}
        >
          {(menu) => (
            <>
              {rest.map((item) => (
                <menu.Item
                  key={item.action}
                  leftSection={ICONS[item.action]}
                  color={DANGER.includes(item.action) ? 'red' : undefined}
                  onClick={() => actions.run(item.action, selected)}
                >
                  {text(item)}
                </menu.Item>
              ))}
              {tools.map((tool) => (
                <ListToolItem key={tool.key} tool={tool} Item={menu.Item} />
              ))}
            </>
          )}
        </DeferredMenu>
      ) : null}
      {children}
    </Group>
  );
}
