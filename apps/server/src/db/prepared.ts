import type { Db } from './client.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement built once per database and name, then run with its placeholders' values: the busiest
 * queries (the session check, the plain order lists) skip Drizzle's query building on every request,
 * and PostgreSQL keeps their plan per connection.
 */
export function preparedOnce<T>(db: Db, name: string, build: () => T): T {
  const byName = statements.get(db) ?? new Map<string, unknown>();
  statements.set(db, byName);
  if (!byName.has(name)) byName.set(name, build());
  return byName.get(name) as T;
}
