import { appBn } from './bn-app.ts';
import { publicBn } from './bn-public.ts';
import type { Translation } from './en.ts';
import type { Texts } from './texts.ts';

/**
 * Bangla: the whole English tree, area by area (a missing or stray key fails the typecheck).
 * Words as in docs/bangla-glossary.md. The app loads it in two parts, as the English one.
 */
export const bn: Texts<Translation> = { ...publicBn, ...appBn };
