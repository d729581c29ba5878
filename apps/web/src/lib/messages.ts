import { MESSAGES, type MessageKey } from '@chalan/core/messages';
import { i18n } from '../i18n/index.ts';

type Params = Record<string, string | number>;

/** The text for a server message key, in the user's language, falling back to the server's text. */
export function translateMessage(key: string, message: string, params?: Params): string {
  const template = (MESSAGES as Record<string, string>)[key];
  if (template === undefined) {
    return i18n.t(`messages.${key}`, { defaultValue: message, ...params });
  }
  // A template with values the caller did not pass cannot be filled in: show the server's text.
  if (template.includes('{{') && !params) return message;
  return i18n.t(`messages.${key}`, { defaultValue: message, ...params });
}

/**
 * A field's problem in the user's language: its key with the values filled in. From the server it also
 * has `message`, its English text, shown for a key this app does not know.
 */
export function problemText(problem: { key: string; params: Params; message?: string }): string {
  const english = problem.message ?? (MESSAGES as Record<string, string>)[problem.key] ?? problem.key;
  return translateMessage(problem.key, english, problem.params);
}

/** One of core's messages that needs no values, in the user's language. */
export const messageText = (key: MessageKey): string => translateMessage(key, MESSAGES[key], {});
