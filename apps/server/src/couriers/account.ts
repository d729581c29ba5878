import type { ApiProvider, CredentialsByProvider } from '@chalan/core';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { couriers } from '../db/schema/index.ts';
import { readCredentials } from './credentials.ts';
import { type CourierAdapter, type CourierCallOptions, courierAdapter, courierCallOptions } from './index.ts';

type CourierRow = typeof couriers.$inferSelect;

/** A seller's courier we can talk to: its adapter, credentials and where to call. */
export interface CourierAccount {
  sellerId: string;
  id: string;
  name: string;
  provider: ApiProvider;
  adapter: CourierAdapter<ApiProvider>;
  credentials: CredentialsByProvider[ApiProvider];
  call: CourierCallOptions;
  completeOnDelivered: boolean;
}

/** The courier's API account, or null for a courier booked by hand (or whose credentials cannot be read). */
export async function courierAccount(
  deps: Pick<AppDeps, 'config'>,
  row: CourierRow,
): Promise<CourierAccount | null> {
  if (row.provider === 'none') return null;
  const credentials = await readCredentials({ authSecret: deps.config.AUTH_SECRET }, row);
  if (!credentials) return null;
  return {
    sellerId: row.sellerId,
    id: row.id,
    name: row.name,
    provider: row.provider,
    adapter: courierAdapter(row.provider) as CourierAdapter<ApiProvider>,
    credentials,
    call: courierCallOptions(deps.config, row.provider, row.mode, deps.config.COURIER_TIMEOUT_MS),
    completeOnDelivered: row.completeOnDelivered,
  };
}

/** The courier a parcel was booked with: its name, and its API account (null: booked by hand, or unreadable). */
export async function parcelCourier(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  parcel: { sellerId: string; courierId: string },
): Promise<{ name: string; account: CourierAccount | null }> {
  const [row] = await db
    .select()
    .from(couriers)
    .where(and(eq(couriers.sellerId, parcel.sellerId), eq(couriers.id, parcel.courierId)));
  if (!row) return { name: '', account: null };
  return { name: row.name, account: await courierAccount(deps, row) };
}
