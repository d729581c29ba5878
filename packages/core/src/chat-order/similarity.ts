/** Edit distance (insert, delete, substitute), two rows. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost));
    }
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * 1 for equal keys, down to 0. Short keys must be equal: one letter off in "lama" is "lima", a name,
 * and in "paba" it is "pabna", another place.
 */
export function keySimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (Math.min(a.length, b.length) <= 4) return 0;
  return 1 - levenshtein(a, b) / Math.max(a.length, b.length);
}
