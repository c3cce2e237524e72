import { AnswerError, ApiError } from '../lib/api-client';

/**
 * Which words a failure is told in; the product description fixes them per place. `page`: always the page's own
 * (`fallback`); `server`: the server's message when it answered with one, else the page's;
 * `said`: what the API edge said (the server's message, a lost connection's, an unreadable
 * answer's), else the page's (a bug's own message is never shown).
 */
export type FailureWords = 'page' | 'server' | 'said';

/** The one place a failure's words are chosen, for the toasts and the load-failure view alike. */
export function failureText(error: unknown, fallback: string, words: FailureWords): string {
  if (words === 'server')
    return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
  if (words === 'said')
    return (error instanceof ApiError || error instanceof AnswerError) && error.message
      ? error.message
      : fallback;
  return fallback;
}
