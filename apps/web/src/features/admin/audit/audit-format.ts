import { isMoneyField } from '@shop/shared/admin/audit-schemas';
import { formatNaira } from '@shop/shared/money';

// How the audit view writes an entry's time and its fields' values.

/** A field's value as a person reads it: ₦ for money, "none" for nothing, lists joined. */
export function fieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'number' && isMoneyField(field)) return formatNaira(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : value.map((v) => fieldValue('', v)).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export type FieldChange = { field: string; before: string | null; after: string | null };

/**
 * An entry's fields, before → after: every field of either side, in the order the server wrote
 * them; a side that is absent (a creation's before, a deletion's after) is null.
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: before ? fieldValue(field, before[field]) : null,
    after: after ? fieldValue(field, after[field]) : null,
  }));
}
