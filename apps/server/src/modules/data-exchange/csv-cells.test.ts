import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow } from './csv-cells.ts';

describe('a CSV cell, as a spreadsheet opens it', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Velvet Matte Lipstick')).toBe('Velvet Matte Lipstick');
    expect(csvCell(12500)).toBe('12500');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('12, Airport Road')).toBe('"12, Airport Road"');
    expect(csvCell('The "Lagos" red')).toBe('"The ""Lagos"" red"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('makes text a spreadsheet would run as a formula inert with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    expect(csvCell('+2348031234567')).toBe("'+2348031234567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    // Only the first character counts: an equals sign inside a name is plain text.
    expect(csvCell('Ada = Queen')).toBe('Ada = Queen');
  });

  it('ends a row with CRLF and starts a file with the UTF-8 byte-order mark', () => {
    expect(csvRow(['GN-100001', 'Ọlá, Ìbàdàn', 2, null])).toBe('GN-100001,"Ọlá, Ìbàdàn",2,\r\n');
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
