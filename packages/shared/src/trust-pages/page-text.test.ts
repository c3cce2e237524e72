import { describe, expect, it } from 'vitest';
import { pageBlocks, textParts } from './page-text.ts';

describe('the shopkeeper’s page text', () => {
  it('reads headings, paragraphs and lists, split by blank lines', () => {
    const text = 'Intro line one\nline two\n\n## Returns\nWithin 7 days.\n\n- one\n- two\n  carried on';
    expect(pageBlocks(text)).toEqual([
      { kind: 'paragraph', parts: [{ text: 'Intro line one line two' }] },
      { kind: 'heading', text: 'Returns' },
      { kind: 'paragraph', parts: [{ text: 'Within 7 days.' }] },
      { kind: 'list', items: [[{ text: 'one' }], [{ text: 'two carried on' }]] },
    ]);
  });

  it('keeps markup as text: HTML is words, not tags', () => {
    expect(pageBlocks('<script>alert(1)</script> <b>bold</b>')).toEqual([
      { kind: 'paragraph', parts: [{ text: '<script>alert(1)</script> <b>bold</b>' }] },
    ]);
  });

  it('links web and e-mail addresses, never a javascript: one, and leaves the full stop out', () => {
    expect(textParts('See https://ndpc.gov.ng. Or hello@glownaija.ng, not javascript:alert(1)')).toEqual([
      { text: 'See ' },
      { text: 'https://ndpc.gov.ng', href: 'https://ndpc.gov.ng' },
      { text: '. Or ' },
      { text: 'hello@glownaija.ng', href: 'mailto:hello@glownaija.ng' },
      { text: ', not javascript:alert(1)' },
    ]);
  });
});
