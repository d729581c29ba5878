export const ROLES = ['Admin', 'Moderator'] as const;
export type Role = (typeof ROLES)[number];

/** What a signed-in user may do; one table read by the API guards and by the menus. */
export const CAPABILITIES = {
  viewDashboard: ['Admin'],
  manageCustomersList: ['Admin'],
  viewLossProfit: ['Admin'],
  manageStores: ['Admin'],
  manageSuppliers: ['Admin'],
  manageCouriers: ['Admin'],
  manageUsers: ['Admin'],
  manageBusinessProfile: ['Admin'],
  manageSms: ['Admin'],
  viewCatalogue: ['Admin', 'Moderator'],
  manageProducts: ['Admin', 'Moderator'],
  workOrders: ['Admin', 'Moderator'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role, capability: Capability): boolean {
  return (CAPABILITIES[capability] as readonly Role[]).includes(role);
}

/** Screens a Moderator may not open are sent here instead (spec part 1 §2). */
export const STAFF_HOME = '/inventory/start-order';
export const ADMIN_HOME = '/inventory/overview';

export function homeFor(role: Role): string {
  return role === 'Admin' ? ADMIN_HOME : STAFF_HOME;
}
