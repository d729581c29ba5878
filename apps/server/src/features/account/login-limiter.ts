/**
 * Counts failed sign-ins per account and per client address in a sliding window (in memory: one
 * server process). A success clears the account's count.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxPerAccount: number,
    private readonly maxPerAddress: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(email: string, address: string): boolean {
    return (
      this.recent(`account:${email}`) >= this.maxPerAccount ||
      this.recent(`address:${address}`) >= this.maxPerAddress
    );
  }

  recordFailure(email: string | null, address: string): void {
    if (email) this.push(`account:${email}`);
    this.push(`address:${address}`);
  }

  recordSuccess(email: string): void {
    this.failures.delete(`account:${email}`);
  }

  private recent(key: string): number {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times.length;
  }

  private push(key: string): void {
    this.recent(key);
    this.failures.set(key, [...(this.failures.get(key) ?? []), this.now()]);
  }
}
