import { wordsOf } from './search-words.ts';

// The storefront search's index over one catalogue snapshot: for every word, the products that
// hold it and where. A snapshot never changes (a new one comes with every catalogue change), so
// its index is made once, on its first search. A product's words are read once for as long as the
// product is unchanged, and every word ever seen has a number, so making the index for a new
// snapshot is counting and filling arrays, not reading text again.

/** What a product's text says, as the search weighs it (decision 59): its name first. */
export type SearchableText = {
  name: string;
  fullname: string;
  /** The product type and category ("lips", "makeup"). */
  kind: string;
  ingredients: string;
  description: string;
};

/** Where a word stands, weighed: the name over the kind over the ingredients over the description. */
const FIELD_WEIGHT = { name: 4, kind: 3, ingredients: 2, description: 1 } as const;

/** Every word seen by this process, by number (words of removed products stay: a few kB). */
const numbers = new Map<string, number>();
export const WORDS: string[] = [];

function numberOf(word: string): number {
  let n = numbers.get(word);
  if (n === undefined) {
    n = WORDS.length;
    numbers.set(word, n);
    WORDS.push(word);
  }
  return n;
}

/** One product's distinct words (by number) with the weight of each one's best place. */
export type ProductWords = {
  words: number[];
  weights: number[];
  namePhrase: string;
  otherPhrase: string;
};

// Scratch space for productWords, by word number: which product last met the word, and its best
// weight there (no map per product: the first search reads 10,000 products at once).
let lastMet = new Int32Array(4096);
let bestWeight = new Uint8Array(4096);
let reading = 0;

export function productWords(text: SearchableText): ProductWords {
  reading++;
  const distinct: number[] = [];
  const place = (words: string[], weight: number) => {
    for (const word of words) {
      const n = numberOf(word);
      if (n >= lastMet.length) {
        lastMet = grow(lastMet, new Int32Array(lastMet.length * 2));
        bestWeight = grow(bestWeight, new Uint8Array(bestWeight.length * 2));
      }
      if (lastMet[n] !== reading) {
        lastMet[n] = reading;
        bestWeight[n] = weight;
        distinct.push(n);
      } else if (bestWeight[n]! < weight) bestWeight[n] = weight;
    }
    return words;
  };
  const other = [
    ...place(wordsOf(text.kind), FIELD_WEIGHT.kind),
    ...place(wordsOf(text.ingredients), FIELD_WEIGHT.ingredients),
    ...place(wordsOf(text.description), FIELD_WEIGHT.description),
  ];
  const name = place(wordsOf(`${text.name} ${text.fullname}`), FIELD_WEIGHT.name);
  return {
    words: distinct,
    weights: distinct.map((n) => bestWeight[n]!),
    namePhrase: name.join(' '),
    otherPhrase: other.join(' '),
  };
}

function grow<T extends Int32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

export type SearchIndex = {
  size: number;
  /** Words numbered below this may be held by the snapshot's products. */
  wordCount: number;
  /** Word n's products are `products[start[n]]` to `products[start[n + 1] - 1]`, with their weights. */
  start: Int32Array;
  products: Int32Array;
  weights: Uint8Array;
  /** Each product's name and its other text as phrases ("african black soap cleanser"). */
  namePhrase: string[];
  otherPhrase: string[];
};

export function buildSearchIndex(items: readonly ProductWords[]): SearchIndex {
  const wordCount = WORDS.length;
  const start = new Int32Array(wordCount + 1);
  for (const item of items) for (const n of item.words) start[n + 1] = start[n + 1]! + 1;
  for (let n = 0; n < wordCount; n++) start[n + 1] = start[n + 1]! + start[n]!;
  const filled = start.slice(0, wordCount);
  const products = new Int32Array(start[wordCount]!);
  const weights = new Uint8Array(start[wordCount]!);
  items.forEach((item, product) => {
    item.words.forEach((n, k) => {
      const at = filled[n]!;
      filled[n] = at + 1;
      products[at] = product;
      weights[at] = item.weights[k]!;
    });
  });
  return {
    size: items.length,
    wordCount,
    start,
    products,
    weights,
    namePhrase: items.map((i) => i.namePhrase),
    otherPhrase: items.map((i) => i.otherPhrase),
  };
}
