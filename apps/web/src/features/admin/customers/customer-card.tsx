import { monthDayYear } from '@shop/shared/dates/shop-time';
import type { Customer } from '@shop/shared/customers/customer-schemas';
import { messages } from '@shop/shared/messages';
import { formatNaira, koboToNaira } from '@shop/shared/money';
import { ChannelBadges } from './channel-badges';

const m = messages.customers;

/** One person of the customers tab: how to reach them, what they bought and where, and their page. */
export function CustomerCard({ customer, onOpen }: { customer: Customer; onOpen: () => void }) {
  return (
    <article
      aria-label={customer.name}
      className="flex h-full flex-col gap-3 rounded-[12px] bg-white p-4 shadow-sm"
    >
      <div className="min-w-0">
        <h3 className="truncate font-display text-lg font-semibold">{customer.name}</h3>
        {customer.phone && <p className="text-sm">{customer.phone}</p>}
        {customer.email && <p className="truncate text-sm text-plum/80">{customer.email}</p>}
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <div>
          <dt className="text-plum/70">{m.ordersLabel}</dt>
          <dd className="font-semibold">{customer.orders}</dd>
        </div>
        <div>
          <dt className="text-plum/70">{m.spentLabel}</dt>
          <dd className="font-semibold">{formatNaira(koboToNaira(customer.totalSpentKobo))}</dd>
        </div>
        <div>
          <dt className="text-plum/70">{m.firstLabel}</dt>
          <dd>
            <time dateTime={customer.firstOrderAt}>{monthDayYear(customer.firstOrderAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-plum/70">{m.lastLabel}</dt>
          <dd>
            <time dateTime={customer.lastOrderAt}>{monthDayYear(customer.lastOrderAt)}</time>
          </dd>
        </div>
      </dl>
      <ChannelBadges channels={customer.channels} />
      <button
        type="button"
        onClick={onOpen}
        aria-label={m.open(customer.name)}
        className="mt-auto min-h-11 w-full rounded-full border-2 border-plum px-4 py-2 text-sm font-semibold hover:bg-plum hover:text-ivory"
      >
        {m.openShort}
      </button>
    </article>
  );
}
