import type { ForeignRequests } from '../../test/guard-fixtures.testkit.ts';
import { parcelOfB } from '../parcels/parcels-guard.testkit.ts';

/** Seller B's sent parcel, asked about by seller A on every desk action. */
const parcel = async (b: Parameters<typeof parcelOfB>[0]) => ({ id: (await parcelOfB(b)).parcelId });

export const foreignRequests: ForeignRequests = {
  'POST /api/hold-desk/{id}/notes': async (b) => ({ params: await parcel(b), body: { text: 'Called' } }),
  'POST /api/hold-desk/{id}/will-take': async (b) => ({ params: await parcel(b), body: { willTake: true } }),
  'POST /api/hold-desk/{id}/return': async (b) => ({ params: await parcel(b) }),
  'POST /api/hold-desk/{id}/received-back': async (b) => ({ params: await parcel(b) }),
  'POST /api/hold-desk/{id}/resend': async (b) => ({
    params: await parcel(b),
    body: { courierId: (await parcelOfB(b)).courierId },
  }),
};
