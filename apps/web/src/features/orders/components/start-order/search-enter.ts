/** What Enter in a search field does: wait for the answer, pick an option, or say nothing was found. */
export type SearchEnter<T> = { kind: 'wait' } | { kind: 'pick'; item: T } | { kind: 'nothing' };

/**
 * Enter picks the highlighted option (`highlighted`, -1 for none), else the first one; while the search
 * for the text as typed has not answered yet (`settled` false), it waits rather than pick from an
 * earlier text's answer.
 */
export function searchEnter<T>(settled: boolean, options: readonly T[], highlighted: number): SearchEnter<T> {
  if (!settled) return { kind: 'wait' };
  const item = options[highlighted >= 0 ? highlighted : 0];
  return item === undefined ? { kind: 'nothing' } : { kind: 'pick', item };
}
