import type { Db } from '../../db/client.ts';
import { accounts, sellers, stores, users } from '../../db/schema/index.ts';

type Inserter = Pick<Db, 'insert'>;

/** A user and its credential (better-auth's account row with the password hash), in the caller's transaction. */
export async function insertUserWithPassword(
  tx: Inserter,
  values: typeof users.$inferInsert,
  passwordHash: string,
) {
  const [user] = await tx.insert(users).values(values).returning();
  await tx.insert(accounts).values({
    accountId: user!.id,
    providerId: 'credential',
    userId: user!.id,
    password: passwordHash,
  });
  return user!;
}

export interface NewMerchant {
  shopName: string;
  /** The business email, which is also the Admin's login. */
  email: string;
  passwordHash: string;
  /** How far the Admin has got: a registration leaves these unset; a master or a seed vouches for the email. */
  admin?: Pick<
    typeof users.$inferInsert,
    'emailVerified' | 'verified' | 'master' | 'lastLoginAt' | 'language'
  >;
  /** More of the business's details (the seeds and the bench), on the seller and on its store. */
  seller?: Omit<typeof sellers.$inferInsert, 'name' | 'email'>;
  store?: Omit<typeof stores.$inferInsert, 'sellerId' | 'name' | 'status'>;
}

/**
 * What a merchant starts with: the seller, its active Admin named after the shop, and an active store
 * named after the shop. Registration, a master adding a merchant and the seeds all make it here; all or
 * nothing in the caller's transaction.
 */
export async function insertNewMerchant(tx: Inserter, input: NewMerchant) {
  const [seller] = await tx
    .insert(sellers)
    .values({ ...input.seller, name: input.shopName, email: input.email })
    .returning();
  const admin = await insertUserWithPassword(
    tx,
    {
      ...input.admin,
      name: input.shopName,
      email: input.email,
      sellerId: seller!.id,
      role: 'Admin',
      status: true,
    },
    input.passwordHash,
  );
  await tx
    .insert(stores)
    .values({ ...input.store, sellerId: seller!.id, name: input.shopName, status: true });
  return { seller: seller!, admin };
}
