import { MESSAGES } from '@chalan/core/messages';
import { i18n } from '../i18n/index.ts';

type Params = Record<string, string | number>;

const keyByEnglish = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, key]));

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

/** A field error from the server or from a core schema: English text, translated when it is a known message. */
export function translateText(text: string): string {
  const key = keyByEnglish.get(text);
  return key ? translateMessage(key, text) : text;
}
