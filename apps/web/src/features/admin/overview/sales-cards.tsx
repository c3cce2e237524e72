import type { OverviewResponse, SalesPeriod } from '@shop/shared/admin/overview-schemas';
import { formatNaira } from '@shop/shared/money';

const PERIODS = [
  ['today', 'Today'],
  ['last7Days', 'Last 7 days'],
  ['last30Days', 'Last 30 days'],
] as const;

function Card({ title, period }: { title: string; period: SalesPeriod }) {
  return (
    <section aria-label={`Sales ${title.toLowerCase()}`} className="rounded-[12px] bg-white p-4 shadow-sm">
      <h3 className="text-sm font-semibold text-plum/70">{title}</h3>
      <p className="mt-1 font-display text-2xl font-bold break-words">{formatNaira(period.sales)}</p>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt>Orders</dt>
          <dd className="font-semibold">{period.orders}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Average</dt>
          <dd className="font-semibold">{formatNaira(period.averageOrder)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Paid sales today, over 7 and over 30 Lagos days: ₦ total, number of orders, average order. */
export function SalesCards({ sales }: { sales: OverviewResponse['sales'] }) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {PERIODS.map(([key, title]) => (
        <Card key={key} title={title} period={sales[key]} />
      ))}
    </div>
  );
}
