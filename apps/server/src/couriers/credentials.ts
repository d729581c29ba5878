import { type ApiProvider, CREDENTIAL_SCHEMAS, type CredentialsByProvider } from '@chalan/core';
import type { couriers } from '../db/schema/index.ts';
import { openJson, sealJson } from '../lib/secret-box.ts';

type CourierRow = typeof couriers.$inferSelect;

const PURPOSE = 'courier-credentials';

/** What the secrets box needs: the server's AUTH_SECRET. */
export interface CourierSecrets {
  authSecret: string;
}

/** Credentials as the couriers table keeps them: sealed with the server's secret. */
export const sealCredentials = (secrets: CourierSecrets, credentials: unknown) =>
  sealJson(secrets.authSecret, PURPOSE, credentials);

/** A courier row's credentials, or null: booked by hand, none stored, or unreadable. */
export async function readCredentials(
  secrets: CourierSecrets,
  row: CourierRow,
): Promise<CredentialsByProvider[ApiProvider] | null> {
  if (row.provider === 'none' || !row.credentialsEncrypted) return null;
  try {
    const parsed = CREDENTIAL_SCHEMAS[row.provider].safeParse(
      await openJson(secrets.authSecret, PURPOSE, row.credentialsEncrypted),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    // Sealed under another AUTH_SECRET: the seller enters them again.
    return null;
  }
}
