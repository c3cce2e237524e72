import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { Color, Product } from '@shop/shared/catalog/product-schemas';
import { messages } from '@shop/shared/messages';
import { checkFields } from '../../../components/form/field-errors';
import { refused, refuseFields } from '../../../components/form/form-outcome';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthState } from '../../../lib/store/app-stores';
import { requestStockNotice } from '../stock-notice/request-stock-notice';

/**
 * The "Notify me" form: an e-mail field (a signed-in shopper's address filled in) and, when shades
 * are sold out, which one. Loaded with the first press of "Notify me" (notify-me.tsx), so the
 * product page's first paint carries none of its fields; the e-mail field takes the focus.
 */
export default function NotifyMeForm({
  product,
  productOut,
  soldOutShades,
  labelledBy,
  onDone,
}: {
  product: Product;
  productOut: boolean;
  soldOutShades: Color[];
  /** The id of the section's heading, which names the form. */
  labelledBy: string;
  /** Told the shop's thank-you once the request is saved. */
  onDone: (thanks: string) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const email = useAuthState((auth) => auth.user?.email ?? '');
  // The shopper pressed "Notify me" to get here: the e-mail is what they came to type.
  useEffect(() => {
    const field = formRef.current?.elements.namedItem('email');
    if (field instanceof HTMLInputElement) field.focus();
  }, []);
  const { errors, busy, onSubmit } = useFormSubmit(async (values) => {
    // zod loads with the first send: the form shows before it.
    const { NotifyRequestSchema } = await import('@shop/shared/come-back/come-back-schemas');
    const checked = checkFields(NotifyRequestSchema, {
      email: values.email ?? '',
      colorId: values.colorId ? values.colorId : null,
    });
    if (!checked.ok) return refuseFields(checked.errors, messages.comeBack.notifyFailed);
    try {
      const thanks = await requestStockNotice(product.productId, checked.data);
      toast.success(thanks);
      onDone(thanks);
    } catch (error) {
      return refused(error, messages.comeBack.notifyFailed);
    }
  });

  return (
    <form ref={formRef} noValidate aria-labelledby={labelledBy} onSubmit={onSubmit} className="grid gap-3">
      {soldOutShades.length > 0 && (
        <SelectField label="Shade" name="colorId" error={errors.colorId} defaultValue="">
          {productOut ? (
            <option value="">Any shade</option>
          ) : (
            <option value="" disabled>
              Choose a shade
            </option>
          )}
          {soldOutShades.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={messages.comeBack.notifyEmailLabel}
        type="email"
        name="email"
        autoComplete="email"
        defaultValue={email}
        error={errors.email}
      />
      <button type="submit" disabled={busy} className={buttonStyles.primary}>
        {busy && <Spinner size={18} label="Saving…" />}
        {messages.comeBack.notifyMe}
      </button>
    </form>
  );
}
