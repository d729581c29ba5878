import type { Db } from '../apps/server/src/db/client.ts';
import { couriers } from '../apps/server/src/db/schema/index.ts';
import { seedDemoCatalogue } from '../apps/server/src/db/seed/demo-catalogue.ts';
import {
  type GeneratedOrders,
  generateOrders,
  seededRandom,
} from '../apps/server/src/db/seed/orders-generator.ts';
import { createSellerWithAdmin } from '../apps/server/src/db/seed/seller.ts';

export const BENCH_PASSWORD = 'bench-password-2026';

export interface BenchSeller {
  sellerId: string;
  userId: string;
  email: string;
  generated: GeneratedOrders;
  generateMs: number;
}

/** A seller as the demo makes one (verified Admin, store, catalogue, courier) with generated orders. */
export async function benchSeller(
  db: Db,
  index: number,
  size: { customers: number; orders: number; days: number },
): Promise<BenchSeller> {
  const email = `bench-${index}-${Date.now().toString(36)}@chalan.test`;
  const { sellerId, userId } = await createSellerWithAdmin(db, {
    name: `Bench Shop ${index}`,
    email,
    password: BENCH_PASSWORD,
  });
  await db.insert(couriers).values({
    sellerId,
    name: 'Steadfast',
    provider: 'none',
    chargeInDhaka: 6_000,
    chargeOutsideDhaka: 12_000,
    status: true,
  });
  await seedDemoCatalogue(db, sellerId, userId);
  const started = performance.now();
  const generated = await generateOrders(
    db,
    { sellerId, userId },
    { ...size, random: seededRandom(1000 + index) },
  );
  return { sellerId, userId, email, generated, generateMs: performance.now() - started };
}
