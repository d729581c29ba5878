import type { ApiProvider } from '@chalan/core';
import { and, eq } from 'drizzle-orm';
import { sealCredentials } from '../../couriers/credentials.ts';
import type { Db } from '../client.ts';
import { couriers } from '../schema/index.ts';

/** The demo's couriers, one per provider, booking with the fake courier's demo accounts. */
export const DEMO_COURIERS: { name: string; provider: ApiProvider }[] = [
  { name: 'Steadfast', provider: 'steadfast' },
  { name: 'Pathao', provider: 'pathao' },
  { name: 'RedX', provider: 'redx' },
];

/**
 * Steadfast, Pathao and RedX with the credentials of tools/fake-courier's demo accounts (`npm run demo`
 * points their base URLs at the fake it runs). A courier of that name left without an API by an older
 * demo gets one.
 */
export async function seedDemoCouriers(db: Db, sellerId: string, authSecret: string) {
  // The fake is a dev tool: loaded only when the demo is seeded.
  const { DEMO_ACCOUNTS } = await import('@chalan/fake-courier');
  for (const { name, provider } of DEMO_COURIERS) {
    const credentialsEncrypted = await sealCredentials({ authSecret }, DEMO_ACCOUNTS[provider][0]);
    const [existing] = await db
      .select()
      .from(couriers)
      .where(and(eq(couriers.sellerId, sellerId), eq(couriers.name, name)));
    if (existing?.provider !== 'none' && existing?.credentialsEncrypted) continue;
    if (existing) {
      await db
        .update(couriers)
        .set({ provider, mode: 'sandbox', credentialsEncrypted })
        .where(and(eq(couriers.sellerId, sellerId), eq(couriers.id, existing.id)));
      continue;
    }
    await db.insert(couriers).values({
      sellerId,
      name,
      provider,
      mode: 'sandbox',
      credentialsEncrypted,
      chargeInDhaka: 6_000,
      chargeOutsideDhaka: 12_000,
      status: true,
    });
  }
}
