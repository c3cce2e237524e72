// CSV as a spreadsheet opens it (RFC 4180): one place decides how a value becomes a cell, so no
// export can forget the quoting or the formula guard.

/** Excel reads a file as UTF-8 (₦, Ọ, é) only when it starts with this byte-order mark. */
export const CSV_BOM = '\uFEFF';

/**
 * A text starting with one of these is run as a formula by Excel, LibreOffice or Sheets
 * ("=HYPERLINK(…)" in a customer's name): such a cell gets a leading apostrophe, which the
 * spreadsheet shows as text and never runs (OWASP's CSV-injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One value as a cell: numbers as they are; text made inert and quoted when it needs to be. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record: its cells joined by commas, ended by CRLF as RFC 4180 says. */
export const csvRow = (cells: readonly Parameters<typeof csvCell>[0][]) =>
  `${cells.map(csvCell).join(',')}\r\n`;
