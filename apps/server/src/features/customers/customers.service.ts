import { CUSTOMER_IMAGE_MAX_BYTES, type CustomerBody, findDistrict } from '@chalan/core';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { customers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { replaceImage } from '../../lib/uploads.ts';

const live = (sellerId: string, id: string) =>
  and(eq(customers.sellerId, sellerId), eq(customers.id, id), isNull(customers.deletedAt));

/** One customer per mobile number per seller: the reply names the existing one so the form can offer it. */
const phoneTaken = (customerId: string) =>
  new AppError(
    'CONFLICT',
    'customerPhoneTaken',
    { customerId },
    { phone: { key: 'customerPhoneTaken', params: {} } },
  );

async function holderOf(db: Pick<Db, 'select'>, sellerId: string, phone: string, exceptId?: string) {
  const [holder] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.sellerId, sellerId),
        eq(customers.phone, phone),
        isNull(customers.deletedAt),
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    );
  return holder?.id;
}

/** The district as our list spells it (a Bangla name is accepted too); the schema checked the thana. */
const fieldsOf = (input: CustomerBody) => ({
  name: input.name,
  phone: input.phone,
  address: input.address,
  district: input.district ? (findDistrict(input.district)?.district ?? input.district) : null,
  thana: input.thana ?? null,
  link: input.link ?? null,
});

/** A unique-index refusal means another request took the number in between: answer as the check would. */
async function orPhoneTaken<T>(db: Db, sellerId: string, phone: string, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const holder = await holderOf(db, sellerId, phone);
    throw holder ? phoneTaken(holder) : error;
  }
}

export async function createCustomer(db: Db, sellerId: string, input: CustomerBody): Promise<string> {
  const holder = await holderOf(db, sellerId, input.phone);
  if (holder) throw phoneTaken(holder);
  return orPhoneTaken(db, sellerId, input.phone, async () => {
    const [created] = await db
      .insert(customers)
      .values({ sellerId, ...fieldsOf(input) })
      .returning({ id: customers.id });
    return created!.id;
  });
}

export async function updateCustomer(db: Db, sellerId: string, id: string, input: CustomerBody) {
  const [current] = await db.select({ id: customers.id }).from(customers).where(live(sellerId, id));
  if (!current) throw notFound();
  const holder = await holderOf(db, sellerId, input.phone, id);
  if (holder) throw phoneTaken(holder);
  await orPhoneTaken(db, sellerId, input.phone, async () => {
    const [updated] = await db
      .update(customers)
      .set(fieldsOf(input))
      .where(live(sellerId, id))
      .returning({ id: customers.id });
    if (!updated) throw notFound();
  });
}

/**
 * Soft delete: the customer leaves the list and search, and the number is free for a new customer;
 * their orders stay as they are and still name them.
 */
export async function deleteCustomer(db: Db, sellerId: string, id: string): Promise<{ name: string }> {
  const [deleted] = await db
    .update(customers)
    .set({ deletedAt: new Date() })
    .where(live(sellerId, id))
    .returning({ name: customers.name });
  if (!deleted) throw notFound();
  return deleted;
}

/** Stores the new image (checked by content and size) and removes the one it replaces. */
export async function replaceCustomerImage(
  db: Db,
  images: ImageStore,
  sellerId: string,
  id: string,
  file: File,
) {
  await replaceImage(
    images,
    { sellerId, folder: 'customers', file, maxBytes: CUSTOMER_IMAGE_MAX_BYTES },
    {
      read: async () =>
        (await db.select({ imagePath: customers.imagePath }).from(customers).where(live(sellerId, id)))[0],
      write: async (imagePath) =>
        (
          await db
            .update(customers)
            .set({ imagePath })
            .where(live(sellerId, id))
            .returning({ id: customers.id })
        ).length > 0,
    },
  );
}
