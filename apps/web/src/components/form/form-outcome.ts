import { toast } from 'sonner';
import { ApiError } from '../../lib/api-client';
import type { FieldErrors } from './field-errors';

/** A form the page refused before sending: the toast says `message`, the fields say why. */
export function refuse(message: string, errors: FieldErrors): FieldErrors {
  toast.error(message);
  return errors;
}

/**
 * A form the server refused: its message in a toast (or `fallback` when it sent none), and by
 * the field it names, under the form's own name for that field (`fields` maps server → form).
 */
export function refused(error: unknown, fallback: string, fields: Record<string, string> = {}): FieldErrors {
  const message = error instanceof ApiError && error.message ? error.message : fallback;
  toast.error(message);
  const field = error instanceof ApiError && typeof error.body.field === 'string' ? error.body.field : null;
  return field ? { [fields[field] ?? field]: message } : {};
}
