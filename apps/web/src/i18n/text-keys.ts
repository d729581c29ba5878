import type { Translation } from './en.ts';

/** Every dotted path to a text of a tree: `{ a: { b: '…' } }` gives `'a.b'`. */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A plural text is asked for by its key without the suffix (`orderCount`, with `count`). */
type PluralBase<K> = K extends `${infer Base}_${Intl.LDMLPluralRule}` ? Base : never;

/** A key of the English texts (the source of the Bangla ones): any other is a type error. */
export type TextKey = Paths<Translation> | PluralBase<Paths<Translation>>;

/**
 * The values a text fills in by name ({{name}}); `count` also picks the plural. `defaultValue` is shown
 * (filled in too) when no language has the key: a courier's own status, a server's new message.
 */
export type TextParams = { count?: number; defaultValue?: string } & Record<
  string,
  string | number | null | undefined
>;

/** What `t` is: a component's, a module's or one language's. */
export type Translate = (key: TextKey, params?: TextParams) => string;
