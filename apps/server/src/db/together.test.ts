import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';
import { sqlRows } from './sql-rows.ts';
import { together } from './together.ts';

// Statements of one transaction that need none of each other's answers: sent at once where the
// engine takes them so (PGlite's thread), one after the other on a PostgreSQL connection.
const { app, db, engine } = await buildTestApp();
afterAll(() => app.close());

await db.execute(sql`create table together_notes (id int primary key)`);
const notes = async () =>
  (await sqlRows<{ id: number }>(db, sql`select id from together_notes order by id`)).map((r) => r.id);

describe(`statements sent together (${engine})`, () => {
  it('answers each in the order given', async () => {
    const answers = await db.transaction((tx) =>
      together(tx, [
        () => sqlRows<{ n: number }>(tx, sql`select 1 as n`),
        () => undefined,
        () => sqlRows<{ n: number }>(tx, sql`select 2 as n`),
      ]),
    );
    expect(answers).toEqual([[{ n: 1 }], undefined, [{ n: 2 }]]);
  });

  it('on PostgreSQL sends the next only once the last has answered; on PGlite, all at once', async () => {
    const times: Record<string, number> = {};
    await db.transaction((tx) => {
      const timed = (name: string, ms: number) => async () => {
        times[`${name} sent`] = performance.now();
        await tx.execute(sql`select pg_sleep(${ms / 1000})`);
        times[`${name} answered`] = performance.now();
      };
      return together(tx, [timed('first', 50), timed('second', 10)]);
    });
    if (engine === 'postgres') expect(times['second sent']).toBeGreaterThanOrEqual(times['first answered']!);
    else expect(times['second sent']).toBeLessThan(times['first answered']!);
  });

  it('throws the first failure in the order given, and the transaction writes nothing', async () => {
    const written = db.transaction((tx) =>
      together(tx, [
        () => tx.execute(sql`insert into together_notes (id) values (1)`),
        () => tx.execute(sql`insert into together_notes (id) values (1)`), // the same key
        () => tx.execute(sql`insert into together_notes (id) values (2)`),
      ]),
    );
    await expect(written).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await notes()).toEqual([]);
  });
});
