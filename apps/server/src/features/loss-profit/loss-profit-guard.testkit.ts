import type { ForeignRequests } from '../../test/guard-fixtures.testkit.ts';

/**
 * GET /api/reports/loss-profit names no record, so there is nothing of seller B's to ask for: the
 * route-wide test proves 401 and the Moderator's 403, and loss-profit.test.ts (who sees…) shows that
 * seller B's orders never reach seller A's figures.
 */
export const foreignRequests: ForeignRequests = {};
