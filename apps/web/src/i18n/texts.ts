/**
 * The shape of a translation of an English text tree: every key the English has, each a string.
 * A Bangla tree typed with it fails the typecheck when a key is missing or stray.
 */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
