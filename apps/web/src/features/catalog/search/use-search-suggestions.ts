import { useApiRead } from '../../../lib/use-api-read';
import { getSearchSuggestions, type Suggestions } from '../api/get-search-suggestions';

/** Typing settles this long before the server is asked. */
const SUGGEST_PAUSE_MS = 200;
/** Fewer letters than this match too much to be worth asking about. */
const SUGGEST_MIN_LETTERS = 2;

export type SuggestionState = {
  /** The term the suggestions answer (may lag the box while a newer one is on its way). */
  term: string;
  suggestions: Suggestions | null;
  /** A newer term is being asked about. */
  busy: boolean;
  failed: boolean;
};

/**
 * The header search's suggestions for what is typed: asked once the shopper pauses, the request
 * for an older term aborted as soon as the text changes, so a slow answer never replaces a newer
 * one. Until the new answer arrives the last one stays shown (marked busy).
 */
export function useSearchSuggestions(text: string): SuggestionState {
  const term = text.trim();
  const asking = term.length >= SUGGEST_MIN_LETTERS;
  const { last } = useApiRead(asking ? term : null, (signal) => getSearchSuggestions(term, signal), {
    delayMs: SUGGEST_PAUSE_MS,
  });
  if (!asking) return { term, suggestions: null, busy: false, failed: false };
  return {
    term: last?.key ?? '',
    suggestions: last?.data ?? null,
    busy: last?.key !== term,
    failed: last !== null && 'error' in last,
  };
}
