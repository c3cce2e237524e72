import type { ZodType } from 'zod';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * Checks `value` with a shared schema (the same one the server parses) and gives each field its
 * first message, or the checked data when nothing is wrong.
 */
export function checkFields<T>(
  schema: ZodType<T>,
  value: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
