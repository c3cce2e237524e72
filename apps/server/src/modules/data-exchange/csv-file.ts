import { messages } from '@shop/shared/messages';
import { HttpError, badRequest } from '../../http-error.ts';
import { csvRecords } from './csv-read.ts';
import { turnTaker } from './take-turns.ts';

// An uploaded products CSV from bytes to records, refusing what the shop cannot store before any
// row is checked: bytes that are not UTF-8 (a file saved as "CSV" in a Windows code page) and NUL
// characters. Either is a 400 naming the row, never a silent "�" and never a 500 from the database.

/** The upload's limit in bytes (about 100,000 rows with long descriptions), a 413 past it. */
export const MAX_CSV_BYTES = 50 * 1024 * 1024;
/** Rows under the header one import takes, a 413 past it (docs/operating.md, "CSV in and out"). */
const MAX_IMPORT_ROWS = 100_000;

/**
 * Where the first byte that is not UTF-8 starts, or -1. Only asked once the fast decoder refused
 * the file, to name the row; it follows the decoder's rules (no overlong forms, no surrogates, at
 * most U+10FFFF).
 */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const [length, low, high] =
      b >= 0xc2 && b <= 0xdf
        ? [2, 0x80, 0xbf]
        : b === 0xe0
          ? [3, 0xa0, 0xbf]
          : b === 0xed
            ? [3, 0x80, 0x9f]
            : b >= 0xe1 && b <= 0xef
              ? [3, 0x80, 0xbf]
              : b === 0xf0
                ? [4, 0x90, 0xbf]
                : b === 0xf4
                  ? [4, 0x80, 0x8f]
                  : b >= 0xf1 && b <= 0xf3
                    ? [4, 0x80, 0xbf]
                    : [0, 0, 0];
    if (length === 0) return i;
    const second = bytes[i + 1];
    if (second === undefined || second < low || second > high) return i;
    for (let k = 2; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < 0x80 || next > 0xbf) return i;
    }
    i += length;
  }
  return -1;
}

/** The spreadsheet row (the header is row 1) holding the text's end: the row a bad byte after it is on. */
function rowAtEnd(text: string): number {
  // A letter added where the bad byte was either continues the row in progress or starts the next.
  let rows = 0;
  for (const _record of csvRecords(`${text}x`)) rows++;
  return rows;
}

/** The file's bytes as text: UTF-8 (a byte-order mark is fine) or a 400 naming the first bad row. */
function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    const before = new TextDecoder('utf-8').decode(bytes.subarray(0, Math.max(at, 0)));
    throw badRequest(messages.dataExchange.notUtf8(rowAtEnd(before)), 'file');
  }
}

/**
 * The uploaded file's records: decoded, at most MAX_IMPORT_ROWS under the header (413 past it),
 * no NUL in any cell (400 naming row and column). Reads a turn at a time, so a 100,000-row file
 * never holds up the shop's other requests for long.
 */
export async function readCsvFile(bytes: Uint8Array): Promise<string[][]> {
  const records: string[][] = [];
  const turn = turnTaker();
  for (const record of csvRecords(decodeCsv(bytes))) {
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
  return records;
}
