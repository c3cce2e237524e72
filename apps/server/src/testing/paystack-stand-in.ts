import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

// A local server speaking Paystack's initialize/verify API (reference/paystack.md), so the shop's
// Paystack code runs for real in tests. The test decides what each reference "was charged".

export type StandInTransaction = {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  status: string;
  channels: unknown;
  bearer?: unknown;
};

export const STAND_IN_SECRET = 'sk_test_standin_secret';
export const STAND_IN_PUBLIC = 'pk_test_standin_public';

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startPaystackStandIn() {
  const ledger = new Map<string, StandInTransaction>();
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    void (async () => {
      if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET}`) {
        return send(401, { status: false, message: 'Invalid key' });
      }
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
        const body = JSON.parse(await readBody(req)) as Omit<StandInTransaction, 'status'>;
        ledger.set(body.reference, { ...body, status: 'ongoing' });
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
        const tx = ledger.get(decodeURIComponent(verify[1]!));
        if (!tx) return send(400, { status: false, message: 'Transaction reference not found' });
        return send(200, {
          status: true,
          message: 'Verification successful',
          data: {
            id: 4099260516,
            status: tx.status,
            reference: tx.reference,
            amount: tx.amount,
            currency: tx.currency,
          },
        });
      }
      return send(404, { status: false, message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    ledger,
    /** The shopper "pays" in the popup: by default the initialised amount, successfully. */
    pay(reference: string, change: Partial<StandInTransaction> = {}) {
      const tx = ledger.get(reference);
      if (!tx) throw new Error(`stand-in: no transaction ${reference}`);
      ledger.set(reference, { ...tx, status: 'success', ...change });
    },
    /** Config for buildTestApp. */
    config: () => ({
      PAYSTACK_BASE_URL: `http://127.0.0.1:${port}`,
      PAYSTACK_PUBLIC_KEY: STAND_IN_PUBLIC,
      PAYSTACK_SECRET_KEY: STAND_IN_SECRET,
    }),
  };
}
