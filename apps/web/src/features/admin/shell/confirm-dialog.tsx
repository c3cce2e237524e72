import type { ReactNode } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Dialog } from '../../../components/ui/dialog';

type Props = {
  /** The question, as the product description words it where it does. */
  title: string;
  /** Who or what it is about, read with the question. */
  description: ReactNode;
  /** The button that does it, saying what it does ("Delete product"). */
  confirmLabel: string;
  /** A step that cannot be undone: the button is red. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question in the shop's one dialog: Cancel (or Escape) first, then the named action. */
export function ConfirmDialog({ title, description, confirmLabel, danger, onConfirm, onCancel }: Props) {
  return (
    <Dialog size="card" title={title} description={description} onClose={onCancel}>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className={danger ? buttonStyles.danger : buttonStyles.primary}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
