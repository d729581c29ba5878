import {
  type CreateMerchantBody,
  type ListQuery,
  type OrderListQuery,
  offsetOf,
  paged,
  type UpdateMerchantBody,
} from '@chalan/core';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Actor, AppDeps } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { orders, products, sellers, sessions, stores, users } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../errors.ts';
import { containsPattern } from '../../lib/list.ts';
import { assertEmailFree, emailInUse, inRegistration, insertMerchant } from '../account/account.service.ts';
import { logActivity } from '../activity/activity.service.ts';
import { listOrders, orderCounts } from '../orders/orders-read.service.ts';

export interface MerchantItem {
  id: string;
  name: string;
  email: string;
  role: 'Admin';
  status: boolean;
  verified: boolean;
  lastLoginAt: Date | null;
}

/** The merchant's first Admin (the account that registered it, unless deleted): its login is the merchant's. */
function firstAdmin(db: Pick<Db, 'select'>) {
  return db
    .select({
      id: users.id,
      email: users.email,
      verified: users.verified,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(and(eq(users.sellerId, sellers.id), eq(users.role, 'Admin'), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1)
    .as('admin');
}

type Admin = ReturnType<typeof firstAdmin>;

/** Sellers that are not deleted, each with its first Admin; `where` narrows further. */
function merchantsQuery(db: Pick<Db, 'select'>, where?: (admin: Admin) => SQL | undefined) {
  const admin = firstAdmin(db);
  const fields = {
    id: sellers.id,
    name: sellers.name,
    email: sql<string>`coalesce(${admin.email}, ${sellers.email})`,
    status: sellers.status,
    verified: sql<boolean>`coalesce(${admin.verified}, false)`,
    lastLoginAt: admin.lastLoginAt,
    adminId: admin.id,
  };
  const filter = and(isNull(sellers.deletedAt), where?.(admin));
  return {
    rows: () => db.select(fields).from(sellers).leftJoinLateral(admin, sql`true`).where(filter).$dynamic(),
    total: () => db.select({ total: count() }).from(sellers).leftJoinLateral(admin, sql`true`).where(filter),
  };
}

const toItem = ({ adminId: _, ...row }: { adminId: string | null } & Omit<MerchantItem, 'role'>) =>
  ({ ...row, role: 'Admin' }) as MerchantItem;

/** Every merchant, newest first; search matches the shop name or email. */
export async function listMerchants(db: Db, query: ListQuery) {
  const pattern = query.search ? containsPattern(query.search) : null;
  const q = merchantsQuery(db, (admin) =>
    pattern
      ? or(ilike(sellers.name, pattern), ilike(sellers.email, pattern), ilike(admin.email, pattern))
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    q.rows().orderBy(desc(sellers.createdAt), desc(sellers.id)).limit(query.limit).offset(offsetOf(query)),
    q.total(),
  ]);
  return paged(rows.map(toItem), totals[0]?.total ?? 0, query);
}

async function findMerchant(db: Pick<Db, 'select'>, sellerId: string) {
  const [row] = await merchantsQuery(db, () => eq(sellers.id, sellerId)).rows();
  if (!row) throw notFound();
  return row;
}

export async function getMerchant(db: Db, sellerId: string): Promise<MerchantItem> {
  return toItem(await findMerchant(db, sellerId));
}

/** As a merchant registration (seller, Admin, store named after the shop) but the master vouches for the email. */
export async function createMerchant(deps: AppDeps, actor: Actor, input: CreateMerchantBody) {
  const { db } = deps.database;
  await assertEmailFree(db, input.email);
  const { seller } = await inRegistration(() =>
    db.transaction(async (tx) => {
      const created = await insertMerchant(deps, tx, input, true);
      await logActivity(tx, {
        userId: actor.userId,
        sellerId: created.seller.id,
        logType: 'account',
        logMessage: `Master ${actor.email} added merchant ${input.shopName}`,
      });
      return created;
    }),
  );
  return getMerchant(db, seller.id);
}

/** Renames the shop and moves its Admin's login (and the business email) to the new address. */
export async function updateMerchant(db: Db, actor: Actor, sellerId: string, input: UpdateMerchantBody) {
  await inRegistration(() =>
    db.transaction(async (tx) => {
      const current = await findMerchant(tx, sellerId);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          current.adminId
            ? and(eq(users.email, input.email), ne(users.id, current.adminId))
            : eq(users.email, input.email),
        );
      if (taken) throw emailInUse();
      await tx
        .update(sellers)
        .set({ name: input.shopName, email: input.email })
        .where(eq(sellers.id, sellerId));
      if (current.adminId)
        await tx.update(users).set({ email: input.email }).where(eq(users.id, current.adminId));
      await logActivity(tx, {
        userId: actor.userId,
        sellerId,
        logType: 'account',
        logMessage: `Master ${actor.email} updated merchant ${input.shopName} (${input.email})`,
      });
    }),
  );
  return getMerchant(db, sellerId);
}

const endSessionsOf = (tx: Pick<Db, 'select' | 'delete'>, sellerId: string) =>
  tx
    .delete(sessions)
    .where(
      inArray(sessions.userId, tx.select({ id: users.id }).from(users).where(eq(users.sellerId, sellerId))),
    );

/** Disabling a merchant locks out all of its users at once; a master never locks out their own. */
export async function setMerchantStatus(db: Db, actor: Actor, sellerId: string, status: boolean) {
  if (sellerId === actor.sellerId) throw fieldError('VALIDATION', 'status', 'cantChangeOwnMerchant');
  await db.transaction(async (tx) => {
    const [seller] = await tx
      .update(sellers)
      .set({ status })
      .where(and(eq(sellers.id, sellerId), isNull(sellers.deletedAt)))
      .returning();
    if (!seller) throw notFound();
    if (!status) await endSessionsOf(tx, sellerId);
    await logActivity(tx, {
      userId: actor.userId,
      sellerId,
      logType: 'account',
      logMessage: `Master ${actor.email} ${status ? 'activated' : 'deactivated'} merchant ${seller.name}`,
    });
  });
  return getMerchant(db, sellerId);
}

/** Soft delete: the data stays for the record; nobody of the merchant can sign in; it leaves the list. */
export async function deleteMerchant(db: Db, actor: Actor, sellerId: string) {
  if (sellerId === actor.sellerId) throw new AppError('VALIDATION', 'cantDeleteOwnMerchant');
  await db.transaction(async (tx) => {
    const [seller] = await tx
      .update(sellers)
      .set({ deletedAt: new Date(), status: false })
      .where(and(eq(sellers.id, sellerId), isNull(sellers.deletedAt)))
      .returning();
    if (!seller) throw notFound();
    await endSessionsOf(tx, sellerId);
    await logActivity(tx, {
      userId: actor.userId,
      sellerId,
      logType: 'account',
      logMessage: `Master ${actor.email} deleted merchant ${seller.name}`,
    });
  });
}

/** The merchant and, per store, its live products and its orders (deleted orders not counted). */
export async function merchantProfile(db: Db, sellerId: string) {
  const merchant = await getMerchant(db, sellerId);
  const storeRows = await db
    .select({
      id: stores.id,
      name: stores.name,
      products: db.$count(
        products,
        and(
          eq(products.sellerId, stores.sellerId),
          eq(products.storeId, stores.id),
          isNull(products.archivedAt),
        ),
      ),
      orders: db.$count(
        orders,
        and(eq(orders.sellerId, stores.sellerId), eq(orders.storeId, stores.id), isNull(orders.deletedAt)),
      ),
    })
    .from(stores)
    .where(eq(stores.sellerId, sellerId))
    .orderBy(asc(stores.createdAt), asc(stores.id));
  return { merchant, stores: storeRows.map((s) => ({ ...s, email: merchant.email })) };
}

/** Throws notFound for an unknown or deleted merchant (before any of its orders are read). */
export async function assertMerchant(db: Db, sellerId: string) {
  await findMerchant(db, sellerId);
}

/** A page of the merchant's orders, as its own order lists show them (the ready summary is theirs). */
export async function merchantOrders(db: Db, sellerId: string, query: OrderListQuery) {
  await assertMerchant(db, sellerId);
  const { summary: _, ...page } = await listOrders(db, sellerId, query);
  return page;
}

/** How many orders of the merchant each order list holds (the profile's tab counts). */
export async function merchantOrderCounts(db: Db, sellerId: string) {
  await assertMerchant(db, sellerId);
  return orderCounts(db, sellerId);
}
