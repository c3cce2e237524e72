import type { AdminProduct, Product } from '@shop/shared/catalog/product-schemas';
import type { Database } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';
import { listenOf } from '../../db/listen.ts';
import { AnswerCache } from './answer-cache.ts';
import { loadEntries, mergeEntries, type CatalogEntry } from './catalog-load.ts';
import { productLabel } from './product-answer.ts';
import { topRatedRanking } from './top-rated.ts';
import { sameAlsoBought, type AlsoBought } from './also-bought-count.ts';
import { CatalogChangeFeed } from './catalog-change-feed.ts';
import { onLocalCatalogChange, pruneCatalogChanges, type CatalogChange } from './catalog-change-log.ts';

export type CatalogSnapshot = {
  /** Goes up with every change this process applies (its own counter: caches key on it). */
  version: number;
  /** Newest first. */
  products: Product[];
  byProductId: Map<string, Product>;
  /** The same list with quantities, for admin reads only (never cached as an answer). */
  adminProducts: AdminProduct[];
  /** Ids of products and shades whose quantity is counted: their checkout hold decides (409). */
  counted: Set<string>;
  /** Answers already serialised for this snapshot, by what they answer (see catalog-reply.ts). */
  answers: AnswerCache;
  entries: readonly CatalogEntry[];
  /**
   * When the first sale shown in this snapshot ends (ms since the epoch; Infinity without one):
   * from then on the snapshot has expired and is not answered from (decision 60).
   */
  firstSaleEnd: number;
  /** Buyable reviewed products, best first (top-rated.ts): the home page's top-rated rows. */
  topRated: Product[];
  /** The shopper's view by product id (`_id`): the cards of the product page's rows. */
  byId: Map<string, Product>;
  /** "Pairs well with": the paired products' codes by product id, for products that have a list. */
  pairings: Map<string, readonly string[]>;
  /** "Customers also bought", as last counted (also-bought.ts): product ids by product id, most first. */
  alsoBought: AlsoBought;
};

type Log = { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };

const RETRY_MS = 1000;
const PRUNE_MS = 5 * 60_000;

function snapshotOf(
  entries: readonly CatalogEntry[],
  version: number,
  alsoBought: AlsoBought,
): CatalogSnapshot {
  const products = entries.map((e) => e.shopper);
  const adminProducts = entries.map((e) => e.admin);
  return {
    version,
    entries,
    products,
    adminProducts,
    // The product page's answer adds the label (ingredients, NAFDAC number, free-of facts), which
    // the listings leave out to stay small.
    byProductId: new Map(
      entries.map((e) => [e.shopper.productId, { ...e.shopper, ...productLabel(e.admin) }]),
    ),
    counted: new Set(
      adminProducts.flatMap((p) => [
        ...(p.stock === null ? [] : [p._id]),
        ...p.colors.filter((c) => c.stock !== null).map((c) => c._id),
      ]),
    ),
    answers: new AnswerCache(),
    firstSaleEnd: Math.min(
      Infinity,
      ...products.flatMap((p) => (p.saleEndsAt ? [Date.parse(p.saleEndsAt)] : [])),
    ),
    topRated: topRatedRanking(entries),
    byId: new Map(products.map((p) => [p._id, p])),
    pairings: new Map(
      adminProducts.flatMap((p) =>
        p.pairsWellWith?.length ? [[p._id, p.pairsWellWith.map((q) => q.productId)] as const] : [],
      ),
    ),
    alsoBought,
  };
}

/** The products whose sale, as this snapshot shows it, has ended by `now`. */
function salesEnded(snapshot: CatalogSnapshot, now: number): string[] {
  return snapshot.products.filter((p) => p.saleEndsAt && Date.parse(p.saleEndsAt) <= now).map((p) => p._id);
}

/**
 * The whole catalogue in memory, loaded once, then kept current product by product: a write
 * names the products it changed, and only those are read again (with their shades and rating)
 * and merged into a new snapshot while readers keep the old one. No read asks the database
 * whether anything changed: this process's own writes are reported after their commit, and on
 * PostgreSQL other processes' writes arrive by NOTIFY (or a poll each second while the listening
 * connection is down). A reader waits only for this process's own product-level changes, so an
 * admin sees their edit on the next read; the one full load is the first.
 */
export class CatalogSnapshots {
  private current: CatalogSnapshot | undefined;
  private alsoBought: AlsoBought = new Map();
  /** The snapshot whose ended sales were already sent for reloading (once per snapshot). */
  private expiryAsked: CatalogSnapshot | undefined;
  private generation = 0;
  private pendingAll = true;
  private readonly pendingIds = new Set<string>();
  private running: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private localAsked = 0;
  private localDone = 0;
  private closed = false;
  private readonly feed: CatalogChangeFeed | undefined;
  private readonly prune: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Database,
    private readonly log?: Log,
  ) {
    this.unsubscribe = onLocalCatalogChange(db, (local) => {
      this.feed?.markSeen(local.seqs);
      this.enqueue(local.change, true);
    });
    const listen = listenOf(db);
    if (listen) this.feed = new CatalogChangeFeed(db, listen, (change) => this.enqueue(change, false), log);
    this.prune = setInterval(() => {
      pruneCatalogChanges(db).catch((error: unknown) =>
        log?.warn({ err: error }, 'catalogue change pruning failed'),
      );
    }, PRUNE_MS).unref();
  }

  async get(): Promise<CatalogSnapshot> {
    // A sale that has ended is read again before anything is answered, so no answer (nor its ETag)
    // outlives the sale; the caller's wait is that of one product-level reload.
    if (this.current && this.current !== this.expiryAsked && this.current.firstSaleEnd <= Date.now()) {
      this.expiryAsked = this.current;
      this.enqueue(salesEnded(this.current, Date.now()), true);
    }
    while (!this.current || this.localDone < this.localAsked) {
      this.kick();
      if (!this.running) break; // closed: nothing more will be applied
      try {
        await this.running;
      } catch (error) {
        // The database is away: the snapshot in hand still answers shoppers (the reload is
        // retried each second, and this process's own change shows once it succeeds).
        if (this.current && isDatabaseUnavailable(error)) return this.current;
        throw error;
      }
    }
    if (!this.current) throw new Error('The catalogue is closed');
    return this.current;
  }

  /**
   * Installs a new count of "Customers also bought" (the refresh job's): a new snapshot, so the
   * product answers, and their ETags, change with it; a count equal to the last changes nothing.
   */
  useAlsoBought(counted: AlsoBought): void {
    if (sameAlsoBought(this.alsoBought, counted)) return;
    this.alsoBought = counted;
    if (this.current) this.install(this.current.entries);
  }

  /** Stops listening and polling (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    clearInterval(this.prune);
    clearTimeout(this.retry);
    await this.feed?.close();
  }

  private enqueue(change: CatalogChange, local: boolean) {
    if (change === 'all') this.pendingAll = true;
    else {
      for (const id of change) this.pendingIds.add(id);
      if (local) this.localAsked++;
    }
    this.kick();
  }

  private kick() {
    if (this.running || this.closed || !(this.pendingAll || this.pendingIds.size > 0)) return;
    const run = this.drain().then(
      () => {
        this.running = undefined;
        this.kick();
      },
      (error: unknown) => {
        this.running = undefined;
        // A database away is an outage (each request's 503 says so), not a fault of the catalogue.
        if (isDatabaseUnavailable(error))
          this.log?.warn({ err: error }, 'catalogue reload: database away; retrying');
        else this.log?.error({ err: error }, 'catalogue reload failed; retrying');
        clearTimeout(this.retry);
        this.retry = setTimeout(() => this.kick(), RETRY_MS).unref();
        throw error;
      },
    );
    run.catch(() => {}); // a background reload's failure is logged above; a reader gets the error
    this.running = run;
  }

  private async drain() {
    while (this.pendingAll || this.pendingIds.size > 0) {
      const asked = this.localAsked;
      const all = this.pendingAll;
      const ids = new Set(this.pendingIds);
      this.pendingAll = false;
      this.pendingIds.clear();
      try {
        if (all || !this.current) {
          // Changes from here on are read again later, so none made during the load is lost.
          await this.feed?.start();
          this.install(await loadEntries(this.db));
        } else {
          const fresh = await loadEntries(this.db, [...ids]);
          this.install(mergeEntries(this.current.entries, ids, fresh));
        }
      } catch (error) {
        this.pendingAll ||= all;
        for (const id of ids) this.pendingIds.add(id);
        throw error;
      }
      this.localDone = Math.max(this.localDone, asked);
    }
  }

  private install(entries: readonly CatalogEntry[]) {
    this.current = snapshotOf(entries, ++this.generation, this.alsoBought);
  }
}
