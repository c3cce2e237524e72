// The shop's catalogue reads under load beside a bare Fastify route started in the same run (the
// ceiling: what this machine's Node, loopback and load generator allow). autocannon on 127.0.0.1,
// 50 connections, the browser's accept-encoding. Each call is measured against the bare route
// sending that call's very answer (the budget), and against a small answer (printed).
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import autocannon from 'autocannon';
import { BUDGETS, row } from './budgets.mjs';
import { root } from './start-shop.mjs';

const CONNECTIONS = 50;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function load(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Warm-up (discarded), then the measured run: requests per second, p99 in ms, errors. */
async function measure(url, seconds) {
  await load(url, Math.max(1, Math.round(seconds / 5)));
  const r = await load(url, seconds);
  return { rps: r.requests.average, p99: r.latency.p99, bad: r.errors + r.timeouts + r.non2xx };
}

/** The answer a browser asking with the same accept-encoding receives: its own headers and body. */
function wireAnswer(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: HEADERS }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const headers = { ...res.headers };
        for (const hop of ['connection', 'keep-alive', 'date', 'content-length', 'transfer-encoding'])
          delete headers[hop];
        resolve({ headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

async function startCeiling() {
  const child = spawn(process.execPath, ['bench/ceiling-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', () => reject(new Error('the ceiling server stopped')));
  });
  process.on('exit', () => child.kill());
  return { url: `http://127.0.0.1:${port}/ceiling`, stop: () => child.kill() };
}

/**
 * `calls`: [{ name, path }] on the shop at `origin` (path including /api). The ceiling is measured
 * first and again last; the lower of the two counts, so a machine that got busier midway does not
 * flatter the shop.
 */
export async function apiLoadRows({ origin, calls, seconds }) {
  const ceiling = await startCeiling();
  const rows = [];
  try {
    const first = await measure(ceiling.url, seconds);
    const results = [];
    for (const call of calls) {
      const url = `${origin}${call.path}`;
      const r = await measure(url, seconds);
      // The same answer from a bare route: what this client reads at most of it.
      const answer = await wireAnswer(url);
      const name = String(results.length);
      await fetch(`${ceiling.url}/${name}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ headers: answer.headers, body: answer.body.toString('base64') }),
      });
      const sameBytes = await measure(`${ceiling.url}/${name}`, seconds);
      results.push({ call, r, bytes: answer.body.length, sameBytes });
    }
    const last = await measure(ceiling.url, seconds);
    const base = Math.min(first.rps, last.rps);
    rows.push(
      row('API load', 'bare Fastify route answering {"hello":"world"} (small answer ceiling)', base, 'req/s'),
    );
    for (const { call, r, bytes, sameBytes } of results) {
      const label = `${call.name} ${call.path.replace(/^\/api/, '')}`;
      // The budget: the call against a bare route sending its very answer (headers and bytes).
      // autocannon turns every body it reads into a string (`req.body += data`), and decoding
      // binary (brotli) as UTF-8 costs it about 90 µs per 8 kB, against 2 µs for 8 kB of ASCII:
      // against a small answer an 8 kB call would measure the load generator, not the shop.
      rows.push(
        row(
          'API load',
          `${label}: share of a bare route sending the same answer, ${bytes} bytes (${Math.round(r.rps)} of ${Math.round(sameBytes.rps)} req/s${r.bad ? `, ${r.bad} failed` : ''})`,
          r.bad > 0 ? Number.NaN : (100 * r.rps) / sameBytes.rps,
          '%',
          BUDGETS.apiShareOfCeiling,
        ),
      );
      rows.push(row('API load', `${label}: p99`, r.p99, 'ms', BUDGETS.apiP99Ms));
      // Not a budget: the same requests per second against the small answer's ceiling.
      rows.push(
        row(
          'API load',
          `${label}: share of the small answer's ceiling`,
          r.bad > 0 ? Number.NaN : (100 * r.rps) / base,
          '%',
        ),
      );
    }
  } finally {
    ceiling.stop();
  }
  return { rows };
}
