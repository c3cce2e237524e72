import type { AnswerCheck } from './api-client';

// The storefront's first-page calls check their answers without zod: zod is ~25 kB gzip, and a
// shopper's first page must not carry it (bench/RESULTS.md). An outline checks what those pages
// read of an answer, the kinds of its top-level fields; the answer's type is still the shared
// schema's. Kept this small on purpose: it is in every page's first bundle.

type Test = (value: unknown) => boolean;

export const list: Test = Array.isArray;
export const record: Test = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
export const number: Test = (value) => typeof value === 'number';
export const text: Test = (value) => typeof value === 'string';
export const yesNo: Test = (value) => typeof value === 'boolean';
export const optional =
  (test: Test): Test =>
  (value) =>
    value === undefined || test(value);
export const nullable =
  (test: Test): Test =>
  (value) =>
    value === null || test(value);

const wrong = (at: PropertyKey) => ({
  success: false as const,
  error: { issues: [{ path: at === '' ? [] : [at], message: 'not the kind expected' }] },
});

/** An answer that is an object whose fields pass these tests (others are not looked at). */
export function outline<T>(fields: Record<string, Test>): AnswerCheck<T> {
  return {
    safeParse(data) {
      if (!record(data)) return wrong('');
      const bad = Object.keys(fields).find((name) => !fields[name]!((data as Record<string, unknown>)[name]));
      return bad === undefined ? { success: true, data: data as T } : wrong(bad);
    },
  };
}

/** An answer that is a list of objects (a page of reviews). */
export function listOutline<T>(): AnswerCheck<T[]> {
  return {
    safeParse(data) {
      if (!list(data)) return wrong('');
      const bad = (data as unknown[]).findIndex((item) => !record(item));
      return bad < 0 ? { success: true, data: data as T[] } : wrong(bad);
    },
  };
}
