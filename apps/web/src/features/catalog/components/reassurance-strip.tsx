import { BadgeCheck, CreditCard, Truck } from 'lucide-react';

/** What a Nigerian shopper asks first, answered under the hero. */
const points = [
  {
    Icon: Truck,
    title: 'Delivery across all 36 states and the FCT',
    note: 'GUO, GIG or a rider in Benin City',
  },
  {
    Icon: CreditCard,
    title: 'Secure payment by Paystack',
    note: 'Verve, Visa or Mastercard, and the other ways shown at checkout',
  },
  { Icon: BadgeCheck, title: 'Genuine products', note: 'Sourced from the makers, never repackaged' },
];

export function ReassuranceStrip() {
  return (
    <section aria-label="Why shop with us" className="bg-nude">
      <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:grid-cols-3">
        {points.map(({ Icon, title, note }) => (
          <li key={title} className="flex items-start gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-rose" />
            <p className="text-sm">
              <span className="block font-semibold text-plum">{title}</span>
              <span className="text-plum/85">{note}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
