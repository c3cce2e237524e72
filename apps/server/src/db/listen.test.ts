import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshTestDatabase } from '../testing/build-test-app.ts';
import { startDatabaseRelay } from '../testing/database-relay.ts';
import { listenRetryDelayMs, pgListen } from './listen.ts';

const until = async (check: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not within the time allowed');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('listenRetryDelayMs', () => {
  it('waits 1 s after a drop, doubling while attempts keep failing, at most 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 40].map(listenRetryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000,
    ]);
  });
});

describe.runIf(process.env.SHOP_TEST_ENGINE === 'postgres')('the LISTEN connection', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('reconnects by itself after the database goes away, with a growing pause, and hears again', async () => {
    const database = await freshTestDatabase();
    cleanup.push(() => database.drop());
    const relay = await startDatabaseRelay(database.url!);
    cleanup.push(() => relay.close());
    const notifier = new pg.Client({ connectionString: database.url! });
    await notifier.connect();
    cleanup.push(() => notifier.end());

    const pauses: number[] = [];
    const events: string[] = [];
    const stop = pgListen(relay.url, (failures) => {
      pauses.push(failures);
      return 20;
    })('listen_test', {
      onNotify: () => events.push('notify'),
      onUp: () => events.push('up'),
      onDown: () => events.push('down'),
    });
    cleanup.push(stop);
    await until(() => events.includes('up'));

    await relay.cut();
    // Down, then one failed attempt after another, each told how many failed before it.
    await until(() => pauses.length >= 4);
    expect(events.slice(0, 2)).toEqual(['up', 'down']);
    expect(pauses.slice(0, 4)).toEqual([0, 1, 2, 3]);

    await relay.restore();
    await until(() => events.at(-1) === 'up');
    await notifier.query('notify listen_test');
    await until(() => events.at(-1) === 'notify');

    // Once connected again, the next drop starts the pause over.
    pauses.length = 0;
    await relay.cut();
    await until(() => pauses.length >= 1);
    expect(pauses[0]).toBe(0);
    await relay.restore();
    await until(() => events.at(-1) === 'up');
  });
});
