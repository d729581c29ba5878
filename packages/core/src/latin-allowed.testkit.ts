import { SMS_PLACEHOLDERS } from './sms/templates.ts';

/**
 * Words that stay in Latin letters in the Bangla texts: brand and courier names as the sellers know
 * them, and the few technical abbreviations the couriers' panels also keep. Anything else in Latin
 * letters on a Bangla screen is an untranslated text (the Bangla journey fails on it).
 */
export const LATIN_ALLOWED = [
  'Chalan',
  // the language switch names English in English (lang="en"), as বাংলা is named in Bangla
  'English',
  'Steadfast',
  'Pathao',
  'RedX',
  'Messenger',
  'WhatsApp',
  'Facebook',
  'WooCommerce',
  'Android',
  'CSV',
  'URL',
  'API',
  'SKU',
  'QR',
  'ID',
  'COD',
  'PDF',
  'Bearer',
  'A4',
  'OK',
  'SMS',
  'HTTP',
] as const;

const MESSAGE_PLACEHOLDER = /{{\s*\w+\s*}}/g;
/** The customer SMS placeholders ({shop}, {link}…): typed by the seller as they are, in either language. */
const SMS_PLACEHOLDER = new RegExp(`{(?:${SMS_PLACEHOLDERS.join('|')})}`, 'g');

/** The Latin-letter words of a text outside its placeholders ("Chalan-এ" counts as "Chalan"). */
export const latinWords = (text: string) =>
  text
    .replace(MESSAGE_PLACEHOLDER, '')
    .replace(SMS_PLACEHOLDER, '')
    .match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g) ?? [];
