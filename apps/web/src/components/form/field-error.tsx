/** A field's message, shown under it and tied to it by aria-describedby (id `${fieldId}-error`). */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-alert">
      {message}
    </p>
  );
}

/** The attributes that mark a field as wrong and point at its message (and hint, if any). */
export function describedProps(fieldId: string, message?: string | null, hasHint = false) {
  const ids = [message ? `${fieldId}-error` : '', hasHint ? `${fieldId}-hint` : ''].filter(Boolean);
  return {
    ...(message ? { 'aria-invalid': true as const } : {}),
    ...(ids.length ? { 'aria-describedby': ids.join(' ') } : {}),
  };
}
