import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import type { AdminDeliveryOption } from '@shop/shared/delivery/delivery-options';
import { messages } from '@shop/shared/messages';
import { formatNaira } from '@shop/shared/money';
import { failureText } from '../../../components/failure-text';
import { LoadFailure } from '../../../components/load-failure';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useApiRead } from '../../../lib/use-api-read';
import { deleteDeliveryOption } from './api/delete-delivery-option';
import { getAdminDeliveryOptions } from './api/get-delivery-options';
import { useAdminSession } from '../shell/use-admin-session';
import { DeliveryOptionForm } from './delivery-option-form';
import { FreeDeliveryForm } from './free-delivery-form';

/** Where an option goes, in words. */
function whereText(o: Pick<AdminDeliveryOption, 'area' | 'states' | 'lgas'>) {
  if (o.area === 'everywhere') return 'Every state';
  if (o.area === 'states') return o.states.join(', ');
  return `${o.lgas.join(', ')} (${o.states[0]})`;
}

/**
 * The delivery part of the settings tab: the options with their price, time and where
 * they go, each edited or deleted in the shop's dialog; a form for a new one; free delivery.
 */
export function DeliverySection({ freeOver }: { freeOver: number | null }) {
  const read = useApiRead('admin-delivery-options', getAdminDeliveryOptions);
  // The list as saved and deleted here since, over what was read.
  const [changed, setChanged] = useState<AdminDeliveryOption[] | null>(null);
  const options = changed ?? read.data?.options ?? null;
  const failure = read.error ?? null;
  const change = (next: (all: AdminDeliveryOption[]) => AdminDeliveryOption[]) =>
    setChanged((all) => next(all ?? read.data?.options ?? []));
  const [editing, setEditing] = useState<AdminDeliveryOption | null>(null);
  const [deleting, setDeleting] = useState<AdminDeliveryOption | null>(null);
  const [removing, startRemoving] = useTransition();
  const { hasToken } = useAdminSession();

  const replace = (saved: AdminDeliveryOption) =>
    change((all) =>
      all.some((o) => o.id === saved.id) ? all.map((o) => (o.id === saved.id ? saved : o)) : [...all, saved],
    );
  const remove = (option: AdminDeliveryOption) =>
    startRemoving(async () => {
      if (!hasToken()) return;
      try {
        toast.success((await deleteDeliveryOption(option.id)).message);
        change((all) => all.filter((o) => o.id !== option.id));
        setDeleting(null);
      } catch (error) {
        toast.error(failureText(error, messages.somethingWentWrong, 'said'));
      }
    });

  return (
    <section aria-labelledby="delivery-heading" className="max-w-3xl space-y-6">
      <h2 id="delivery-heading" className="font-display text-2xl font-semibold">
        {messages.delivery.title}
      </h2>
      <div className="rounded-[12px] bg-nude p-4 md:p-6">
        <FreeDeliveryForm freeOver={freeOver} />
      </div>
      {failure !== null ? (
        <LoadFailure error={failure} fallback={messages.delivery.fetchFailed} />
      ) : !options ? (
        <Spinner label="Loading the delivery options…" />
      ) : (
        <ul className="space-y-3" aria-label="Delivery options">
          {options.map((o) => (
            <li
              key={o.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-[12px] border border-field bg-white p-4"
            >
              <div className="min-w-0 space-y-1">
                <p className="font-semibold">
                  {o.label} <span className="font-normal text-plum/80">· {formatNaira(o.price)}</span>
                  {!o.active && <span className="ml-2 rounded-full bg-nude px-2 text-xs">Paused</span>}
                </p>
                {o.eta && <p className="text-sm">{o.eta}</p>}
                <p className="text-sm text-plum/80">{whereText(o)}</p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => setEditing(o)}
                  aria-label={`Edit ${o.label}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => setDeleting(o)}
                  aria-label={`Delete ${o.label}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="new-delivery" className="space-y-4 rounded-[12px] bg-nude p-4 md:p-6">
        <h3 id="new-delivery" className="font-display text-lg font-semibold">
          New delivery option
        </h3>
        <DeliveryOptionForm onSaved={replace} />
      </section>

      {editing && (
        <Dialog title={`Edit ${editing.label}`} onClose={() => setEditing(null)}>
          <DeliveryOptionForm
            option={editing}
            onSaved={(saved) => {
              replace(saved);
              setEditing(null);
            }}
          />
        </Dialog>
      )}
      {deleting && (
        <Dialog
          size="card"
          title={`Delete ${deleting.label}?`}
          description="Shoppers can no longer choose it. Orders that used it keep its name and price."
          onClose={() => setDeleting(null)}
        >
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={() => setDeleting(null)}>
              Keep it
            </button>
            <button
              type="button"
              className={buttonStyles.primary}
              onClick={() => remove(deleting)}
              disabled={removing}
              aria-busy={removing}
            >
              Delete
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
