import { LOGO_MAX_BYTES, type UpdateBusinessProfileBody } from '@chalan/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { removeImage, storeImage } from '../../lib/uploads.ts';

export async function getBusinessProfile(db: Db, sellerId: string) {
  const [seller] = await db.select().from(sellers).where(eq(sellers.id, sellerId));
  if (!seller) throw notFound();
  return seller;
}

/** Phone, address and city are required; a blank name or email keeps the current one (spec part 2 §5). */
export async function updateBusinessProfile(db: Db, sellerId: string, input: UpdateBusinessProfileBody) {
  const current = await getBusinessProfile(db, sellerId);
  const [seller] = await db
    .update(sellers)
    .set({
      name: input.name || current.name,
      email: input.email || current.email,
      phone: input.phone,
      address: input.address,
      city: input.city,
    })
    .where(eq(sellers.id, sellerId))
    .returning();
  return seller!;
}

export async function replaceLogo(db: Db, images: ImageStore, sellerId: string, file: File) {
  const current = await getBusinessProfile(db, sellerId);
  const logoPath = await storeImage(images, { sellerId, folder: 'logos', file, maxBytes: LOGO_MAX_BYTES });
  const [seller] = await db.update(sellers).set({ logoPath }).where(eq(sellers.id, sellerId)).returning();
  await removeImage(images, current.logoPath);
  return seller!;
}
