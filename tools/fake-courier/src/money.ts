/**
 * Taka amounts as the couriers send them: a number, or a numeric string (Steadfast, RedX), with at most
 * two decimals (poisha). Sums go through integer poisha, as in packages/core money.ts, so that
 * 0.1 + 0.2 stays 0.3. (Its money is its own, not core's: it stands in for someone else's system.)
 */
const TAKA = /^(\d+)(?:\.(\d{1,2}))?$/;

/** The taka number of a number or numeric string, or null if it is not one (negative, 3 decimals, text). */
export function readTaka(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && TAKA.test(String(value)) ? value : null;
  if (typeof value === 'string') return TAKA.test(value.trim()) ? Number(value.trim()) : null;
  return null;
}

export function toPoisha(taka: number): number {
  const match = TAKA.exec(String(Math.abs(taka)));
  if (!match) throw new RangeError(`${taka} is not a taka amount`);
  const poisha = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return taka < 0 ? -poisha : poisha;
}

/** Back to a taka number for a reply (e.g. 125050 -> 1250.5). */
export function fromPoisha(poisha: number): number {
  return poisha / 100;
}
