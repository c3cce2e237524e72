// The shop's own words: the admin's CSV files.
// messages.ts gathers these with every other text.
export const dataExchangeMessages = {
  badDay: 'Give the day as YYYY-MM-DD, for example 2026-11-24',
  daysReversed: 'The first day must not be after the last day',
  missingColumns: (names: readonly string[]) =>
    `The file lacks the column${names.length === 1 ? '' : 's'} ${names.join(', ')}: start from the products CSV`,
  noRows: 'The file has no products under its header',
  belowSale: 'The price must stay above the product’s running sale price: change or clear the sale first',
  badCode: 'Code may hold letters, digits, - and _ only (2 to 40)',
  codeTwice: (row: number) => `This code is already on row ${row}`,
  imageRequired:
    'A new product needs an image: name a picture in the zip, or one the shop holds (as products.csv lists them)',
  imageUnknown: 'Neither the zip of pictures nor the shop holds an image of that name',
  importFailed: 'Nothing was imported: correct the rows listed and send the file again',
  noFile: 'Send the CSV file as the field "file"',
  fileTooLarge: 'The file is larger than 10 MB: split it and import each part',
  zipTooLarge: 'The zip of pictures is larger than 50 MB: split it and import each part',
  zipUnusable: (zip: string, reason: string) => `The zip of pictures ${zip} cannot be used: ${reason}`,
  pictureUnusable: (picture: string, reason: string) =>
    `The picture ${picture} in the zip cannot be used: ${reason}`,
  csvTooLarge: 'The file is larger than 50 MB: split it and import each part',
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString('en')} rows: split it and import each part`,
  notUtf8: (row: number) =>
    `Row ${row} holds characters that are not UTF-8: save the file as "CSV UTF-8" and send it again`,
  nulInCell: (row: number, column: string) =>
    `Row ${row}, column ${column} holds a NUL character, which a product cannot store: remove it and send the file again`,
  csvUnreadable: (row: number) =>
    `Row ${row} cannot be read as CSV: a quotation mark is out of place or never closed. Save the file as "CSV UTF-8" and send it again`,
  // The admin's import screen and export buttons.
  importButton: 'Import from CSV',
  importTitle: 'Import products from CSV',
  importHint:
    'Start from Export CSV: edit it in a spreadsheet, save it as CSV, check it, then import it. Rows match products by their code.',
  csvLabel: 'Products CSV file',
  zipLabel: 'Zip of pictures (optional)',
  zipHint: 'Pictures the Image column names that the shop does not hold yet',
  chooseCsv: 'Choose the CSV file to import',
  checkFile: 'Check file',
  checking: 'Checking the file…',
  importNow: 'Import',
  importing: 'Importing…',
  summary: (created: number, updated: number) => `${created} new, ${updated} updated`,
  unchanged: (count: number) =>
    `${count === 1 ? '1 product is' : `${count} products are`} as the shop has them already and stay as they are.`,
  noErrors: 'No errors: the file is ready to import.',
  errorCount: (count: number) =>
    `${count === 1 ? '1 error' : `${count} errors`}: correct ${count === 1 ? 'it' : 'them'} in the file, choose it again and check it.`,
  errorsCaption: 'Errors by row',
  imported: (created: number, updated: number) => `Imported: ${created} new, ${updated} updated`,
  exportProducts: 'Export CSV',
  exportOrders: 'Export orders CSV',
  ordersFrom: 'Orders from',
  ordersTo: 'Orders to',
  exportFailed: 'The export failed. Please try again.',
} as const;
