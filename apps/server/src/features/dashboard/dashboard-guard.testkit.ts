import type { ForeignRequests } from '../../test/guard-fixtures.testkit.ts';

/**
 * GET /api/dashboard has no ids in its path: the route-wide guard test proves its 401 and its 403 for a
 * Moderator, and dashboard.test.ts that another seller's orders and customers never count.
 */
export const foreignRequests: ForeignRequests = {};
