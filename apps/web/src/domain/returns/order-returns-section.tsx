import { useState } from 'react';
import { messages } from '@shop/shared/messages';
import { buttonStyles } from '../../components/ui/button-styles';
import { useApiRead } from '../../lib/use-api-read';
import { getOrderReturns } from './order-returns-api';
import { ReturnForm } from './return-form';
import { ReturnStatusList } from './return-status-list';

const m = messages.returns;

/**
 * A delivered order's returns on the shopper's order page: what she asked and where it stands,
 * and while the shop's window is open, "Return items" opening the form. Shown only to whoever may
 * ask (the owner signed in, or the page's link); nothing while it loads or if it cannot.
 */
export function OrderReturnsSection({ orderId, token }: { orderId: string; token?: string }) {
  // Read again after a request is sent; what was shown stays until the answer comes.
  const { data: state, reread } = useApiRead(`${orderId}|${token ?? ''}`, (signal) =>
    getOrderReturns(orderId, token, signal),
  );
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  if (!state) return null;
  const returnable = state.items.some((i) => i.returnable > 0);
  if (state.data.length === 0 && !(state.window.open && returnable)) return null;
  return (
    <section aria-labelledby="returns-title" className="flex flex-col gap-4 rounded-[12px] bg-nude p-5">
      <h2 id="returns-title" className="font-display text-xl">
        Returns
      </h2>
      {sent && (
        <p role="status" className="text-sm font-semibold">
          {m.requested}
        </p>
      )}
      <ReturnStatusList returns={state.data} />
      {state.window.open && returnable && !open && (
        <button
          type="button"
          className={`${buttonStyles.secondary} self-start`}
          onClick={() => setOpen(true)}
        >
          {m.title}
        </button>
      )}
      {open && (
        <ReturnForm
          orderId={orderId}
          token={token}
          items={state.items}
          days={state.window.days}
          rules={state.window.rules}
          onSent={() => {
            setOpen(false);
            setSent(true);
            reread();
          }}
        />
      )}
    </section>
  );
}
