import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

/**
 * Counts failed sign-ins per account and per client address in a sliding window, in the database: every
 * instance sees the same count, and a restart forgets nothing. A success clears the account's count.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly maxPerAccount: number,
    private readonly maxPerAddress: number,
    private readonly windowMs: number,
  ) {}

  private readonly since = () => sql`now() - make_interval(secs => ${this.windowMs / 1000})`;

  async isBlocked(email: string, address: string): Promise<boolean> {
    const [account, place] = [`account:${email}`, `address:${address}`];
    const rows = await this.db
      .select({ key: loginFailures.key, n: count() })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, [account, place]), gt(loginFailures.at, this.since())))
      .groupBy(loginFailures.key);
    const failures = (key: string) => rows.find((r) => r.key === key)?.n ?? 0;
    return failures(account) >= this.maxPerAccount || failures(place) >= this.maxPerAddress;
  }

  async recordFailure(email: string | null, address: string): Promise<void> {
    const keys = [...(email ? [`account:${email}`] : []), `address:${address}`];
    await this.db.insert(loginFailures).values(keys.map((key) => ({ key })));
    // What has left the window counts for nothing: it goes (by the index on the time).
    await this.db.delete(loginFailures).where(lt(loginFailures.at, this.since()));
  }

  async recordSuccess(email: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, `account:${email}`));
  }
}
