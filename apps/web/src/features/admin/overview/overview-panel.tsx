import { RefreshCw } from 'lucide-react';
import { messages } from '@shop/shared/messages';
import { Spinner } from '../../../components/ui/spinner';
import type { OverviewResponse } from '@shop/shared/admin/overview-schemas';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { useListControls, useTabData } from '../shell/use-admin-lists';
import { DailySalesChart } from './daily-sales-chart';
import { BestSellers, DiscountsGiven, LowStockList, NewestReviews } from './overview-lists';
import { SalesCards } from './sales-cards';
import { ChannelSales } from './channel-sales';
import { StatusCounts } from './status-counts';
import { BackupStatusLine } from './backup-status';

/** The overview tab (an addition): paid sales by Lagos day, orders by status, best sellers, stock, reviews. */
export function OverviewPanel() {
  const { list } = useTabData('overview');
  const { reload } = useListControls();
  return (
    <Deferred
      resolve={list}
      loading={<Spinner label="Loading the overview…" />}
      error={(error) => <LoadFailure error={error} fallback={messages.admin.genericError} />}
    >
      {(o) => <Overview o={o} onRefresh={reload} />}
    </Deferred>
  );
}

function Overview({ o, onRefresh }: { o: OverviewResponse; onRefresh: () => void }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-plum/70">
          Paid orders (paid, processing, shipped, delivered); days are Lagos days.
        </p>
        <button
          type="button"
          onClick={onRefresh}
          className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-plum px-4 text-sm font-semibold hover:bg-plum hover:text-ivory"
        >
          <RefreshCw aria-hidden="true" className="size-4" /> Refresh
        </button>
      </div>
      <SalesCards sales={o.sales} />
      <DailySalesChart days={o.dailySales} />
      <ChannelSales byChannel={o.byChannel} />
      <StatusCounts counts={o.ordersByStatus} />
      <div className="grid gap-4 lg:grid-cols-2">
        <BestSellers items={o.bestSellers} />
        <LowStockList items={o.lowStock} level={o.lowStockLevel} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <NewestReviews items={o.newestReviews} />
        <DiscountsGiven items={o.discountsGiven} />
      </div>
      <BackupStatusLine />
    </div>
  );
}
