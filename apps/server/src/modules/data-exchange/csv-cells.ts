import { stringify } from 'csv-stringify/sync';

// CSV as a spreadsheet opens it (RFC 4180), written by csv-stringify (decision 69): one place sets
// its options, so no export can forget the quoting, the line endings or the formula guard.

/** Excel reads a file as UTF-8 (₦, Ọ, é) only when it starts with this byte-order mark. */
export const CSV_BOM = '\uFEFF';

type Cell = string | number | boolean | null | undefined;

const WRITE_OPTIONS = {
  // RFC 4180's CRLF ends every record, and a cell holding a line break of either kind is quoted.
  record_delimiter: 'windows',
  quote_record_delimiter: true,
  // A text starting with =, +, -, @, a tab or a carriage return (or their full-width forms) is
  // run as a formula by Excel, LibreOffice or Sheets ("=HYPERLINK(…)" in a customer's name): it
  // gets a leading apostrophe, which the spreadsheet shows as text and never runs (OWASP's advice).
  escape_formulas: true,
  // true and false as words (the library's default writes 1 and nothing).
  cast: { boolean: (value: boolean) => String(value) },
} as const;

/** One record: its cells quoted where they need to be, made inert, ended by CRLF. */
export const csvRow = (cells: readonly Cell[]): string => stringify([cells as Cell[]], WRITE_OPTIONS);
