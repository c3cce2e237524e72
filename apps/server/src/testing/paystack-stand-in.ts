import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

// A local server answering Paystack's initialize and verify as Paystack documents them, so the
// shop's Paystack code runs for real in tests. The test decides what each reference "was charged",
// and can make it fail the ways the real one does (a refused key, an outage, a slow answer).

export type StandInTransaction = {
  reference: string;
  /** What initialize asked for, in kobo (verify's `requested_amount`). */
  amount: number;
  currency: string;
  email: string;
  status: string;
  channels: unknown;
  bearer?: unknown;
  metadata?: unknown;
  /** The shopkeeper passes fees to the customer: the amount charged is `amount` plus the fees. */
  feesOnCustomer?: boolean;
  paidAt?: string;
  /** How the shopper paid (verify's `channel`): card unless the test says bank_transfer, ussd… */
  channel?: string;
};

/** invalid-key: 400 "Invalid key"; outage: 500; non-json: 502 with an HTML page; slow: answers late. */
export type StandInFailure = 'invalid-key' | 'outage' | 'non-json' | 'slow';

export const STAND_IN_SECRET = 'sk_test_standin_secret';
const STAND_IN_PUBLIC = 'pk_test_standin_public';
/** The shop's timeout in tests; a slow answer takes longer. */
const STAND_IN_TIMEOUT_MS = 1_000;
const SLOW_MS = 2_500;

/** Paystack's documented reference characters. */
const REFERENCE = /^[A-Za-z0-9.=-]+$/;

/** Nigerian card fees: 1.5% plus ₦100 (waived under ₦2,500), at most ₦2,000; in kobo. */
export const paystackFees = (kobo: number) =>
  Math.min(200_000, Math.round(kobo * 0.015) + (kobo >= 250_000 ? 10_000 : 0));

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const GATEWAY: Record<string, string> = {
  success: 'Successful',
  abandoned: 'The transaction was not completed',
};

/** Verify's `data`, with the fields Paystack sends. */
function verifyData(tx: StandInTransaction) {
  const paid = tx.status === 'success';
  const fees = paystackFees(tx.amount);
  return {
    id: 4099260516,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.feesOnCustomer ? tx.amount + fees : tx.amount,
    requested_amount: tx.amount,
    currency: tx.currency,
    paid_at: paid ? (tx.paidAt ?? new Date().toISOString()) : null,
    channel: tx.channel ?? 'card',
    gateway_response: GATEWAY[tx.status] ?? 'Declined',
    fees: paid ? fees : null,
    metadata: tx.metadata ?? '',
    customer: { email: tx.email, customer_code: 'CUS_standin' },
    authorization: paid ? { authorization_code: 'AUTH_standin', reusable: true, channel: 'card' } : null,
  };
}

export async function startPaystackStandIn() {
  const ledger = new Map<string, StandInTransaction>();
  /** Refunds asked for with POST /refund, in order; `id` is what the refund.* webhooks name. */
  const refunds: { id: number; reference: string; amount: number; status: string }[] = [];
  let failure: StandInFailure | null = null;

  const answer = async (req: IncomingMessage, send: (status: number, body: unknown) => void) => {
    if (failure === 'invalid-key' || req.headers.authorization !== `Bearer ${STAND_IN_SECRET}`) {
      return send(400, { status: false, message: 'Invalid key' });
    }
    if (failure === 'outage') return send(500, { status: false, message: 'An error occurred' });
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const badReference = () => send(400, { status: false, message: 'Invalid transaction reference' });

    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      const body = JSON.parse(await readBody(req)) as Omit<StandInTransaction, 'status'>;
      if (!REFERENCE.test(body.reference)) return badReference();
      if (ledger.has(body.reference)) {
        return send(400, { status: false, message: 'Duplicate Transaction Reference' });
      }
      ledger.set(body.reference, { ...body, status: 'abandoned' });
      return send(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: 'https://checkout.example/x',
          access_code: `AC_${body.reference}`,
          reference: body.reference,
        },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const reference = decodeURIComponent(verify[1]!);
      if (!REFERENCE.test(reference)) return badReference();
      const tx = ledger.get(reference);
      if (!tx) return send(404, { status: false, message: 'Transaction reference not found' });
      return send(200, { status: true, message: 'Verification successful', data: verifyData(tx) });
    }
    if (req.method === 'POST' && url.pathname === '/refund') {
      const body = JSON.parse(await readBody(req)) as { transaction?: string; amount?: number };
      const tx = ledger.get(String(body.transaction));
      if (!tx) return send(404, { status: false, message: 'Transaction not found' });
      if (tx.status !== 'success') {
        return send(400, { status: false, message: 'Cannot refund a transaction that was not successful' });
      }
      const given = refunds.filter((r) => r.reference === tx.reference && r.status !== 'failed');
      const left = tx.amount - given.reduce((sum, r) => sum + r.amount, 0);
      const amount = body.amount ?? left;
      if (amount > left) {
        return send(400, { status: false, message: 'Refund amount cannot be more than transaction amount' });
      }
      const refund = { id: 3_000_000 + refunds.length, reference: tx.reference, amount, status: 'pending' };
      refunds.push(refund);
      return send(200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: { reference: tx.reference, amount: tx.amount, currency: tx.currency },
          integration: 428626,
          deducted_amount: 0,
          channel: null,
          merchant_note: `Refund for transaction ${tx.reference}`,
          customer_note: `Refund for transaction ${tx.reference}`,
          status: 'pending',
          refunded_by: 'standin@example.com',
          expected_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          currency: tx.currency,
          domain: 'test',
          amount,
          fully_deducted: false,
          id: refund.id,
        },
      });
    }
    return send(404, { status: false, message: 'Not found' });
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      const reply = () => {
        if (res.destroyed) return;
        if (failure === 'non-json') {
          res
            .writeHead(502, { 'Content-Type': 'text/html' })
            .end('<html><body>502 Bad Gateway</body></html>');
        } else {
          res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
        }
      };
      if (failure === 'slow') setTimeout(reply, SLOW_MS).unref();
      else reply();
    };
    void answer(req, send);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Node loads its fetch on the first call; on a busy machine that alone can outlast the shop's
  // short test timeout, so it is loaded here rather than inside the first checkout.
  await fetch(`http://127.0.0.1:${port}/warm-up`).then((r) => r.arrayBuffer());
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    ledger,
    /** The shopper "pays" in the popup: by default the initialised amount, successfully. */
    pay(reference: string, change: Partial<StandInTransaction> = {}) {
      const tx = ledger.get(reference);
      if (!tx) throw new Error(`stand-in: no transaction ${reference}`);
      ledger.set(reference, { ...tx, status: 'success', paidAt: new Date().toISOString(), ...change });
    },
    refunds,
    /**
     * A signed refund.* webhook for a refund made here, as Paystack sends it (its status follows);
     * post it with inject to /api/payments/paystack/webhook.
     */
    refundWebhook(refundId: number, status: string) {
      const refund = refunds.find((r) => r.id === refundId);
      if (!refund) throw new Error(`stand-in: no refund ${refundId}`);
      refund.status = status;
      const payload = JSON.stringify({
        event: `refund.${status}`,
        data: {
          status,
          transaction_reference: refund.reference,
          refund_reference: `RF_${refund.id}`,
          amount: refund.amount,
          currency: 'NGN',
          processor: 'mastercard',
          customer: { email: 'customer@example.com' },
          integration: 428626,
          domain: 'test',
          id: refund.id,
        },
      });
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': createHmac('sha512', STAND_IN_SECRET).update(payload).digest('hex'),
        },
      };
    },
    /** Makes every answer fail that way from now on; null answers normally again. */
    fail(mode: StandInFailure | null) {
      failure = mode;
    },
    /** Config for buildTestApp. */
    config: () => ({
      PAYSTACK_BASE_URL: `http://127.0.0.1:${port}`,
      PAYSTACK_PUBLIC_KEY: STAND_IN_PUBLIC,
      PAYSTACK_SECRET_KEY: STAND_IN_SECRET,
      PAYSTACK_TIMEOUT_MS: String(STAND_IN_TIMEOUT_MS),
    }),
  };
}
