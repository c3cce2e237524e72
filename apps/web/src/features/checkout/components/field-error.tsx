/** A field's message, shown under it and tied to it by aria-describedby (id `${fieldId}-error`). */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-alert">
      {message}
    </p>
  );
}

/** The attributes that mark a field as wrong and point at its message. */
export function invalidProps(fieldId: string, message?: string | null) {
  return message ? { 'aria-invalid': true, 'aria-describedby': `${fieldId}-error` } : {};
}
