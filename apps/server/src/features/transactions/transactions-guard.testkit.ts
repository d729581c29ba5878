import type { ForeignRequests } from '../../test/guard-fixtures.testkit.ts';

/**
 * The Transactions routes take no ids in their paths: the orders and the courier they name come in the
 * body, and transactions-access.test.ts proves that seller B's ids there are "not found" for seller A.
 */
export const foreignRequests: ForeignRequests = {};
