import {
  type ApiProvider,
  type CreateCourierBody,
  resolveCourierCredentials,
  type UpdateCourierBody,
} from '@chalan/core';
import type { Courier } from '@chalan/core/couriers/replies';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type CourierSecrets, readCredentials, sealCredentials } from '../../couriers/credentials.ts';
import { courierMessage } from '../../couriers/http.ts';
import {
  type CheckResult,
  type CourierMessage,
  type CourierSettings,
  checkCourierCredentials,
  courierAdapter,
} from '../../couriers/index.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { couriers } from '../../db/schema/index.ts';
import { fieldError, notFound, validationError } from '../../errors.ts';

type CourierRow = typeof couriers.$inferSelect;
type Credentials = Record<string, string>;

const MASK = '••••';
/** Shown in full: it names the account, it does not unlock it. */
const PLAIN_FIELDS = new Set(['username']);

/** A secret as the browser may see it: the last 4 characters of a long one, never a password's. */
export function maskSecret(field: string, value: string): string {
  if (PLAIN_FIELDS.has(field)) return value;
  if (field === 'password' || value.length < 12) return MASK;
  return `${MASK}${value.slice(-4)}`;
}

export async function toCourierView(secrets: CourierSecrets, row: CourierRow): Promise<Courier> {
  const credentials = await readCredentials(secrets, row);
  const apiActive = row.provider !== 'none' && row.credentialsEncrypted !== null;
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    mode: row.mode,
    apiActive,
    tellsBalance: row.provider !== 'none' && apiActive && courierAdapter(row.provider).balance !== undefined,
    credentials: Object.fromEntries(
      Object.entries((credentials ?? {}) as Credentials).map(([field, value]) => [
        field,
        maskSecret(field, value),
      ]),
    ),
    chargeInDhaka: row.chargeInDhaka,
    chargeOutsideDhaka: row.chargeOutsideDhaka,
    status: row.status,
    completeOnDelivered: row.completeOnDelivered,
  };
}

export async function listCouriers(db: Db, secrets: CourierSecrets, sellerId: string) {
  const rows = await db
    .select()
    .from(couriers)
    .where(eq(couriers.sellerId, sellerId))
    .orderBy(asc(sql`lower(${couriers.name})`), asc(couriers.createdAt));
  return Promise.all(rows.map((row) => toCourierView(secrets, row)));
}

const nameTaken = (name: string) => fieldError('CONFLICT', 'name', 'courierNameTaken', { name });

/** One name per seller, whatever its letter case: the sidebar and the courier page go by name. */
async function ensureNameFree(db: Db, sellerId: string, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: couriers.id })
    .from(couriers)
    .where(
      and(
        eq(couriers.sellerId, sellerId),
        sql`lower(${couriers.name}) = lower(${name})`,
        exceptId ? ne(couriers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw nameTaken(name);
}

/** The provider's full credentials, or a 400 naming each missing field (`credentials.<field>`). */
function completeCredentials(
  provider: ApiProvider,
  input: CreateCourierBody['credentials'],
  stored: Credentials | null,
) {
  const resolved = resolveCourierCredentials(provider, input, stored);
  if (!resolved.success) throw validationError(resolved.problems);
  return resolved.credentials as Credentials;
}

async function writeOrConflict<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

export async function createCourier(
  db: Db,
  secrets: CourierSecrets,
  sellerId: string,
  input: CreateCourierBody,
) {
  await ensureNameFree(db, sellerId, input.name);
  const credentials =
    input.provider === 'none' ? null : completeCredentials(input.provider, input.credentials, null);
  const [row] = await writeOrConflict(input.name, async () =>
    db
      .insert(couriers)
      .values({
        sellerId,
        name: input.name,
        provider: input.provider,
        mode: input.mode,
        credentialsEncrypted: credentials ? await sealCredentials(secrets, credentials) : null,
        chargeInDhaka: input.chargeInDhaka,
        chargeOutsideDhaka: input.chargeOutsideDhaka,
        status: input.status,
        completeOnDelivered: input.completeOnDelivered,
      })
      .returning(),
  );
  return toCourierView(secrets, row!);
}

/** The seller's courier row; another seller's is not found. */
export async function sellerCourier(db: Db, sellerId: string, id: string) {
  const [row] = await db
    .select()
    .from(couriers)
    .where(and(eq(couriers.sellerId, sellerId), eq(couriers.id, id)));
  if (!row) throw notFound();
  return row;
}

/**
 * Blank credential fields keep the stored ones while the provider stays the same; a new provider
 * needs all of its own. `credentialsChanged` tells the caller which message fits.
 */
export async function updateCourier(
  db: Db,
  secrets: CourierSecrets,
  sellerId: string,
  id: string,
  input: UpdateCourierBody,
) {
  const current = await sellerCourier(db, sellerId, id);
  await ensureNameFree(db, sellerId, input.name, id);

  let credentialsEncrypted: string | null = null;
  let credentialsChanged = current.credentialsEncrypted !== null;
  if (input.provider !== 'none') {
    const stored =
      current.provider === input.provider
        ? ((await readCredentials(secrets, current)) as Credentials | null)
        : null;
    const credentials = completeCredentials(input.provider, input.credentials, stored);
    credentialsChanged =
      stored === null || Object.keys(credentials).some((f) => credentials[f] !== stored[f]);
    credentialsEncrypted = credentialsChanged
      ? await sealCredentials(secrets, credentials)
      : current.credentialsEncrypted;
  }

  const [row] = await writeOrConflict(input.name, () =>
    db
      .update(couriers)
      .set({
        name: input.name,
        provider: input.provider,
        mode: input.mode,
        credentialsEncrypted,
        chargeInDhaka: input.chargeInDhaka,
        chargeOutsideDhaka: input.chargeOutsideDhaka,
        status: input.status,
        completeOnDelivered: input.completeOnDelivered,
      })
      .where(and(eq(couriers.sellerId, sellerId), eq(couriers.id, id)))
      .returning(),
  );
  if (!row) throw notFound();
  return { courier: await toCourierView(secrets, row), credentialsChanged };
}

export type ConnectionTest = CheckResult | { ok: false; failure: 'notConfigured'; reason: CourierMessage };

/** "Test connection": asks the courier with the stored credentials; never throws for the courier's faults. */
export async function testCourierConnection(
  db: Db,
  secrets: CourierSecrets,
  settings: CourierSettings,
  sellerId: string,
  id: string,
  options: { timeoutMs?: number } = {},
): Promise<ConnectionTest> {
  const row = await sellerCourier(db, sellerId, id);
  if (row.provider === 'none' || !row.credentialsEncrypted)
    return { ok: false, failure: 'notConfigured', reason: courierMessage('courierHasNoApi') };
  const credentials = await readCredentials(secrets, row);
  if (!credentials)
    return { ok: false, failure: 'notConfigured', reason: courierMessage('courierCredentialsUnreadable') };
  return checkCourierCredentials(settings, row.provider, row.mode, credentials as never, options);
}
