import { shopDateTime } from '@shop/shared/dates/shop-time';
import { ORDER_MESSAGE_LABELS } from '@shop/shared/orders/order-messages';
import { useApiRead } from '../../../lib/use-api-read';
import { getOrderMessages } from './api/get-order-messages';

const CHANNELS = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'E-mail' } as const;

/**
 * The order's WhatsApp and SMS messages (decision 51), each with how it fared as the provider last
 * said; nothing shown when none went (the shop sends none, or the order has none yet).
 */
export function OrderMessagesList({ orderId }: { orderId: string }) {
  // A list that cannot load is left out: the rest of the order's details still serve.
  const list = useApiRead(orderId, (signal) => getOrderMessages(orderId, signal)).data?.messages ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={`messages-${orderId}`} className="space-y-1 text-sm">
      <h3 id={`messages-${orderId}`} className="font-semibold">
        Messages
      </h3>
      <ul className="space-y-1">
        {list.map((m, i) => (
          <li key={i} className="flex flex-wrap gap-x-2">
            <span>{ORDER_MESSAGE_LABELS[m.kind]}</span>
            <span>· {CHANNELS[m.channel]}</span>
            <span className="font-semibold">· {m.status}</span>
            <time className="text-plum/70" dateTime={m.updatedAt}>
              {shopDateTime(m.updatedAt)}
            </time>
            {m.error && <span className="w-full text-xs text-plum/70">{m.error}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
