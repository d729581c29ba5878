import type { Me } from '@chalan/core/auth/replies';
import { type Capability, can } from '@chalan/core/permissions';
import {
  IconArrowBackUp,
  IconBox,
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconLayoutDashboard,
  IconPackage,
  IconPhoneCall,
  IconReceipt,
  IconReportMoney,
  IconShoppingCartPlus,
  IconTruck,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { en } from '../../i18n/en.ts';

type IconComponent = ComponentType<{ size?: number | string; stroke?: number }>;

export interface NavItem {
  to: string;
  /** An i18n key under nav, or the courier's own name. */
  labelKey?: keyof typeof en.nav;
  label?: string;
  icon: IconComponent;
}

/**
 * The sidebar of spec part 1 §2: each entry only for a role with its screen's capability (as the route's
 * handle), so Moderators do not see Dashboard, Customers or Loss Profit.
 */
export function navItems(me: Me): NavItem[] {
  const may = (capability: Capability) => can(me.user.role, capability);
  const items: (NavItem | false)[] = [
    may('viewDashboard') && { to: '/inventory/overview', labelKey: 'dashboard', icon: IconLayoutDashboard },
    may('manageCustomersList') && { to: '/inventory/customers', labelKey: 'customers', icon: IconUsers },
    { to: '/inventory/start-order', labelKey: 'createOrder', icon: IconShoppingCartPlus },
    { to: '/inventory/orders-processing', labelKey: 'processing', icon: IconClockHour4 },
    { to: '/inventory/all-ready-orders', labelKey: 'readyOrders', icon: IconPackage },
    ...me.couriers.map(
      (courier): NavItem => ({
        to: `/inventory/couriers/${encodeURIComponent(courier.name)}`,
        label: courier.name,
        icon: IconTruck,
      }),
    ),
    { to: '/inventory/hold-desk', labelKey: 'holdDesk', icon: IconPhoneCall },
    { to: '/inventory/completed-orders', labelKey: 'completed', icon: IconCircleCheck },
    { to: '/inventory/returned-orders', labelKey: 'returned', icon: IconArrowBackUp },
    { to: '/inventory/cancelled-orders', labelKey: 'cancelled', icon: IconCircleX },
    { to: '/inventory/products', labelKey: 'products', icon: IconBox },
    may('viewLossProfit') && { to: '/inventory/loss-profit', labelKey: 'lossProfit', icon: IconReportMoney },
    { to: '/inventory/transactions', labelKey: 'transactions', icon: IconReceipt },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

function decode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** An entry is active on its own path and on the paths below it (Processing stays lit on import-csv). */
export function isActivePath(pathname: string, to: string): boolean {
  const path = decode(pathname).replace(/\/+$/, '');
  const target = decode(to);
  return path === target || path.startsWith(`${target}/`);
}
