import { useTransition } from 'react';
import { toast } from 'sonner';
import type { Discount } from '@shop/shared/discounts/discount-schemas';
import { messages } from '@shop/shared/messages';
import { failureText } from '../../../components/failure-text';
import { Dialog } from '../../../components/ui/dialog';
import { buttonStyles } from '../../../components/ui/button-styles';
import { deleteDiscount } from './api/delete-discount';
import { useAdminSession } from '../shell/use-admin-session';

/** Asks before a code goes; one with uses is kept as history for its orders (decision 0030). */
export function DeleteDiscountDialog({
  discount,
  onClose,
  onDeleted,
}: {
  discount: Discount;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const [busy, startTransition] = useTransition();
  const { hasToken } = useAdminSession();
  const confirm = () =>
    startTransition(async () => {
      if (!hasToken()) return;
      try {
        const answer = await deleteDiscount(discount.id);
        toast.success(answer.message);
        onDeleted(discount.id);
      } catch (error) {
        toast.error(failureText(error, messages.somethingWentWrong, 'said'));
      }
    });
  return (
    <Dialog
      size="card"
      title={`Delete ${discount.code}?`}
      description={
        discount.uses > 0
          ? 'Shoppers can no longer use it. Orders that used it keep showing it.'
          : 'Shoppers can no longer use it.'
      }
      onClose={onClose}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Keep it
        </button>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={confirm}
          disabled={busy}
          aria-busy={busy}
        >
          Delete
        </button>
      </div>
    </Dialog>
  );
}
