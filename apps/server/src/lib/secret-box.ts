import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';

/**
 * Secrets we must read back (courier API keys), sealed with XChaCha20-Poly1305 under a key derived
 * from AUTH_SECRET. `purpose` keeps each use's key apart from the others and from better-auth's own.
 */
const keyFor = (authSecret: string, purpose: string) => `chalan:${purpose}:${authSecret}`;

export async function sealJson(authSecret: string, purpose: string, value: unknown): Promise<string> {
  return symmetricEncrypt({ key: keyFor(authSecret, purpose), data: JSON.stringify(value) });
}

/** Throws when the text was sealed under another secret or altered. */
export async function openJson(authSecret: string, purpose: string, sealed: string): Promise<unknown> {
  return JSON.parse(await symmetricDecrypt({ key: keyFor(authSecret, purpose), data: sealed }));
}
