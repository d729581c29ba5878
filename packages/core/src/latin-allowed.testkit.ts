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
] as const;
