import { Readable } from 'node:stream';
import { CsvError, parse, type Options } from 'csv-parse';
import { parse as parseNow } from 'csv-parse/sync';

// Reads a CSV file as a spreadsheet saves it (RFC 4180) with csv-parse (decision 69), the
// counterpart of csv-cells.ts.

/** What a cell our export made inert (`'=…`, csv-stringify's formula guard) looked like before. */
const INERT = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

const READ_OPTIONS: Options = {
  bom: true,
  // A line may end in CRLF or LF, whichever the first line used; a lone CR stays in its cell.
  record_delimiter: ['\r\n', '\n'],
  // Rows may differ in length: the import names a missing cell by its row and column.
  relax_column_count: true,
  // A blank line, or one holding just "", is no record.
  skip_empty_lines: true,
  // Here, not in the `cast` option: a cast function costs the parser a context per cell (15× slower).
  on_record: (record: string[]) =>
    record.length === 1 && record[0] === ''
      ? null
      : record.map((cell) => (INERT.test(cell) ? cell.slice(1) : cell)),
};

/** A file that is no CSV a spreadsheet would save (a quote left open, text after a closing quote). */
export class CsvUnreadable extends Error {
  constructor(
    /** The spreadsheet row (the header is row 1) where reading stopped. */
    readonly row: number,
    cause: CsvError,
  ) {
    super(`row ${row}: ${cause.message}`, { cause });
  }
}

const unreadable = (error: unknown) =>
  error instanceof CsvError ? new CsvUnreadable(Number(error.records ?? 0) + 1, error) : error;

/** Every record of a text at once (small files: tests, the round trip, naming a row). */
export function readCsv(text: string): string[][] {
  try {
    return parseNow(text, READ_OPTIONS) as string[][];
  } catch (error) {
    throw unreadable(error);
  }
}

/** Pieces of the file the parser takes one at a time (it holds a cell cut between two, even mid-character). */
function* pieces(bytes: Uint8Array, size = 64 * 1024) {
  for (let at = 0; at < bytes.length; at += size)
    yield Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(size, bytes.length - at));
}

/**
 * The records of a UTF-8 file, one at a time: the parser is fed a piece at a time, so a reader of a
 * big file can let other work run between records (see csv-file.ts). A malformed file throws
 * CsvUnreadable.
 */
export async function* csvRecords(bytes: Uint8Array): AsyncGenerator<string[]> {
  const parser = Readable.from(pieces(bytes)).pipe(parse(READ_OPTIONS));
  try {
    for await (const record of parser) yield record as string[];
  } catch (error) {
    throw unreadable(error);
  }
}
