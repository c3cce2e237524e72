import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

// A local server answering Termii's `POST /api/sms/send` as Termii documents it: the api_key in
// the JSON body, the documented success answer, and the HTTP status a test asks for, per number
// (Termii documents no error body's shape, so errors carry a plain text only). It records what
// it was sent.

const TERMII_KEY = 'TLstandinkey';
const TERMII_SENDER = 'GlowNaija';

type SmsSent = { to: string; from: string; sms: string; type: string; channel: string };

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startTermiiStandIn() {
  const sent: SmsSent[] = [];
  const failures = new Map<string, number[]>();
  let count = 0;
  const server = createServer((req, res) => {
    const fail = (status: number) => {
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 401 ? 'Unauthorized' : 'Error');
    };
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/api/sms/send') return fail(404);
      const body = JSON.parse(await readBody(req)) as SmsSent & { api_key?: string };
      if (body.api_key !== TERMII_KEY) return fail(401);
      const status = failures.get(body.to)?.shift();
      if (status !== undefined) return fail(status);
      const { api_key: _key, ...message } = body;
      sent.push(message);
      count++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          message_id: `91228212705548765${count}`,
          message: 'Successfully Sent',
          balance: 9,
          user: 'Glow Naija',
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    sent,
    /** The next sends to `to` (234…) answer these HTTP statuses, in turn. */
    failFor(to: string, ...statuses: number[]) {
      failures.set(to, statuses);
    },
    config: () => ({
      TERMII_API_URL: `http://127.0.0.1:${port}`,
      TERMII_API_KEY: TERMII_KEY,
      TERMII_SENDER_ID: TERMII_SENDER,
    }),
  };
}
