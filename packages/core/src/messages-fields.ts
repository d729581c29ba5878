/**
 * Field problems a schema states without a message of its own (zod's plain checks: a length, a number's
 * range, a missing value), and those of the server's own route schemas (spread into MESSAGES).
 */
export const fieldMessages = {
  invalidValue: 'Enter a valid value',
  valueRequired: 'This is required',
  textTooShort: 'Use at least {{min}} characters',
  numberTooSmall: 'Enter {{min}} or more',
  numberTooLarge: 'Enter at most {{max}}',
  tooFewItems: 'Choose at least {{min}}',
  tooManyItems: 'Choose at most {{max}}',
  pageSizeInvalid: 'Page size must be 10, 25, 50 or 100',
  imageRequired: 'Choose an image file',
  invoicesTooMany: 'Print at most {{max}} invoices at a time',
} as const;
