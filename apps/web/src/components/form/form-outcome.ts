import { toast } from 'sonner';
import { ApiError } from '../../lib/api-client';
import { failureText, type FailureWords } from '../failure-text';
import type { FieldErrors } from './field-errors';

// How a form tells the shopper it did not go through, the same way on every form: the message
// in a toast, and by each field it is about (FieldError, under the field).

/** What a refusal's toast said, kept on its marks: the form focuses the field the toast names. */
export const TOASTED = Symbol('toasted');
export type ToastedErrors = FieldErrors & { [TOASTED]?: string };

/** A form the page refused before sending: the toast says `message`, the fields say why. */
export function refuse(message: string, errors: FieldErrors): ToastedErrors {
  toast.error(message);
  return { ...errors, [TOASTED]: message };
}

/** A form the shared schema refused: the first wrong field's message in the toast (`fallback` if none). */
export const refuseFields = (errors: FieldErrors, fallback: string) =>
  refuse(Object.values(errors)[0] ?? fallback, errors);

type Refusal = {
  /** The server's name for a field → the form's name for it, where they differ. */
  fields?: Record<string, string>;
  /** Which words the toast says (failure-text.ts); the failure's own by default. */
  words?: FailureWords;
  /** The toast's text when the form words this failure itself (the product description's duplicate product). */
  message?: string;
  /** A loading toast this one replaces. */
  toastId?: string | number;
};

/**
 * A form the server refused: its message in a toast (or `fallback` when it sent none), and by the
 * field its answer names (`field`), under the form's own name for that field.
 */
export function refused(error: unknown, fallback: string, how: Refusal = {}): FieldErrors {
  const message = how.message ?? failureText(error, fallback, how.words ?? 'said');
  if (how.toastId === undefined) toast.error(message);
  else toast.error(message, { id: how.toastId });
  const field = error instanceof ApiError && typeof error.body.field === 'string' ? error.body.field : null;
  return field ? { [how.fields?.[field] ?? field]: message } : {};
}
