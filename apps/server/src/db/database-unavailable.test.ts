import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a terminated, refused or overloaded server by its SQLSTATE or socket error', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
  });

  it("recognises node-postgres's own words for a lost connection or a connect timeout", () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
  });

  it('looks inside a wrapped error (a query error, or both addresses of localhost refusing)', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('57P01') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const bothRefused = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]);
    expect(isDatabaseUnavailable(bothRefused)).toBe(true);
  });

  it('leaves every other failure alone: a constraint, a bug, a query the database refused', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('40001') }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
