import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../client.ts';
import { accounts, sellers, stores, users } from '../schema/index.ts';

/** A seller with a verified, active Admin who can sign in with `password`, and one store (for bench and seeds). */
export async function createSellerWithAdmin(
  db: Db,
  input: { name: string; email: string; password: string },
) {
  const password = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [seller] = await tx
      .insert(sellers)
      .values({ name: input.name, email: input.email, phone: '01712345678', city: 'Dhaka' })
      .returning();
    const [admin] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
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
    await tx
      .insert(stores)
      .values({ sellerId: seller!.id, name: input.name, district: 'Dhaka', status: true });
    return { sellerId: seller!.id, userId: admin!.id };
  });
}
