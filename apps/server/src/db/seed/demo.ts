import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { insertNewMerchant } from '../../features/account/new-merchant.ts';
import type { Db } from '../client.ts';
import { orders, users } from '../schema/index.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoCouriers } from './demo-couriers.ts';
import { generateOrders, seededRandom } from './orders-generator.ts';

export const DEMO_CREDENTIALS = { email: 'demo@chalan.app', password: 'chalan-demo-2026' } as const;

/** What the demo seller's order history holds: three months of a small shop's trade. */
export const DEMO_ORDERS = { customers: 200, orders: 1_000, days: 90 } as const;

/**
 * The demo seller: a verified Admin, the shop's store, its catalogue, three couriers and three months of
 * customers and orders in every status. Idempotent: each part is added only when it is missing.
 * Which orders are still open depends on the time of day they are generated at (`now`).
 */
export async function seedDemo(
  db: Db,
  authSecret: string,
  now = new Date(),
): Promise<typeof DEMO_CREDENTIALS> {
  const admin = (await findDemoAdmin(db)) ?? (await createDemoSeller(db));
  await seedDemoCatalogue(db, admin.sellerId, admin.id);
  await seedDemoCouriers(db, admin.sellerId, authSecret);
  const [anyOrder] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.sellerId, admin.sellerId))
    .limit(1);
  if (!anyOrder) {
    await generateOrders(
      db,
      { sellerId: admin.sellerId, userId: admin.id },
      {
        ...DEMO_ORDERS,
        now,
        random: seededRandom(2026),
      },
    );
  }
  return DEMO_CREDENTIALS;
}

async function findDemoAdmin(db: Db) {
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_CREDENTIALS.email));
  return existing;
}

async function createDemoSeller(db: Db) {
  const passwordHash = await hashPassword(DEMO_CREDENTIALS.password);
  const place = { phone: '01712345678', address: 'House 12, Road 5, Dhanmondi' };
  const { admin } = await db.transaction((tx) =>
    insertNewMerchant(tx, {
      shopName: 'Demo Fashion House',
      email: DEMO_CREDENTIALS.email,
      passwordHash,
      admin: { emailVerified: true, verified: true },
      seller: { ...place, city: 'Dhaka' },
      store: { ...place, district: 'Dhaka', area: 'Dhanmondi', zip: '1205' },
    }),
  );
  return admin;
}
