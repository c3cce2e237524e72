import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';

const { app } = await buildTestApp();

describe('GET /api/health', () => {
  it('answers ok once the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a 404 and a message, never HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/api/nothing-here');
  });
});
