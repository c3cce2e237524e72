import { phraseText, wordsOf } from './search-words.ts';

// The storefront search's index over one catalogue snapshot: every word of every product, with
// where it stands. Made once per snapshot on the first search (a snapshot never changes; a new
// one comes with every catalogue change), so a search looks at each distinct word once instead of
// at every product's text.

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
export const FIELD_WEIGHT = { name: 4, kind: 3, ingredients: 2, description: 1 } as const;

export type SearchIndex = {
  size: number;
  /** Each distinct word: the products holding it and, for each, the weight of its best place. */
  postings: Map<string, { products: number[]; weights: number[] }>;
  /** The distinct words by first letter: where a mistyped word looks for its neighbours. */
  byFirstLetter: Map<string, string[]>;
  /** Each product's name and its other text as phrases ("african black soap cleanser"). */
  namePhrase: string[];
  otherPhrase: string[];
};

export function buildSearchIndex(texts: readonly SearchableText[]): SearchIndex {
  const postings: SearchIndex['postings'] = new Map();
  texts.forEach((text, product) => {
    const best = new Map<string, number>();
    const place = (value: string, weight: number) => {
      for (const word of wordsOf(value)) if ((best.get(word) ?? 0) < weight) best.set(word, weight);
    };
    place(text.description, FIELD_WEIGHT.description);
    place(text.ingredients, FIELD_WEIGHT.ingredients);
    place(text.kind, FIELD_WEIGHT.kind);
    place(`${text.name} ${text.fullname}`, FIELD_WEIGHT.name);
    for (const [word, weight] of best) {
      let posting = postings.get(word);
      if (!posting) postings.set(word, (posting = { products: [], weights: [] }));
      posting.products.push(product);
      posting.weights.push(weight);
    }
  });
  const byFirstLetter = new Map<string, string[]>();
  for (const word of postings.keys()) {
    const letter = word[0]!;
    const words = byFirstLetter.get(letter);
    if (words) words.push(word);
    else byFirstLetter.set(letter, [word]);
  }
  return {
    size: texts.length,
    postings,
    byFirstLetter,
    namePhrase: texts.map((t) => phraseText(`${t.name} ${t.fullname}`)),
    otherPhrase: texts.map((t) => phraseText(`${t.kind} ${t.ingredients} ${t.description}`)),
  };
}
