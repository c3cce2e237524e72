import { isUtf8 } from 'node:buffer';
import { messages } from '@shop/shared/messages';
import { HttpError, badRequest } from '../../http-error.ts';
import { CsvUnreadable, csvRecords, readCsv } from './csv-read.ts';
import { turnTaker } from './take-turns.ts';

// An uploaded products CSV from bytes to records, refusing what the shop cannot store before any
// row is checked: bytes that are not UTF-8 (a file saved as "CSV" in a Windows code page) and NUL
// characters, and quoting no spreadsheet writes. Each is a 400 naming the row, never a silent "�"
// and never a 500 from the database.

/** The upload's limit in bytes (about 100,000 rows with long descriptions), a 413 past it. */
export const MAX_CSV_BYTES = 50 * 1024 * 1024;
/** Rows under the header one import takes, a 413 past it (docs/operating.md, "CSV in and out"). */
const MAX_IMPORT_ROWS = 100_000;

/**
 * The text before the first byte that is not UTF-8. Only asked once the file was refused, to name
 * the row: the platform's decoder finds it (a binary search for the longest start it accepts, a
 * character cut at that start's end being not yet wrong), so the rules of UTF-8 live in one place.
 */
function textBeforeBadByte(bytes: Uint8Array): string {
  let accepted = 0;
  let refused = bytes.length;
  while (refused - accepted > 1) {
    const middle = Math.floor((accepted + refused) / 2);
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, middle), { stream: true });
      accepted = middle;
    } catch {
      refused = middle;
    }
  }
  // In stream mode a character cut at the end (the bad sequence's start) is held back, not shown.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, accepted), { stream: true });
}

/** The spreadsheet row (the header is row 1) holding the text's end: the row a bad byte after it is on. */
function rowAtEnd(text: string): number {
  // A letter added where the bad byte was either continues the row in progress or starts the next.
  try {
    return readCsv(`${text}x`).length;
  } catch (error) {
    // A quoted cell still open at the bad byte: the row reading stopped at is the one.
    if (error instanceof CsvUnreadable) return error.row;
    throw error;
  }
}

/** UTF-8 (a byte-order mark is fine), or a 400 naming the first bad row. */
function checkUtf8(bytes: Uint8Array): void {
  if (isUtf8(bytes)) return;
  throw badRequest(messages.dataExchange.notUtf8(rowAtEnd(textBeforeBadByte(bytes))), 'file');
}

/**
 * The uploaded file's records: UTF-8, read as a spreadsheet saves CSV, at most MAX_IMPORT_ROWS under the header (413 past it),
 * no NUL in any cell (400 naming row and column). Reads a turn at a time, so a 100,000-row file
 * never holds up the shop's other requests for long.
 */
export async function readCsvFile(bytes: Uint8Array): Promise<string[][]> {
  checkUtf8(bytes);
  const records: string[][] = [];
  const turn = turnTaker();
  try {
    for await (const record of csvRecords(bytes)) {
      records.push(record);
      // PostgreSQL's text cannot hold NUL (a driver error, a 500): refused here by row and column.
      const nul = record.findIndex((cell) => cell.includes('\u0000'));
      if (nul >= 0) {
        const column = records[0]![nul]?.replaceAll('\u0000', '').trim() || `${nul + 1}`;
        throw badRequest(messages.dataExchange.nulInCell(records.length, column), 'file');
      }
      if (records.length > MAX_IMPORT_ROWS + 1)
        throw new HttpError(413, messages.dataExchange.tooManyRows(MAX_IMPORT_ROWS));
      await turn();
    }
  } catch (error) {
    if (error instanceof CsvUnreadable)
      throw badRequest(messages.dataExchange.csvUnreadable(error.row), 'file');
    throw error;
  }
  return records;
}
