import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { rowFromColumns } from '../../db/insert-json-rows.ts';
import { paymentEvents, sandboxPayments } from '../../db/schema/index.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { paymentSignalUpdate, type PaymentSignal } from './payment-signals.repository.ts';

export async function recordPaymentEvent(
  db: DbOrTx,
  event: { provider: string; event: string; reference: string | null; payload: unknown },
) {
  await db.insert(paymentEvents).values(event);
}

export type SandboxCharge = {
  reference: string;
  amountKobo: number;
  email: string;
  channel: string;
  /** A transfer or USSD payment: under way until `landsAt`, its account valid until `expiresAt`. */
  landing?: { landsAt: Date; expiresAt: Date; details: unknown };
};

/** The sandbox ledger's insert of a charge; nothing when the reference was charged before. */
function sandboxChargeInsert(db: DbOrTx, charge: SandboxCharge) {
  const { landing, ...rest } = charge;
  return db
    .insert(sandboxPayments)
    .values({
      ...rest,
      currency: 'NGN',
      ...(landing
        ? { status: 'pending', paidAt: null, ...landing }
        : { status: 'success', paidAt: new Date() }),
    })
    .onConflictDoNothing({ target: sandboxPayments.reference })
    .returning();
}

/**
 * One ledger row per reference: a second "Pay" on the same order charges nothing more. Answers
 * the row as stored (the first payment's, when there was one).
 */
export async function recordSandboxCharge(db: DbOrTx, charge: SandboxCharge) {
  const [inserted] = await sandboxChargeInsert(db, charge);
  return inserted ?? (await findSandboxCharge(db, charge.reference))!;
}

/**
 * A new charge and its payment signal (recordPaymentSignal) in one statement, so one round trip
 * and no transaction: answers the charge's row, or undefined when the reference was charged
 * before (its signal recorded all the same).
 */
export async function recordSignalledSandboxCharge(db: DbOrTx, charge: SandboxCharge, signal: PaymentSignal) {
  const [found] = await sqlRows<{ row: Record<string, unknown> }>(
    db,
    sql`with charged as (${sandboxChargeInsert(db, charge).getSQL()}),
        signalled as (${paymentSignalUpdate(db, charge.reference, signal).getSQL()})
      select to_jsonb(c) as row from charged c`,
  );
  return found && rowFromColumns(sandboxPayments, found.row);
}

/** The sandbox's record of a charge: what the demo provider "verifies". */
export async function findSandboxCharge(db: DbOrTx, reference: string) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
  return row;
}

/**
 * The sandbox's bank: transfers and USSD payments due by `now` become paid, claimed with SKIP
 * LOCKED so several processes never land one twice. Answers the references landed.
 */
export async function landDueSandboxPayments(db: Database, now = new Date(), limit = 50) {
  const isDue = and(
    eq(sandboxPayments.status, 'pending'),
    isNotNull(sandboxPayments.landsAt),
    lte(sandboxPayments.landsAt, now),
  );
  // Asked every second by every process: a plain read (its partial index) unless something is due.
  const [any] = await db
    .select({ reference: sandboxPayments.reference })
    .from(sandboxPayments)
    .where(isDue)
    .limit(1);
  if (!any) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ reference: sandboxPayments.reference })
      .from(sandboxPayments)
      .where(isDue)
      .orderBy(asc(sandboxPayments.landsAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    for (const { reference } of due) {
      await tx
        .update(sandboxPayments)
        .set({ status: 'success', paidAt: sql`now()` })
        .where(eq(sandboxPayments.reference, reference));
    }
    return due.map((d) => d.reference);
  });
}
