import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { configWith } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';

const { app, db } = await buildTestApp();

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

describe('GET /api/ready', () => {
  it('answers ready when the database answers and holds every migration', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 with a message while a migration of this build is missing', async () => {
    await db.execute(sql`delete from drizzle.__drizzle_migrations
      where id = (select max(id) from drizzle.__drizzle_migrations)`);
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/^1 of \d+ database migrations are not applied$/);
    // Alive is not ready: the health check still answers.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('answers 503 on a database never migrated, and on one that cannot be reached', async () => {
    await db.execute(sql`alter table drizzle.__drizzle_migrations rename to away`);
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    await db.execute(sql`alter table drizzle.away rename to __drizzle_migrations`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', message: 'The database has no migrations applied' });

    // Nothing listens on port 9 of this machine.
    const gone = await openDatabase({ databaseUrl: 'postgres://shop@127.0.0.1:9/shop', dataDir: null });
    const unreachable = await buildApp({ config: configWith({ LOG_LEVEL: 'silent' }), db: gone.db });
    const down = await unreachable.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('The database is not reachable');
    await unreachable.close();
    await gone.close();
  });
});
