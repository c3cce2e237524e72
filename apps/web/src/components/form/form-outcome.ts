import { toast } from 'sonner';
import { ApiError } from '../../lib/api-client';
import type { FieldErrors } from './field-errors';

// How a form tells the shopper it did not go through, the same way on every form: the message
// in a toast, and by each field it is about (FieldError, under the field).

/** A form the page refused before sending: the toast says `message`, the fields say why. */
export function refuse(message: string, errors: FieldErrors): FieldErrors {
  toast.error(message);
  return errors;
}

/** A form the shared schema refused: the first wrong field's message in the toast (`fallback` if none). */
export const refuseFields = (errors: FieldErrors, fallback: string) =>
  refuse(Object.values(errors)[0] ?? fallback, errors);

type Refusal = {
  /** The server's name for a field → the form's name for it, where they differ. */
  fields?: Record<string, string>;
  /** The toast's text when the form words the failure itself (spec texts); else the server's message. */
  message?: string;
  /** A loading toast this one replaces. */
  toastId?: string | number;
};

/**
 * A form the server refused: its message in a toast (or `fallback` when it sent none), and by the
 * field its answer names (`field`), under the form's own name for that field.
 */
export function refused(error: unknown, fallback: string, how: Refusal = {}): FieldErrors {
  const message = how.message ?? (error instanceof ApiError && error.message ? error.message : fallback);
  if (how.toastId === undefined) toast.error(message);
  else toast.error(message, { id: how.toastId });
  const field = error instanceof ApiError && typeof error.body.field === 'string' ? error.body.field : null;
  return field ? { [how.fields?.[field] ?? field]: message } : {};
}

/** What the server said, when it answered with a message; `fallback` when it said nothing or never answered. */
export const serverMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
