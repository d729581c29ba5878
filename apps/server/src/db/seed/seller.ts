import { hashPassword } from 'better-auth/crypto';
import { insertNewMerchant } from '../../features/account/new-merchant.ts';
import type { Db } from '../client.ts';

/** A seller with a verified, active Admin who can sign in with `password`, and one store (for bench and seeds). */
export async function createSellerWithAdmin(
  db: Db,
  input: { name: string; email: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  const { seller, admin } = await db.transaction((tx) =>
    insertNewMerchant(tx, {
      shopName: input.name,
      email: input.email,
      passwordHash,
      admin: { emailVerified: true, verified: true },
      seller: { phone: '01712345678', city: 'Dhaka' },
      store: { district: 'Dhaka' },
    }),
  );
  return { sellerId: seller.id, userId: admin.id };
}
