import { MESSAGES } from '@chalan/core/messages';
import { i18n } from '../i18n/index.ts';

type Params = Record<string, string | number>;

const keyByEnglish = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, key]));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Recovers the values the server put into an English template, so the same words can be shown in
 * another language: 'Welcome back, {{name}}' + 'Welcome back, Rina' -> { name: 'Rina' }.
 */
export function extractParams(template: string, message: string): Params | null {
  const names: string[] = [];
  const pattern = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const match = /^\{\{(\w+)\}\}$/.exec(part);
      if (!match) return escapeRegExp(part);
      names.push(match[1]!);
      return '(.+?)';
    })
    .join('');
  const found = new RegExp(`^${pattern}$`).exec(message);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? '']));
}

/** The text for a server message key, in the user's language, falling back to the server's text. */
export function translateMessage(key: string, message: string, params?: Params): string {
  const template = (MESSAGES as Record<string, string>)[key];
  if (template === undefined) {
    return i18n.t(`messages.${key}`, { defaultValue: message, ...params });
  }
  const values = params ?? (template.includes('{{') ? extractParams(template, message) : {});
  if (values === null) return message;
  return i18n.t(`messages.${key}`, { defaultValue: message, ...values });
}

/** A field error from the server or from a core schema: English text, translated when it is a known message. */
export function translateText(text: string): string {
  const key = keyByEnglish.get(text);
  return key ? translateMessage(key, text) : text;
}
