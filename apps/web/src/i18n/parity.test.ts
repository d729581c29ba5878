import { describe, expect, it } from 'vitest';
import { bn } from './bn.ts';
import { en } from './en.ts';

type Tree = { [key: string]: string | Tree };

/** Every text of a translation tree by its dotted key. */
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [p, text] of texts(value, path)) found.set(p, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const english = texts(en as unknown as Tree);
const bangla = texts(bn as Tree);

describe('the Bangla texts', () => {
  it('translate texts English has (a stray key would never be shown)', () => {
    expect([...bangla.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('fill in the same values as the English (a name, a count, a code) so none shows as {{…}} or goes missing', () => {
    const differing = [...bangla]
      .filter(
        ([key, text]) =>
          english.has(key) && placeholders(text).join() !== placeholders(english.get(key)!).join(),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
