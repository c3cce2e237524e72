// Reads a CSV file as a spreadsheet saves it (RFC 4180), the counterpart of csv-cells.ts.

/** What a cell our export made inert (`'=…`) looked like before: it reads back as it was. */
const INERT = /^'[=+\-@\t\r]/;

/**
 * Records of cells, one at a time: a UTF-8 byte-order mark dropped, quoted cells may hold commas,
 * quotes and line breaks, a line may end in CRLF or LF. A blank line is no record. A generator, so
 * a reader of a big file can let other work run between records (see csv-file.ts).
 */
export function* csvRecords(text: string): Generator<string[]> {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    record.push(INERT.test(cell) ? cell.slice(1) : cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    let ended = false;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\n') ended = true;
    else if (c === '\r' && body[i + 1] === '\n') {
      ended = true;
      i++;
    } else cell += c;
    if (ended) {
      endCell();
      if (record.length > 1 || record[0] !== '') yield record;
      record = [];
    }
  }
  if (cell !== '' || record.length > 0) {
    endCell();
    if (record.length > 1 || record[0] !== '') yield record;
  }
}

/** Every record of the file at once (small files: tests, the round trip). */
export const readCsv = (text: string): string[][] => [...csvRecords(text)];
