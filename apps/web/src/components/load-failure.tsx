import { useEffect } from 'react';
import { generalMessages } from '@shop/shared/general-messages';
import { failureText, type FailureWords } from './failure-text';

// Where a read that failed is shown, one look per kind of place.
const LOOKS = {
  /** The storefront's pages (after the product description's 'Error: '), large, in the page's middle. */
  page: 'mx-auto max-w-3xl px-4 py-10 text-center text-lg font-medium',
  /** A section or tab of its own (the dashboard's lists, a tracked order). */
  section: 'py-8 text-center',
  /** Inside a panel (the admin's lists). */
  panel: '',
} as const;

/**
 * The one view of a read that failed (a page's data, a tab's list, a lookup): red text, read out
 * at once. Its words come from failureText.
 */
export function LoadFailure({
  error,
  fallback = generalMessages.somethingWentWrong,
  words = 'said',
  look = 'panel',
}: {
  error: unknown;
  fallback?: string;
  words?: FailureWords;
  look?: keyof typeof LOOKS;
}) {
  return (
    <p role="alert" className={`text-alert ${LOOKS[look]}`}>
      {look === 'page' && 'Error: '}
      {failureText(error, fallback, words)}
    </p>
  );
}

/** A failure the page does not show (the product page's, by the product description; a bonus section's): logged only. */
export function logFailure(error: unknown) {
  console.error(error);
}

/** The same, where a render meets the failure. */
export function LoggedOnly({ error }: { error: unknown }) {
  useEffect(() => logFailure(error), [error]);
  return null;
}
