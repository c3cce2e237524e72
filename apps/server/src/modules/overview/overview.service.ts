import type { ChannelSales, OverviewResponse, SalesPeriod } from '@shop/shared/admin/overview-schemas';
import { SHOP_TIME_ZONE } from '@shop/shared/dates/shop-time';
import { koboToNaira } from '@shop/shared/money';
import { ORDER_CHANNELS } from '@shop/shared/orders/order-channels';
import { ORDER_STATUS_VALUES } from '@shop/shared/orders/order-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { readShopSettings } from '../settings/settings.service.ts';
import {
  discountsGiven,
  lowStock,
  readOverviewFigures,
  rollSalesWindow,
  type ChannelDayRow,
  type DayRow,
} from './overview.repository.ts';

const TOP = 5;

/** Today, the last 7 and the last 30 days are the newest days of the daily series, summed. */
function period(days: DayRow[]): SalesPeriod {
  const salesKobo = days.reduce((sum, d) => sum + Number(d.kobo), 0);
  const orders = days.reduce((sum, d) => sum + Number(d.orders), 0);
  const averageOrderKobo = orders === 0 ? 0 : Math.round(salesKobo / orders);
  return {
    sales: koboToNaira(salesKobo),
    orders,
    averageOrder: koboToNaira(averageOrderKobo),
  };
}

/** Each channel's sales over the days from `since` (YYYY-MM-DD) on. */
function byChannel(rows: ChannelDayRow[], since: string): ChannelSales[] {
  return ORDER_CHANNELS.map((channel) => {
    const days = rows.filter((r) => r.channel === channel && r.date >= since);
    return {
      channel,
      sales: koboToNaira(days.reduce((sum, d) => sum + Number(d.kobo), 0)),
      orders: days.reduce((sum, d) => sum + Number(d.orders), 0),
    };
  });
}

export async function readOverview(db: DbOrTx): Promise<OverviewResponse> {
  let figures = await readOverviewFigures(db, TOP);
  if (figures.windowIsOld) {
    await rollSalesWindow(db);
    figures = await readOverviewFigures(db, TOP);
  }
  const { days, sellers, reviews, channelDays } = figures;
  const since = (n: number) => days.at(-n)?.date ?? '';
  const statuses = new Map(figures.statuses.map((s) => [s.status, Number(s.n)]));
  const { lowStockLevel } = (await readShopSettings(db)).stock;
  const low = await lowStock(db, lowStockLevel, 20);
  return {
    timeZone: SHOP_TIME_ZONE,
    today: days.at(-1)?.date ?? '',
    sales: { today: period(days.slice(-1)), last7Days: period(days.slice(-7)), last30Days: period(days) },
    byChannel: {
      today: byChannel(channelDays, since(1)),
      last7Days: byChannel(channelDays, since(7)),
      last30Days: byChannel(channelDays, since(days.length)),
    },
    ordersByStatus: Object.fromEntries(
      ORDER_STATUS_VALUES.map((s) => [s, statuses.get(s) ?? 0]),
    ) as OverviewResponse['ordersByStatus'],
    dailySales: days.map((d) => ({
      date: d.date,
      sales: koboToNaira(d.kobo),
      orders: d.orders,
    })),
    bestSellers: sellers.map((s) => ({
      productId: s.productId,
      name: s.name,
      units: Number(s.units),
      revenue: koboToNaira(Number(s.kobo)),
    })),
    lowStock: low,
    lowStockLevel,
    newestReviews: reviews.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
    discountsGiven: await discountsGiven(db, TOP),
  };
}
