import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts, sellers, stores, users } from '../schema/index.ts';

export const DEMO_CREDENTIALS = { email: 'demo@chalan.app', password: 'chalan-demo-2026' } as const;

/** The demo seller: a verified Admin with the shop's first store. Idempotent; later issues add its data. */
export async function seedDemo(db: Db): Promise<typeof DEMO_CREDENTIALS> {
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_CREDENTIALS.email));
  if (existing) return DEMO_CREDENTIALS;
  const password = await hashPassword(DEMO_CREDENTIALS.password);
  await db.transaction(async (tx) => {
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
  });
  return DEMO_CREDENTIALS;
}
