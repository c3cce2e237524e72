import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentEvents, sandboxPayments } from '../../db/schema/index.ts';

export async function recordPaymentEvent(
  db: DbOrTx,
  event: { provider: string; event: string; reference: string | null; payload: unknown },
) {
  await db.insert(paymentEvents).values(event);
}

/** One ledger row per reference: a second "Pay" on the same order charges nothing more. */
export async function recordSandboxCharge(
  db: DbOrTx,
  charge: { reference: string; amountKobo: number; email: string },
) {
  await db
    .insert(sandboxPayments)
    .values({ ...charge, currency: 'NGN', status: 'success', paidAt: new Date() })
    .onConflictDoNothing({ target: sandboxPayments.reference });
}

/** The sandbox's record of a charge: what the demo provider "verifies". */
export async function findSandboxCharge(db: DbOrTx, reference: string) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
  return row;
}
