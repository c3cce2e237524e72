// Reads a CSV file as a spreadsheet saves it (RFC 4180), the counterpart of csv-cells.ts.

/**
 * Records of cells: a UTF-8 byte-order mark dropped, quoted cells may hold commas, quotes and line
 * breaks, a line may end in CRLF or LF. A cell our export made inert (`'=…`) reads as it was.
 */
export function readCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    record.push(/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    // A blank line (or the file's last line break) is no record.
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\n') endRecord();
    else if (c === '\r' && body[i + 1] === '\n') {
      endRecord();
      i++;
    } else cell += c;
  }
  if (cell !== '' || record.length > 0) endRecord();
  return records;
}
