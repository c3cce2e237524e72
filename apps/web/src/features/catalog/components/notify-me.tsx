import { lazy, Suspense, useId, useState } from 'react';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { isInStock } from '@shop/shared/catalog/stock';
import { comeBackMessages } from '@shop/shared/come-back/come-back-messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';

// The form and its fields load with the first press: most shoppers who see a sold-out shade never ask.
const NotifyMeForm = lazy(() => import('./notify-me-form'));

/**
 * "Notify me" under a sold-out product, or beside sold-out shades: first a "Notify me" button where
 * the form's own button sits; pressed, the form (notify-me-form.tsx) shows with the e-mail field
 * focused. The shop writes once when it is back. Shown by product-purchase.tsx when something is
 * sold out.
 */
export default function NotifyMe({ product }: { product: Product }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const productOut = !isInStock(product.inStock);
  const soldOutShades = product.colors.filter((c) => !c.inStock);

  if (!productOut && soldOutShades.length === 0) return null;
  if (done)
    return (
      <p role="status" className="rounded-[12px] bg-nude p-4 text-sm font-semibold text-plum">
        {done}
      </p>
    );
  const opener = (loading: boolean) => (
    <button
      type="button"
      disabled={loading}
      onClick={() => setOpen(true)}
      className={`${buttonStyles.primary} w-full`}
    >
      {loading && <Spinner size={18} label="Loading…" />}
      {comeBackMessages.notifyMe}
    </button>
  );
  return (
    <section aria-labelledby={headingId} className="rounded-[12px] bg-nude p-4">
      <h2 id={headingId} className="font-display text-xl">
        {productOut ? 'Sold out' : 'Shade sold out?'}
      </h2>
      <p className="mb-3 text-sm text-plum/85">{comeBackMessages.notifyIntro}</p>
      {open ? (
        <Suspense fallback={opener(true)}>
          <NotifyMeForm
            product={product}
            productOut={productOut}
            soldOutShades={soldOutShades}
            labelledBy={headingId}
            onDone={setDone}
          />
        </Suspense>
      ) : (
        opener(false)
      )}
    </section>
  );
}
