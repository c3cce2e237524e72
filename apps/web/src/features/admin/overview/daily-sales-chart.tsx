import type { DailySales } from '@shop/shared/admin/overview-schemas';
import { formatNaira } from '@shop/shared/money';
import { dayOfMonth } from '@shop/shared/dates/shop-time';

const WIDTH = 600;
const HEIGHT = 200;

/**
 * The last 30 days' paid sales as inline SVG bars (no chart library). Screen readers get the
 * figures from the table below the chart; the bars themselves are decoration.
 */
export function DailySalesChart({ days }: { days: DailySales[] }) {
  const highest = Math.max(0, ...days.map((d) => d.sales));
  const max = Math.max(1, highest);
  const slot = WIDTH / Math.max(1, days.length);
  return (
    <figure className="rounded-[12px] bg-white p-4 shadow-sm">
      <figcaption className="mb-3 font-display text-lg font-semibold">
        Daily sales, last {days.length} days
        <span className="block font-sans text-sm font-normal text-plum/70">
          Highest day {formatNaira(highest)}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full md:h-56"
        aria-hidden="true"
        focusable="false"
      >
        <line
          x1="0"
          x2={WIDTH}
          y1={HEIGHT - 1}
          y2={HEIGHT - 1}
          className="stroke-nude-deep"
          strokeWidth="2"
        />
        {days.map((d, i) => {
          const h = d.sales === 0 ? 0 : Math.max(3, (d.sales / max) * (HEIGHT - 8));
          return (
            <rect
              key={d.date}
              x={i * slot + slot * 0.15}
              y={HEIGHT - h}
              width={slot * 0.7}
              height={h}
              className={i === days.length - 1 ? 'fill-rose' : 'fill-plum'}
            >
              <title>{`${dayOfMonth(d.date, 'long')}: ${formatNaira(d.sales)}, ${d.orders} orders`}</title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-plum/70">
          <span>{dayOfMonth(days[0]!.date)}</span>
          <span>{dayOfMonth(days[Math.floor(days.length / 2)]!.date)}</span>
          <span className="font-semibold text-rose">Today</span>
        </div>
      )}
      <table className="sr-only">
        <caption>Paid sales per day, last {days.length} days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sales</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{dayOfMonth(d.date, 'long')}</th>
              <td>{formatNaira(d.sales)}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
