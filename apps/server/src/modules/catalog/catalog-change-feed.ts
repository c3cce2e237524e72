import type { Database } from '../../db/client.ts';
import type { Listen } from '../../db/listen.ts';
import { CATALOG_CHANNEL, readCatalogChanges, type CatalogChange } from './catalog-change-log.ts';

type Log = { warn(obj: unknown, msg: string): void };

/** How often the change log is read while the listening connection is down. */
const CATALOG_POLL_MS = 1000;
/** And while it is up, in case a notification was lost. */
const SAFETY_POLL_MS = 30_000;

/**
 * Other processes' catalogue writes on a shared PostgreSQL: read from catalog_changes when a
 * NOTIFY arrives, and every second while LISTEN is down. Each look takes the rows of transactions
 * from the last look's horizon on (see readCatalogChanges), skipping rows already handled.
 */
export class CatalogChangeFeed {
  private horizon: string | undefined;
  /** Rows handled, by seq, with their transaction once known (dropped once behind the horizon). */
  private readonly seen = new Map<number, bigint | null>();
  private polling: Promise<void> | undefined;
  private again = false;
  private listening = false;
  private lastPoll = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly stopListening: () => Promise<void>;

  constructor(
    private readonly db: Database,
    listen: Listen,
    private readonly onChange: (change: CatalogChange) => void,
    private readonly log?: Log,
  ) {
    this.stopListening = listen(CATALOG_CHANNEL, {
      onNotify: () => this.poll(),
      onUp: () => {
        this.listening = true;
        this.poll(); // whatever was written while it was down
      },
      onDown: (error) => {
        this.listening = false;
        log?.warn({ err: error }, 'catalogue change listener down; polling each second');
      },
    });
    this.timer = setInterval(() => {
      if (!this.listening || Date.now() - this.lastPoll >= SAFETY_POLL_MS) this.poll();
    }, CATALOG_POLL_MS).unref();
  }

  /** Before the first full load: every change committed after this point will be read. */
  async start(): Promise<void> {
    if (this.horizon === undefined) this.horizon = (await readCatalogChanges(this.db, undefined)).horizon;
  }

  /** This process's own rows: already applied, so a look that finds them skips them. */
  markSeen(seqs: readonly number[]) {
    if (this.horizon === undefined) return;
    for (const seq of seqs) if (!this.seen.has(seq)) this.seen.set(seq, null);
  }

  poll(): void {
    if (this.horizon === undefined) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    this.polling = this.look()
      .catch((error: unknown) => this.log?.warn({ err: error }, 'reading catalogue changes failed'))
      .finally(() => (this.polling = undefined));
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.stopListening();
    await this.polling;
  }

  private async look() {
    do {
      this.again = false;
      this.lastPoll = Date.now();
      const { horizon, rows } = await readCatalogChanges(this.db, this.horizon);
      const ids: string[] = [];
      let all = false;
      for (const row of rows) {
        const known = this.seen.has(row.seq);
        this.seen.set(row.seq, BigInt(row.txId));
        if (known) continue;
        if (row.productId === null) all = true;
        else ids.push(row.productId);
      }
      const behind = BigInt(horizon);
      for (const [seq, tx] of this.seen) if (tx !== null && tx < behind) this.seen.delete(seq);
      this.horizon = horizon;
      if (all) this.onChange('all');
      else if (ids.length > 0) this.onChange(ids);
    } while (this.again);
  }
}
