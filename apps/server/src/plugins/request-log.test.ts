import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';

// The shop's real logger, writing into this array instead of standard output.
const lines: Record<string, unknown>[] = [];
const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
const { app } = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream });

const logsOf = async (url: string) => {
  lines.length = 0;
  const res = await app.inject({ url });
  // The line is written when the answer has finished; give the stream its turn.
  await new Promise((resolve) => setImmediate(resolve));
  return { res, lines: [...lines] };
};

describe('request logging', () => {
  it('writes exactly one JSON line per request, with method, path, status, time and request id', async () => {
    const { res, lines } = await logsOf('/api/health');
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: '/api/health',
      statusCode: 200,
      reqId: expect.any(String),
    });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
  });

  it('logs a missing page or picture once too, at info', async () => {
    for (const url of ['/api/nothing-here', '/api/images/missing.webp']) {
      const { res, lines } = await logsOf(url);
      expect(res.statusCode).toBe(404);
      expect(lines).toEqual([expect.objectContaining({ level: 30, url, statusCode: 404 })]);
    }
  });
});
