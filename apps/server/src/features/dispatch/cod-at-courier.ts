import type { AppDeps } from '../../app-env.ts';
import { parcelCourier } from '../../couriers/account.ts';
import type { Db } from '../../db/client.ts';
import type { parcels } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { reply } from '../../messages.ts';
import { outcomeDetail, parcelName } from './cancel-at-courier.ts';

/**
 * DESIGN "where we differ" 11: an edit that changes what a sent order's customer pays must change what
 * the courier collects, or not happen. Where the courier's API can (RedX), the new COD is sent first;
 * where it cannot (Steadfast, Pathao, a courier booked by hand), the edit is refused with what to do.
 */

type ParcelRow = typeof parcels.$inferSelect;

/** The courier took the new COD: what it collects now (RedX rounds to whole taka) and what to tell the user. */
export interface CodAtCourier {
  parcelId: string;
  /** The payable the edit computed and the courier was asked for. */
  asked: number;
  collects: number;
  notice: ReturnType<typeof reply>;
}

export async function changeCodAtCourier(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  parcel: ParcelRow,
  payable: number,
): Promise<CodAtCourier> {
  const { name, account } = await parcelCourier(deps, db, parcel);
  const params = { courier: name, parcel: parcelName(parcel), amountPoisha: parcel.codAmount };
  if (!account?.adapter.updateCod || !(parcel.consignmentId || parcel.trackingCode)) {
    throw new AppError('CONFLICT', 'codNotChangeableAtCourier', params);
  }
  const ref = {
    invoice: parcel.invoice,
    consignmentId: parcel.consignmentId,
    trackingCode: parcel.trackingCode,
  };
  const outcome = await account.adapter.updateCod(
    account.credentials,
    ref,
    payable,
    'The order was changed',
    account.call,
  );
  if (outcome.ok) {
    const notice = reply(outcome.detail.key, outcome.detail.params);
    return { parcelId: parcel.id, asked: payable, collects: outcome.codAmountPoisha, notice };
  }
  if (outcome.failure === 'refused' && outcome.reason.key !== 'courierCredentialsRefused') {
    throw new AppError('COURIER_REFUSED', 'courierCodRefused', { ...params, detail: outcomeDetail(outcome) });
  }
  throw new AppError('COURIER_UNAVAILABLE', 'orderCodAtCourierFailed', {
    ...params,
    detail: outcome.reason.text,
  });
}
