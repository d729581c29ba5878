import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOGO_MAX_BYTES, sniffImageType, type UpdateBusinessProfileBody } from '@chalan/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

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

/** Stores an uploaded image under DATA_DIR/uploads/<folder>/ after checking its bytes; returns its path there. */
export function storeImage(dataDir: string, folder: string, bytes: Uint8Array, maxBytes: number): string {
  if (bytes.byteLength > maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'imageTooLarge',
      { max: `${Math.round(maxBytes / 1024)} KB` },
      { file: 'Too large' },
    );
  }
  const type = sniffImageType(bytes);
  if (!type)
    throw new AppError(
      'UNSUPPORTED_MEDIA',
      'imageType',
      {},
      { file: 'The image must be a PNG, JPEG or WebP file' },
    );
  mkdirSync(join(dataDir, 'uploads', folder), { recursive: true });
  const path = `${folder}/${randomUUID()}.${EXTENSIONS[type]}`;
  writeFileSync(join(dataDir, 'uploads', path), bytes);
  return path;
}

export async function replaceLogo(db: Db, dataDir: string, sellerId: string, bytes: Uint8Array) {
  const current = await getBusinessProfile(db, sellerId);
  const logoPath = storeImage(dataDir, 'logos', bytes, LOGO_MAX_BYTES);
  const [seller] = await db.update(sellers).set({ logoPath }).where(eq(sellers.id, sellerId)).returning();
  if (current.logoPath) rmSync(join(dataDir, 'uploads', current.logoPath), { force: true });
  return seller!;
}
