import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from './order-number.ts';

describe('order numbers', () => {
  it('reads the forms people type and formats them back', () => {
    for (const typed of ['GN-100001', 'gn-100001', 'GN100001', '#GN 100001', ' 100001 '])
      expect(parseOrderNumber(typed)).toBe(100001);
    expect(formatOrderNumber(100001)).toBe('GN-100001');
  });
  it('refuses names, references and empty input', () => {
    for (const typed of ['', 'GN-', 'Ngozi', 'ref_1795386885173_IKbxH4y1OUtF', 'GN-12a', '0'])
      expect(parseOrderNumber(typed)).toBeNull();
  });
});
