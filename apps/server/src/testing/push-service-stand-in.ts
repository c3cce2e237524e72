import { execFileSync } from 'node:child_process';
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decryptPush, makeDeviceKeys, type DeviceKeys } from './push-decrypt.ts';

// A local push service (the part of FCM or Mozilla's autopush the shop talks to), checking what a
// real one checks (RFC 8030 headers, RFC 8292 VAPID) and decrypting each push as the device would
// (RFC 8291). It is HTTPS, since the web-push library only speaks HTTPS: a throwaway self-signed
// certificate is made with openssl at start, and `agent` trusts it.

type ReceivedPush = {
  deviceId: string;
  headers: IncomingMessage['headers'];
  vapid: { sub: string; aud: string; exp: number; k: string };
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
};

export type StandInDevice = {
  id: string;
  /** What the browser's `PushSubscription.toJSON()` gives, to POST to the shop. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  keys: DeviceKeys;
};

const fromB64url = (text: string) => Buffer.from(text, 'base64url');

/** The raw P-256 point (65 bytes, 0x04 | x | y) as a key node:crypto verifies with. */
function p256PublicKey(raw: Buffer) {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33).toString('base64url'),
  };
  return createPublicKey({ key: jwk, format: 'jwk' });
}

/** RFC 8292 §2-3: `vapid t=<JWT>, k=<key>`, an ES256 JWT signed by `k` for this origin, within 24 h. */
function checkVapid(header: string | undefined, origin: string, nowSeconds: number) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no vapid authorization');
  const [token, k] = [match[1]!, match[2]!];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const header64 = JSON.parse(fromB64url(head).toString()) as { alg?: string; typ?: string };
  if (header64.alg !== 'ES256') throw new Error(`JWT alg is ${header64.alg}, not ES256`);
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: p256PublicKey(fromB64url(k)), dsaEncoding: 'ieee-p1363' },
    fromB64url(signature),
  );
  if (!signed) throw new Error('JWT signature does not match k');
  const body = JSON.parse(fromB64url(claims).toString()) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== origin) throw new Error(`aud ${body.aud} is not ${origin}`);
  if (typeof body.exp !== 'number' || body.exp <= nowSeconds || body.exp > nowSeconds + 24 * 3600)
    throw new Error('exp is not within the next 24 hours');
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) throw new Error('sub is not a mailto: or https: URI');
  return { sub: body.sub!, aud: body.aud, exp: body.exp, k };
}

/** A throwaway self-signed certificate for 127.0.0.1, valid a day, made with openssl. */
export function makeStandInCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'push-stand-in-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  const key = readFileSync(join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });
  return { cert, key };
}

/**
 * Starts the stand-in on a free port. `tls`: a certificate made beforehand, for a shop started in
 * another process that trusts it through NODE_EXTRA_CA_CERTS (the browser journeys); a new one by
 * default, trusted through `agent`.
 */
export async function startPushServiceStandIn(tls: { cert: Buffer; key: Buffer } = makeStandInCertificate()) {
  const { cert, key } = tls;

  const devices = new Map<string, StandInDevice>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: Array<{ deviceId: string; status: number; reason: string }> = [];
  let origin = '';

  const server: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const deviceId = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const answer = (status: number, reason = '') => {
        if (status >= 300) refused.push({ deviceId, status, reason });
        response.writeHead(status).end(reason);
      };
      const device = devices.get(deviceId);
      if (request.method !== 'POST' || !device) return answer(404, 'no such subscription');
      const forced = answers.get(deviceId);
      if (forced) return answer(forced, 'push subscription has unsubscribed or expired.');
      if (!request.headers.ttl) return answer(400, 'TTL is required');
      if (request.headers['content-encoding'] !== 'aes128gcm') return answer(400, 'not aes128gcm');
      let vapid: ReceivedPush['vapid'];
      try {
        vapid = checkVapid(request.headers.authorization, origin, Math.floor(Date.now() / 1000));
      } catch (error) {
        return answer(403, (error as Error).message);
      }
      try {
        const payload = JSON.parse(decryptPush(Buffer.concat(chunks), device.keys)) as Record<
          string,
          unknown
        >;
        received.push({ deviceId, headers: request.headers, vapid, payload });
      } catch (error) {
        return answer(400, `cannot decrypt: ${(error as Error).message}`);
      }
      answer(201);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    /** An https agent that trusts this stand-in's certificate (and nothing else). */
    agent: new Agent({ ca: cert }),
    cert,
    /** A new browser's subscription on this service. */
    newDevice(id: string): StandInDevice {
      const keys = makeDeviceKeys();
      const device: StandInDevice = {
        id,
        keys,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: keys.p256dh, auth: keys.authB64 },
        },
      };
      devices.set(id, device);
      return device;
    },
    /** From now on the service answers `status` (410: unsubscribed) for this device. */
    answerFor(id: string, status: number) {
      answers.set(id, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;
