import { LATIN_ALLOWED, latinWords } from '@chalan/core/latin-allowed.testkit';
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
const bangla = texts(bn as unknown as Tree);

/**
 * Texts that name what the user must type or pick exactly as the machine reads it (the import's
 * column names and payment types, Excel's "CSV UTF-8" option, the support address).
 */
const LATIN_ON_PURPOSE = new Set([
  'landing.supportEmailValue',
  'orderImport.intro',
  'orderImport.guide.notes',
  'orderImport.guide.paymentType.what',
]);

describe('the Bangla texts', () => {
  it('cover every English text (the typecheck says so too; this names the key)', () => {
    expect([...english.keys()].filter((key) => !bangla.has(key))).toEqual([]);
  });

  it('keep Latin letters for brand and courier names and the allowed abbreviations only', () => {
    const allowed = new Set<string>(LATIN_ALLOWED);
    const untranslated = [...bangla]
      .filter(([key]) => !LATIN_ON_PURPOSE.has(key))
      .flatMap(([key, text]) =>
        latinWords(text)
          .filter((w) => !allowed.has(w))
          .map((w) => `${key}: ${w}`),
      );
    expect(untranslated).toEqual([]);
  });

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

describe('the texts of both languages', () => {
  const both = [
    ['en', english],
    ['bn', bangla],
  ] as const;

  it('fill in values only as {{name}}: t reads no i18next format, unescaped value or nested $t(…)', () => {
    const unread = both.flatMap(([language, found]) =>
      [...found].filter(([, text]) => /{{(?!\w+}})|\$t\(/.test(text)).map(([key]) => `${language} ${key}`),
    );
    expect(unread).toEqual([]);
  });

  it('give a counted text every form its language’s plural rules pick, and no other', () => {
    const FORM = /_(zero|one|two|few|many|other)$/;
    const wrong = both.flatMap(([language, found]) => {
      const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort().join();
      const forms = new Map<string, string[]>();
      for (const key of found.keys()) {
        const form = FORM.exec(key)?.[1];
        if (!form) continue;
        const base = key.replace(FORM, '');
        forms.set(base, [...(forms.get(base) ?? []), form]);
      }
      return [...forms]
        .filter(([, have]) => have.sort().join() !== needed)
        .map(([base, have]) => `${language} ${base}: ${have.join()}`);
    });
    expect(wrong).toEqual([]);
  });
});
