import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import type { Discount } from '@shop/shared/discounts/discount-schemas';
import { messages } from '@shop/shared/messages';
import { formatNaira } from '@shop/shared/money';
import { failureText } from '../../../components/failure-text';
import { Dialog } from '../../../components/ui/dialog';
import type { DiscountsView } from './api/get-discounts-view';
import { updateDiscount } from './api/update-discount';
import { useAdminSession } from '../shell/use-admin-session';
import { DeleteDiscountDialog } from './delete-discount-dialog';
import { DiscountCard } from './discount-card';
import { DiscountForm } from './discount-form';

/** The codes, newest first, with edit, pause/resume and delete; the new-code form above them. */
export function DiscountList({ initial }: { initial: DiscountsView }) {
  const [discounts, setDiscounts] = useState(initial.discounts);
  const [editing, setEditing] = useState<Discount | null>(null);
  const [deleting, setDeleting] = useState<Discount | null>(null);
  const [pausing, startPausing] = useTransition();
  const { hasToken } = useAdminSession();
  const names = new Map(initial.products.map((p) => [p._id, p.name]));
  const productName = (id: string) => names.get(id) ?? 'a deleted product';

  const replace = (saved: Discount) =>
    setDiscounts((all) =>
      all.some((d) => d.id === saved.id) ? all.map((d) => (d.id === saved.id ? saved : d)) : [saved, ...all],
    );

  const togglePause = (d: Discount) =>
    startPausing(async () => {
      if (!hasToken()) return;
      try {
        replace((await updateDiscount(d.id, { paused: !d.paused })).discount);
        toast.success(d.paused ? messages.discounts.resumed : messages.discounts.paused);
      } catch (error) {
        toast.error(failureText(error, messages.somethingWentWrong, 'said'));
      }
    });

  return (
    <div className="max-w-3xl space-y-6">
      <section aria-labelledby="new-discount" className="space-y-4 rounded-[12px] bg-nude p-4 md:p-6">
        <h3 id="new-discount" className="font-display text-lg font-semibold">
          New discount code
        </h3>
        <DiscountForm products={initial.products} onSaved={replace} />
      </section>

      <section aria-labelledby="discount-codes" className="space-y-3">
        <h3 id="discount-codes" className="font-display text-lg font-semibold">
          Codes
        </h3>
        <p className="text-sm">
          Given in discounts so far: {formatNaira(discounts.reduce((sum, d) => sum + d.given, 0))}
        </p>
        {discounts.length === 0 ? (
          <p>No discount codes yet.</p>
        ) : (
          <ul className="space-y-3">
            {discounts.map((d) => (
              <DiscountCard
                key={d.id}
                discount={d}
                productName={productName}
                busy={pausing}
                onEdit={() => setEditing(d)}
                onTogglePause={() => togglePause(d)}
                onDelete={() => setDeleting(d)}
              />
            ))}
          </ul>
        )}
      </section>

      {editing && (
        <Dialog title={`Edit ${editing.code}`} onClose={() => setEditing(null)}>
          <DiscountForm
            discount={editing}
            products={initial.products}
            onSaved={(saved) => {
              replace(saved);
              setEditing(null);
            }}
          />
        </Dialog>
      )}
      {deleting && (
        <DeleteDiscountDialog
          discount={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(id) => {
            setDiscounts((all) => all.filter((d) => d.id !== id));
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}
