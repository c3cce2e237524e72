import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { CUSTOMER_NOTE_MAX, CustomerNoteRequestSchema } from '@shop/shared/customers/customer-schemas';
import { messages } from '@shop/shared/messages';
import { describedProps, FieldError } from '../../../components/form/field-error';
import { fieldStyles } from '../../../components/form/field-styles';
import { refused, refuseFields } from '../../../components/form/form-outcome';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminSession } from '../shell/use-admin-session';
import { addCustomerNote } from './api/add-customer-note';

const m = messages.customers;

/** A note for the staff about this person (a preference, a promise made in a chat); kept with who wrote it. */
export function CustomerNoteForm({ customerId, onSaved }: { customerId: string; onSaved: () => void }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { hasToken } = useAdminSession();
  const { errors, busy, onSubmit } = useFormSubmit(async ({ body }) => {
    if (!hasToken()) return;
    const parsed = CustomerNoteRequestSchema.safeParse({ body });
    if (!parsed.success) return refuseFields({ body: parsed.error.issues[0]!.message }, m.noteFailed);
    try {
      await addCustomerNote(customerId, parsed.data);
      toast.success(m.noteSaved);
      form.current?.reset();
      onSaved();
    } catch (error) {
      return refused(error, m.noteFailed);
    }
  });
  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-2">
      <div>
        <label htmlFor={id} className={fieldStyles.label}>
          {m.noteLabel}
        </label>
        <textarea
          id={id}
          name="body"
          rows={3}
          maxLength={CUSTOMER_NOTE_MAX}
          className={fieldStyles.box}
          {...describedProps(id, errors.body)}
        />
        <FieldError fieldId={id} message={errors.body} />
      </div>
      <button type="submit" disabled={busy} aria-busy={busy} className={`${buttonStyles.primary} py-2`}>
        {busy && <Spinner size={16} label={m.savingNote} />}
        {m.saveNote}
      </button>
    </form>
  );
}
