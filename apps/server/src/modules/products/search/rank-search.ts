import { WORDS, type SearchIndex } from './search-index.ts';
import { phraseText, searchWords } from './search-words.ts';
import { slipsAllowed, typoDistance } from './typo-distance.ts';

// The storefront search's rule (decision 59): which products a search finds and in which order.

/** How a typed word met a word of the catalogue, best last. */
const MATCH = { typo: 0, inside: 1, start: 2, exact: 3 } as const;
/** Words of a search looked at: a pasted sentence costs no more than ten words. */
const MOST_WORDS = 10;
/** Letters a typed word needs before it is looked for inside words ("glow" in "afterglow"). */
const INSIDE_FROM = 3;
/** Letters a typed word needs before a slip is forgiven at a word's beginning ("lipstk…"). */
const TYPO_START_FROM = 5;

/** How one typed word meets one word of the catalogue, or null when it does not. */
function howWordsMeet(typed: string, word: string): number | null {
  if (word === typed) return MATCH.exact;
  if (word.startsWith(typed)) return MATCH.start;
  if (typed.length >= INSIDE_FROM && word.includes(typed)) return MATCH.inside;
  // A slip is forgiven only after the first letter, which shoppers rarely get wrong.
  const most = slipsAllowed(typed.length);
  if (most === 0 || word[0] !== typed[0] || word.length < typed.length - most) return null;
  const distance = typoDistance(typed, word, most);
  if (distance.whole !== Infinity) return MATCH.typo;
  if (typed.length >= TYPO_START_FROM && distance.start !== Infinity) return MATCH.typo;
  return null;
}

/**
 * The products a search finds, best first, as their places in the index. A product is found when
 * it meets at least half of the search's words (so "black soap" also finds what is only black,
 * after the black soaps). The order, each rule breaking the ties of the one before:
 * 1. more of the search's words met;
 * 2. the whole search as a phrase in the name, then anywhere else;
 * 3. more words met as typed (exactly, at a word's start or inside one) rather than forgiven a slip;
 * 4. where the words were met: name over kind over ingredients over description;
 * 5. exact words over beginnings over insides;
 * 6. the catalogue's order (newest first).
 */
export function rankSearch(index: SearchIndex, term: string): number[] {
  // Only gaps and signs ("(", ".*"): nothing to look for.
  const typed = searchWords(term).slice(0, MOST_WORDS);
  if (typed.length === 0) return [];
  const count = typed.length;
  // Per product and typed word: 0 when not met, else 100 when met as typed + 10 × weight + how.
  const best = new Int16Array(index.size * count);
  typed.forEach((word, w) => {
    for (let n = 0; n < index.wordCount; n++) {
      const from = index.start[n]!;
      const to = index.start[n + 1]!;
      if (from === to) continue; // no product of this snapshot holds it
      const how = howWordsMeet(word, WORDS[n]!);
      if (how === null) continue;
      const asTyped = how === MATCH.typo ? 0 : 100;
      for (let k = from; k < to; k++) {
        const cell = index.products[k]! * count + w;
        const value = asTyped + 10 * index.weights[k]! + how;
        if (value > best[cell]!) best[cell] = value;
      }
    }
  });
  const needed = Math.ceil(count / 2);
  const phrase = count > 1 ? phraseText(term) : null;
  const found: number[] = [];
  const scores = new Float64Array(index.size);
  for (let product = 0; product < index.size; product++) {
    let met = 0;
    let asTyped = 0;
    let weight = 0;
    let how = 0;
    for (let w = 0; w < count; w++) {
      const value = best[product * count + w]!;
      if (value === 0) continue;
      met++;
      if (value >= 100) asTyped++;
      weight += Math.floor((value % 100) / 10);
      how += value % 10;
    }
    if (met < needed) continue;
    const inPhrase = phrase === null ? 0 : phrasePlace(index, product, phrase);
    // The rules' figures as one number, each within its own digits (at most 10 words, so the
    // weights add up to 40 at most and the matches to 30).
    scores[product] = (((met * 3 + inPhrase) * 11 + asTyped) * 41 + weight) * 31 + how;
    found.push(product);
  }
  return found.sort((a, b) => scores[b]! - scores[a]! || a - b);
}

function phrasePlace(index: SearchIndex, product: number, phrase: string): number {
  if (` ${index.namePhrase[product]} `.includes(` ${phrase} `)) return 2;
  return ` ${index.otherPhrase[product]} `.includes(` ${phrase} `) ? 1 : 0;
}
