import type { ReactNode } from 'react';
import type { Order } from '@shop/shared/orders/order-schemas';
import { formatNaira } from '@shop/shared/money';
import { ProductImage } from '../../../components/ui/product-image';

const dateFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' });

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-plum/60">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** One order with every field spec section 2 lists for the dashboard. */
export function OrderCard({ order }: { order: Order }) {
  return (
    <article
      aria-label={`Order of ${dateFormat.format(new Date(order.createdAt))}`}
      className="rounded-[12px] bg-nude p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <time dateTime={order.createdAt} className="font-display text-lg">
          {dateFormat.format(new Date(order.createdAt))}
        </time>
        <span className="rounded-full bg-leaf px-3 py-1 text-xs font-semibold text-white">
          {order.status}
        </span>
      </header>
      <ul className="mt-4 flex flex-col gap-3">
        {order.items.map((item, i) => (
          <li key={i} className="flex items-center gap-3 rounded-[12px] bg-white/70 p-2">
            <ProductImage
              image={item.productImage}
              alt={item.productName}
              width={64}
              height={64}
              sizes="64px"
              className="size-16 shrink-0 rounded-[8px]"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold">{item.productName}</p>
              <p>
                {formatNaira(item.price)} × {item.quantity}
              </p>
              {item.color && (
                <p className="flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className="inline-block size-3.5 rounded-full border border-plum/20"
                    style={{ background: item.color.code }}
                  />
                  {item.color.name} <span className="text-plum/60">({item.color.code})</span>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Detail term="Name">{order.name}</Detail>
        <Detail term="Phone number">{order.phoneNumber}</Detail>
        <Detail term="Address">{order.address}</Detail>
        <Detail term="City">{order.city}</Detail>
        <Detail term="State">{order.state}</Detail>
        <Detail term="Total items">{order.totalItems}</Detail>
        <Detail term="Amount">
          <span className="text-base font-semibold">{formatNaira(order.amount)}</span>
        </Detail>
      </dl>
    </article>
  );
}
