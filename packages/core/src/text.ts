import { z } from 'zod';
import { MESSAGE_KEY, type MessageKey } from './messages.ts';

/**
 * The one rule for free text a person types or pastes (names, addresses, notes, searches, keys). PostgreSQL
 * cannot store U+0000, and the other control characters (and halves of an emoji pair) are invisible
 * garbage in a list, an invoice or a courier's label, so they are refused with a message; what is
 * harmless is tidied instead: the ends are trimmed, and line breaks and tabs in a one-line field (a cell
 * pasted from a spreadsheet) become spaces. Multi-line fields (a note, a description) keep their line
 * breaks and tabs, with Windows line ends made plain.
 * Format characters are kept: Bangla needs the zero-width joiner and non-joiner.
 */

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls; a UTF-16 half without its pair. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;
const BREAKS = /[\t\n\r]+/g;

/** Whether the text can be stored and shown as it is (after `cleanLine` or `cleanLines`). */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** One line: trimmed, inner line breaks and tabs turned into a space. */
export const cleanLine = (text: string): string => text.trim().replace(BREAKS, ' ');

/** Several lines: trimmed, `\r\n` and a lone `\r` made `\n`. */
export const cleanLines = (text: string): string => text.trim().replace(/\r\n?/g, '\n');

/** Control characters made harmless where refusing is not an option (what a courier sends us). */
export const withoutControls = (text: string): string =>
  text.replace(new RegExp(UNSTORABLE.source, 'gu'), '').trim();

/**
 * The message for a value that is not a string at all. Given as the schema's `error`, a bare key would
 * also word its checks that have no message of their own (a too-long name would say "Name is required").
 */
const notText = (key?: MessageKey) =>
  key && ((issue: { code: string }) => (issue.code === 'invalid_type' ? key : undefined));

/**
 * A free-text field of one line. Chain `.min()`, `.max()`, `.toLowerCase()` and the rest as on
 * `z.string()`; `error` is the message for a value that is not a string at all.
 */
export const lineText = (error?: MessageKey) =>
  z
    .string({ error: notText(error) })
    .overwrite(cleanLine)
    .refine(isStorableText, { error: MESSAGE_KEY.textUnstorable, abort: true });

/** A free-text field that may hold several lines (a note, a description). */
export const multiLineText = (error?: MessageKey) =>
  z
    .string({ error: notText(error) })
    .overwrite(cleanLines)
    .refine(isStorableText, { error: MESSAGE_KEY.textUnstorable, abort: true });
