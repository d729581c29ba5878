import type { ForeignRequests } from '../../test/guard-fixtures.testkit.ts';

/**
 * No order-import route has an id in its path (the route-wide guard test still proves 401 and the
 * role rule for each). Another seller's records named inside a file are "not found" rows: see
 * order-import.test.ts ("another seller's products, stores and couriers are not found").
 */
export const foreignRequests: ForeignRequests = {};
