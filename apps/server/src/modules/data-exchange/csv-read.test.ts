import { describe, expect, it } from 'vitest';
import { csvRow } from './csv-cells.ts';
import { CsvUnreadable, csvRecords, readCsv } from './csv-read.ts';

describe('reading a CSV file as a spreadsheet saves it', () => {
  it('reads back what the exports write, formulas made inert included', () => {
    const cells = ['=1+1', '＝SUM(A1)', '-2+3', 'The "Lagos" red', 'line one\r\nline two', '', 'Ọlá, Ìbàdàn'];
    expect(readCsv(`\uFEFF${csvRow(cells)}${csvRow(['x'])}`)).toEqual([cells, ['x']]);
  });

  it('takes LF or CRLF line ends and skips blank lines', () => {
    expect(readCsv('a,b\nc\r\n\r\n\n""\nd,"e,\nf"')).toEqual([['a', 'b'], ['c'], ['d', 'e,\nf']]);
  });

  it('names the row where quoting no spreadsheet writes stops it (the header is row 1)', async () => {
    const text = 'Code,Name\r\nA-1,"Shea\r\nBalm"\r\nA-2,"Cocoa" butter\r\nA-3,x\r\n';
    expect(() => readCsv(text)).toThrow(CsvUnreadable);
    expect(() => readCsv(text)).toThrow(expect.objectContaining({ row: 3 }));
    const reading = (async () => {
      for await (const _record of csvRecords(Buffer.from(text)));
    })();
    await expect(reading).rejects.toMatchObject({ row: 3 });
  });

  it('reads a file fed in pieces, a character cut between two included', async () => {
    const row = csvRow(['Ọ₦'.repeat(20_000), 'x']);
    const records: string[][] = [];
    for await (const record of csvRecords(Buffer.from(row.repeat(3)))) records.push(record);
    expect(records).toEqual(Array.from({ length: 3 }, () => ['Ọ₦'.repeat(20_000), 'x']));
  });
});
