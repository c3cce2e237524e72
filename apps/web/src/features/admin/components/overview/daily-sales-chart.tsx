import type { DailySales } from '@shop/shared/admin/overview-schemas';
import { formatNaira } from '@shop/shared/money';

const WIDTH = 600;
const HEIGHT = 200;
const AXIS = 18;

/** "2026-11-23" → "23 Nov": the days are Lagos days already, so no time zone is applied. */
function dayLabel(date: string, style: 'short' | 'long' = 'short') {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    timeZone: 'UTC',
  });
}

/**
 * The last 30 days' paid sales as inline SVG bars (no chart library). Screen readers get the
 * figures from the table below the chart; the bars themselves are decoration.
 */
export function DailySalesChart({ days }: { days: DailySales[] }) {
  const highest = Math.max(0, ...days.map((d) => d.sales));
  const max = Math.max(1, highest);
  const slot = WIDTH / Math.max(1, days.length);
  const plot = HEIGHT - AXIS;
  return (
    <figure className="rounded-[12px] bg-white p-4 shadow-sm">
      <figcaption className="mb-3 font-display text-lg font-semibold">
        Daily sales, last {days.length} days
        <span className="block font-sans text-sm font-normal text-plum/70">
          Highest day {formatNaira(highest)}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        <line x1="0" x2={WIDTH} y1={plot} y2={plot} className="stroke-nude-deep" strokeWidth="1" />
        {days.map((d, i) => {
          const h = d.sales === 0 ? 0 : Math.max(2, (d.sales / max) * (plot - 8));
          return (
            <g key={d.date}>
              <rect
                x={i * slot + slot * 0.15}
                y={plot - h}
                width={slot * 0.7}
                height={h}
                rx="2"
                className={i === days.length - 1 ? 'fill-rose' : 'fill-plum'}
              >
                <title>{`${dayLabel(d.date, 'long')}: ${formatNaira(d.sales)}, ${d.orders} orders`}</title>
              </rect>
              {(i === 0 || i === days.length - 1 || i % 7 === 0) && (
                <text
                  x={i * slot + slot / 2}
                  y={HEIGHT - 4}
                  textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}
                  className="fill-plum text-[11px]"
                >
                  {i === days.length - 1 ? 'Today' : dayLabel(d.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
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
              <th scope="row">{dayLabel(d.date, 'long')}</th>
              <td>{formatNaira(d.sales)}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
