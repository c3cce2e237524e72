import { messages } from '@shop/shared/messages';
import { CHANNEL_LABELS, type OrderChannel } from '@shop/shared/orders/order-channels';

/** Where a person bought (website, WhatsApp, walk-in…), as small labelled pills. */
export function ChannelBadges({ channels }: { channels: readonly OrderChannel[] }) {
  return (
    <ul aria-label={messages.customers.channelsLabel} className="flex flex-wrap gap-1.5">
      {channels.map((channel) => (
        <li key={channel} className="rounded-full bg-nude px-3 py-1 text-xs font-semibold">
          {CHANNEL_LABELS[channel]}
        </li>
      ))}
    </ul>
  );
}
