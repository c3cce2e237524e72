import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { signWhatsAppBody } from '../modules/order-messages/whatsapp-signature.ts';

// A local server answering WhatsApp's Cloud API `POST /{version}/{phone-number-id}/messages` as
// Meta documents it: the Bearer token checked, the documented success shape, and the documented
// error object with the code a test asks for, per number. It records what it was sent, and signs
// webhook calls as Meta does, for the shop's webhook.

const WA_TOKEN = 'EAAG-stand-in-token';
const WA_PHONE_NUMBER_ID = '106540352242922';
const WA_APP_SECRET = 'stand-in-app-secret';
export const WA_VERIFY_TOKEN = 'stand-in-verify-token';
const VERSION = 'v23.0';

type Interactive = {
  type: string;
  body?: { text?: string };
  action?: { buttons?: { type: string; reply: { id: string; title: string } }[] };
};
export type WhatsAppSent = {
  to: string;
  type: string;
  text?: { body: string };
  template?: unknown;
  interactive?: Interactive;
};

/** Meta's documented limits of reply buttons: at most 3, titles ≤ 20 and ids ≤ 256, each unique; body ≤ 1024. */
function buttonsInvalid(interactive: Interactive | undefined): boolean {
  const buttons = interactive?.action?.buttons ?? [];
  const ids = buttons.map((b) => b.reply?.id ?? '');
  const titles = buttons.map((b) => b.reply?.title ?? '');
  return (
    interactive?.type !== 'button' ||
    buttons.length < 1 ||
    buttons.length > 3 ||
    buttons.some((b) => b.type !== 'reply') ||
    ids.some((id) => id.length < 1 || id.length > 256) ||
    titles.some((title) => title.length < 1 || title.length > 20) ||
    new Set(ids).size !== ids.length ||
    new Set(titles).size !== titles.length ||
    !interactive.body?.text ||
    interactive.body.text.length > 1024
  );
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const DETAILS: Record<number, [number, string]> = {
  131009: [400, 'Parameter value is not valid'],
  131026: [400, 'Message undeliverable'],
  131047: [400, 'More than 24 hours have passed since the recipient last replied to the sender number'],
  132001: [404, 'Template name does not exist in the translation'],
  130429: [429, 'Rate limit hit'],
  131000: [500, 'Something went wrong'],
  190: [401, 'Invalid OAuth access token'],
};

export async function startWhatsAppStandIn() {
  const sent: WhatsAppSent[] = [];
  /** Per number (234…): the codes the next sends to it answer, one each, then success. */
  const failures = new Map<string, number[]>();
  let received: (message: WhatsAppSent) => void = () => {};
  let count = 0;

  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const error = (code: number) => {
      const [status, details] = DETAILS[code] ?? [400, 'Error'];
      send(status, {
        error: {
          message: `(#${code}) ${details}`,
          type: 'OAuthException',
          code,
          error_data: { messaging_product: 'whatsapp', details },
          fbtrace_id: 'Az8or2yhqkZfEZ-_4Qn_Bam',
        },
      });
    };
    void (async () => {
      if (req.method !== 'POST' || req.url !== `/${VERSION}/${WA_PHONE_NUMBER_ID}/messages`)
        return error(100);
      if (req.headers.authorization !== `Bearer ${WA_TOKEN}`) return error(190);
      const body = JSON.parse(await readBody(req)) as WhatsAppSent & { messaging_product?: string };
      if (body.messaging_product !== 'whatsapp') return error(100);
      if (body.type === 'interactive' && buttonsInvalid(body.interactive)) return error(131009);
      const digits = body.to.replace(/\D/g, '');
      const code = failures.get(digits)?.shift();
      if (code !== undefined) return error(code);
      sent.push(body);
      received(body);
      count++;
      send(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: digits }],
        messages: [{ id: `wamid.STANDIN${count}` }],
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  return {
    sent,
    /** The next sends to `digits` answer these error codes, in turn. */
    failFor(digits: string, ...codes: number[]) {
      failures.set(digits, codes);
    },
    /** Called with each accepted message, before it is answered. */
    onMessage(listener: (message: WhatsAppSent) => void) {
      received = listener;
    },
    config: () => ({
      WHATSAPP_API_URL: `http://127.0.0.1:${port}/${VERSION}`,
      WHATSAPP_TOKEN: WA_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: WA_PHONE_NUMBER_ID,
      WHATSAPP_APP_SECRET: WA_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: WA_VERIFY_TOKEN,
    }),
  };
}

/** A webhook call as Meta makes it: the payload and its X-Hub-Signature-256. */
export function signedWhatsAppCall(value: Record<string, unknown>) {
  const payload = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: WA_PHONE_NUMBER_ID },
              ...value,
            },
          },
        ],
      },
    ],
  });
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signWhatsAppBody(payload, WA_APP_SECRET),
    },
  };
}
