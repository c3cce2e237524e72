import type { OverviewResponse } from '@shop/shared/admin/overview-schemas';
import { formatNaira } from '@shop/shared/money';
import { CHANNEL_LABELS } from '@shop/shared/orders/order-channels';

const PERIODS = [
  ['today', 'Today'],
  ['last7Days', '7 days'],
  ['last30Days', '30 days'],
] as const;

/**
 * Paid sales by where they were made (the website, WhatsApp, Instagram, the counter, the phone),
 * for each of the sales cards' periods: a channel that sold nothing in 30 days is left out.
 */
export function ChannelSales({ byChannel }: { byChannel: OverviewResponse['byChannel'] }) {
  const rows = byChannel.last30Days
    .filter((c) => c.orders > 0)
    .map((c) => ({
      channel: c.channel,
      cells: PERIODS.map(([key]) => byChannel[key].find((x) => x.channel === c.channel)!),
    }));
  return (
    <section aria-labelledby="overview-channels" className="rounded-[12px] bg-white p-4 shadow-sm">
      <h3 id="overview-channels" className="mb-3 font-display text-lg font-semibold">
        Sales by channel
      </h3>
      {rows.length === 0 ? (
        <p className="rounded-[12px] bg-nude p-4 text-sm">No sales in the last 30 days yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[22rem] text-sm">
            <thead>
              <tr className="text-left text-plum/70">
                <th scope="col" className="py-1 pr-3 font-semibold">
                  Channel
                </th>
                {PERIODS.map(([key, title]) => (
                  <th key={key} scope="col" className="py-1 pr-3 text-right font-semibold">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.channel} className="border-t border-nude">
                  <th scope="row" className="py-2 pr-3 text-left font-semibold">
                    {CHANNEL_LABELS[row.channel]}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={PERIODS[i]![0]} className="py-2 pr-3 text-right">
                      <span className="block font-semibold">{formatNaira(cell.sales)}</span>
                      <span className="block text-plum/70">
                        {cell.orders} {cell.orders === 1 ? 'order' : 'orders'}
                      </span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
