import type { DbOrTx } from '../../db/client.ts';
import { markSent, releaseClaims, type OutboxRow } from './outbox.repository.ts';

/**
 * Works through a claimed batch (claimDue) in order, one message at a time, and marks the
 * delivered ones sent in one statement at the end: a worker's statements are then a claim and a
 * mark a batch (bench/README.md, "Where a flash sale's time goes"). It starts the next message only
 * while the claim has time for its whole delivery (less than half the lease gone: one delivery
 * takes at most the SMTP timeouts, two minutes) and the worker is not stopping; what is left is
 * given back at once. `deliver` answers whether the message went (true) or its failure was
 * recorded (false). A crash before the mark sends the batch's delivered messages again after the
 * lease, as it would the one in hand: the same Message-ID, the file outbox's file found written.
 */
export async function deliverBatch(
  db: DbOrTx,
  batch: readonly OutboxRow[],
  options: { now: () => Date; leaseMs: number; shouldStop?: () => boolean },
  deliver: (row: OutboxRow) => Promise<boolean>,
): Promise<void> {
  const claimedAt = options.now().getTime();
  const sent: number[] = [];
  try {
    for (const [i, row] of batch.entries()) {
      const late = options.now().getTime() - claimedAt >= options.leaseMs / 2;
      if (i > 0 && (late || options.shouldStop?.())) {
        await releaseClaims(
          db,
          batch.slice(i).map((r) => r.id),
        );
        break;
      }
      if (await deliver(row)) sent.push(row.id);
    }
  } finally {
    await markSent(db, sent, options.now());
  }
}
