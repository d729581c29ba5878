import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Grants or revokes the master flag (sees the merchant list). Returns false when no user has the email. */
export async function setMasterFlag(db: Db, email: string, master: boolean): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ master })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
