import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvRow } from './csv-cells.ts';

/** One value written as a cell: a row of it, without the CRLF that ends every row. */
const cell = (value: Parameters<typeof csvRow>[0][number]) => csvRow([value]).slice(0, -2);

describe('a CSV cell, as a spreadsheet opens it', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(cell('Velvet Matte Lipstick')).toBe('Velvet Matte Lipstick');
    expect(cell(12500)).toBe('12500');
    expect(cell(-3)).toBe('-3');
    expect(cell(true)).toBe('true');
    expect(cell(false)).toBe('false');
    expect(cell(null)).toBe('');
    expect(cell(undefined)).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(cell('12, Airport Road')).toBe('"12, Airport Road"');
    expect(cell('The "Lagos" red')).toBe('"The ""Lagos"" red"');
    expect(cell('line one\nline two')).toBe('"line one\nline two"');
    expect(cell('a\r\nb')).toBe('"a\r\nb"');
    expect(cell('a\rb')).toBe('"a\rb"');
  });

  it('makes text a spreadsheet would run as a formula inert with a leading apostrophe', () => {
    expect(cell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    expect(cell('+2348031234567')).toBe("'+2348031234567");
    expect(cell('-2+3')).toBe("'-2+3");
    expect(cell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(cell('\t=1+1')).toBe("'\t=1+1");
    expect(cell('\r=1+1')).toBe(`"'\r=1+1"`);
    // The full-width signs Apple Numbers reads as formulas too.
    expect(cell('＝1+1')).toBe("'＝1+1");
    // Only the first character counts: an equals sign inside a name is plain text.
    expect(cell('Ada = Queen')).toBe('Ada = Queen');
  });

  it('ends a row with CRLF and starts a file with the UTF-8 byte-order mark', () => {
    expect(csvRow(['GN-100001', 'Ọlá, Ìbàdàn', 2, null])).toBe('GN-100001,"Ọlá, Ìbàdàn",2,\r\n');
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
