import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts, sellers, stores, users } from '../schema/index.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';

export const DEMO_CREDENTIALS = { email: 'demo@chalan.app', password: 'chalan-demo-2026' } as const;

/** The demo seller: a verified Admin, the shop's store and its catalogue. Idempotent; later issues add orders. */
export async function seedDemo(db: Db): Promise<typeof DEMO_CREDENTIALS> {
  const admin = (await findDemoAdmin(db)) ?? (await createDemoSeller(db));
  await seedDemoCatalogue(db, admin.sellerId, admin.id);
  return DEMO_CREDENTIALS;
}

async function findDemoAdmin(db: Db) {
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_CREDENTIALS.email));
  return existing;
}

async function createDemoSeller(db: Db) {
  const password = await hashPassword(DEMO_CREDENTIALS.password);
  return db.transaction(async (tx) => {
    const [seller] = await tx
      .insert(sellers)
      .values({
        name: 'Demo Fashion House',
        email: DEMO_CREDENTIALS.email,
        phone: '01712345678',
        address: 'House 12, Road 5, Dhanmondi',
        city: 'Dhaka',
      })
      .returning();
    const [admin] = await tx
      .insert(users)
      .values({
        name: 'Demo Fashion House',
        email: DEMO_CREDENTIALS.email,
        emailVerified: true,
        verified: true,
        sellerId: seller!.id,
        role: 'Admin',
        status: true,
      })
      .returning();
    await tx
      .insert(accounts)
      .values({ accountId: admin!.id, providerId: 'credential', userId: admin!.id, password });
    await tx.insert(stores).values({
      sellerId: seller!.id,
      name: 'Demo Fashion House',
      phone: '01712345678',
      address: 'House 12, Road 5, Dhanmondi',
      district: 'Dhaka',
      area: 'Dhanmondi',
      zip: '1205',
      status: true,
    });
    return admin!;
  });
}
