/** Server messages of the orderImport area (spread into MESSAGES). */
export const orderImportMessages = {
  // the file as a whole: nothing is imported
  importFileMissing: 'Choose a CSV file to upload',
  importFileEmpty: 'The file is empty',
  importFileNoRows: 'The file has a header row but no orders below it',
  importFileIsWorkbook:
    'This is an Excel workbook, not a CSV file. In Excel choose File → Save As → “CSV UTF-8 (Comma delimited)” and upload that file',
  importFileNotUtf8:
    'The file is not UTF-8 text. In Excel choose File → Save As → “CSV UTF-8 (Comma delimited)” and upload that file',
  importFileNotCsv: 'The file could not be read as CSV: {{detail}}',
  importMissingColumns: 'The file has no column for {{columns}}. Download the Sample CSV to see every column',
  importDuplicateColumn: 'The column “{{column}}” appears twice. Keep one of them',
  importTooManyRows: 'The file has {{count}} orders; import at most {{max}} at a time by splitting the file',
  importTooManyProducts: 'An order can have at most {{max}} products',
  importNothingToImport: 'No row can be imported: fix the rows with errors and upload the file again',
  importDone: '{{count}} orders imported',
  importBusy:
    'Your orders or stock changed while the file was importing, and nothing was imported. Upload it again',
  // one row
  importTooManyCells:
    'This row has more cells than the header has columns. A cell that holds a comma must be in double quotes',
  importProductMissing: 'Write the product’s name or id here (its quantity or discount is filled in)',
  importProductNotFound: 'No product named “{{product}}” in your catalogue',
  importProductAmbiguous:
    '{{count}} of your products are named “{{product}}”: write the product’s id instead',
  importQtyInvalid: 'Enter a whole quantity of 1 or more',
  importQtyAboveAvailable: 'Only {{left}} of {{product}} left for this row (counting the rows above it)',
  importAmountInvalid: 'Enter a whole taka amount of 0 or more, such as 120',
  importDiscountInvalid: 'Enter a whole taka amount such as 100, or a percentage such as 10%',
  importDateInvalid: 'Write the date as 2024-03-05 or 05/03/2024 (day first)',
  importStoreNotFound: 'No store named “{{store}}”',
  importCourierNotFound: 'No courier named “{{courier}}”',
  importTextTooLong: 'Use at most {{max}} characters',
} as const;
