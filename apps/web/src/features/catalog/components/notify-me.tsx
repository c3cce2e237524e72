import { useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { toast } from 'sonner';
import type { SessionUser } from '@shop/shared/auth/session-user';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { isInStock } from '@shop/shared/catalog/stock';
import { messages } from '@shop/shared/messages';
import { checkFields } from '../../../components/form/field-errors';
import { refused, refuseFields } from '../../../components/form/form-outcome';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { requestStockNotice } from '../stock-notice/request-stock-notice';

/**
 * "Notify me" under a sold-out product, or beside sold-out shades: an e-mail field (a signed-in
 * shopper's address filled in) and, when shades are sold out, which one. The shop writes once
 * when it is back. Loaded only on pages that need it (product-purchase.tsx).
 */
export default function NotifyMe({ product }: { product: Product }) {
  const headingId = useId();
  const email = useSelector((s: { auth: { user: SessionUser | null } }) => s.auth.user?.email ?? '');
  const [done, setDone] = useState<string | null>(null);
  const productOut = !isInStock(product.inStock);
  const soldOutShades = product.colors.filter((c) => !c.inStock);
  const { errors, busy, onSubmit } = useFormSubmit(async (values) => {
    // zod loads with the first press of the button: the form itself shows on the product page's first paint.
    const { NotifyRequestSchema } = await import('@shop/shared/come-back/come-back-schemas');
    const checked = checkFields(NotifyRequestSchema, {
      email: values.email ?? '',
      colorId: values.colorId ? values.colorId : null,
    });
    if (!checked.ok) return refuseFields(checked.errors, messages.comeBack.notifyFailed);
    try {
      const thanks = await requestStockNotice(product.productId, checked.data);
      toast.success(thanks);
      setDone(thanks);
    } catch (error) {
      return refused(error, messages.comeBack.notifyFailed);
    }
  });

  if (!productOut && soldOutShades.length === 0) return null;
  if (done)
    return (
      <p role="status" className="rounded-[12px] bg-nude p-4 text-sm font-semibold text-plum">
        {done}
      </p>
    );
  return (
    <section aria-labelledby={headingId} className="rounded-[12px] bg-nude p-4">
      <h2 id={headingId} className="font-display text-xl">
        {productOut ? 'Sold out' : 'Shade sold out?'}
      </h2>
      <p className="mb-3 text-sm text-plum/85">{messages.comeBack.notifyIntro}</p>
      <form noValidate aria-labelledby={headingId} onSubmit={onSubmit} className="grid gap-3">
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
    </section>
  );
}
