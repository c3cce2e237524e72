// How typed text and product text become words for the storefront search (decision 59): lower
// case, accents dropped ("crème" is "creme"), anything but letters and digits a gap. Plain string
// work, never a RegExp built from what the shopper typed.

/** Printable ASCII, tabs and line ends: most product text. */
const ASCII = /^[\t\n\r -~]*$/;
const ASCII_GAP = /[^a-z0-9]+/;
const GAP = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}/gu;

/** Words that only join others: dropped from a search that has other words ("cream for dry skin"). */
const JOINING_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'with', 'of', 'in', 'on', 'to', 'or', 'by']);

/** The text as searchable words, in order: "Raw Shea-Butter (200ml)" is raw, shea, butter, 200ml. */
export function wordsOf(text: string): string[] {
  // Most text is plain ASCII: the quick way gives the same words.
  const words = ASCII.test(text)
    ? text.toLowerCase().split(ASCII_GAP)
    : text.normalize('NFD').replace(MARKS, '').toLowerCase().split(GAP);
  return words.filter((word) => word !== '');
}

/** The same words joined by single spaces: what a phrase is looked for in. */
export const phraseText = (text: string) => wordsOf(text).join(' ');

/** A search's words that carry meaning: joining words go unless nothing else is left. */
export function searchWords(term: string): string[] {
  const words = wordsOf(term);
  const meaningful = words.filter((word) => !JOINING_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}
