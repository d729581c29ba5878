import type { Db } from '../db/client.ts';

/** How long a passed session check is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 5_000;

interface Cache {
  entries: Map<string, { value: unknown; until: number }>;
  /** Moves on at every clear: a check read before a change is not kept after it. */
  generation: number;
}

const caches = new WeakMap<Db, Cache>();

const cacheOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), generation: 0 };
    caches.set(db, cache);
  }
  return cache;
};

/**
 * The areas whose writes never touch sessions, users or sellers (the shop's own records, and the
 * couriers' webhooks): a change there leaves the cached checks standing, so saving an order does not
 * cost the screens it refreshes a session check each.
 */
const LEAVES_SESSIONS_ALONE =
  /^\/api\/(orders|order-imports|customers|products|stores|suppliers|couriers|dispatch-batches|parcels|transactions|invoices|webhooks)(\/|$)/;

/** Whether a request with this method and path may have changed who may do what (app.ts empties the cache). */
export const mayChangeSessions = (method: string, path: string) =>
  !READS.has(method) && !LEAVES_SESSIONS_ALONE.test(path);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Session checks that passed, per database, for a few seconds — on the embedded database only (one
 * process: nothing else changes its sessions): a screen opening fires a burst of GETs, and on PGlite the
 * check is a third of a list request's database work. On PostgreSQL several instances may share the
 * database, so every request reads the check (decision 0015). Every request that may change
 * who may do what (sign-out, a user's role or status, a seller disabled, a password: see
 * `mayChangeSessions`) empties it when it ends (app.ts), so such a change applies to the next request;
 * a change made outside the API (the CLI) within SESSION_CACHE_MS.
 */
export const sessionCache = {
  /** The cached check, and the generation to hand back to `set` with what is read instead. */
  get<T>(db: Db, token: string): { value?: T; generation: number } {
    const cache = cacheOf(db);
    const entry = cache.entries.get(token);
    if (entry && entry.until > Date.now()) return { value: entry.value as T, generation: cache.generation };
    if (entry) cache.entries.delete(token);
    return { generation: cache.generation };
  },
  /** Keeps a check read at `generation`, unless something changed since. */
  set<T>(db: Db, token: string, value: T, generation: number): void {
    const cache = cacheOf(db);
    if (cache.generation !== generation) return;
    if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear();
    cache.entries.set(token, { value, until: Date.now() + SESSION_CACHE_MS });
  },
  clear(db: Db): void {
    const cache = cacheOf(db);
    cache.entries.clear();
    cache.generation += 1;
  },
};
