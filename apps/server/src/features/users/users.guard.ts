import type { ForeignRequests } from '../../test/guard-fixtures.ts';

export const foreignRequests: ForeignRequests = {
  'PATCH /api/users/{id}/status': async (b) => ({
    params: { id: b.otherStaff.userId },
    body: { status: false },
  }),
};
