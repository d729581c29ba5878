import { uniqueEmail } from '../../test/fixtures.testkit.ts';
import type { ForeignRequests } from '../../test/guard-fixtures.testkit.ts';

export const foreignRequests: ForeignRequests = {
  'PATCH /api/users/{id}/status': async (b) => ({
    params: { id: b.otherStaff.userId },
    body: { status: false },
  }),
  'PUT /api/users/{id}': async (b) => ({
    params: { id: b.otherStaff.userId },
    body: { name: 'Renamed', email: uniqueEmail('guard'), role: 'Moderator' },
  }),
  'DELETE /api/users/{id}': async (b) => ({ params: { id: b.otherStaff.userId } }),
};
