import { TOTAL_COUNT_HEADER } from '@shop/shared/paging';
import { tellSessionEnded } from './session/session-ended';
import { readStorage, storageKeys } from './storage';

// One way to call the API: JSON in and out, the bearer token when there is one, failures as
// ApiError carrying the server's message (the pages show it as the error text), and every answer
// checked at this edge against its contract, so a wrong answer is a clear AnswerError rather than
// a silent `undefined` deep in a page. A 401 on a call made with the stored session is the session's
// end, answered once for the whole app (session/session-ended.ts): such a call never settles, so
// no page shows a failure of its own while the shopper is sent to sign in.

export const API_BASE = '/api';

/**
 * How requests reach the API: the browser's fetch, or on the server that renders the first screen
 * its own in-process call (no session there: the server renders every page as a guest sees it).
 */
let send: typeof fetch = (input, init) => fetch(input, init);
export function setApiTransport(transport: typeof fetch) {
  send = transport;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * What checks an answer: a shared zod schema (code that loads on demand), or an outline checked
 * without zod (the storefront's first-page calls, lib/answer-outline.ts). Typed by shape, so this
 * file, in every page's first bundle, never imports zod.
 */
export type AnswerCheck<T> = {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** The server answered, but not in the form its contract says. */
export class AnswerError extends Error {}

type Options = Omit<RequestInit, 'body'> & {
  body?: unknown;
  auth?: boolean;
  /** Signing out: a 401 there is the ended session it meant to end, not news to tell. */
  endingSession?: boolean;
};

/** What a call refused as signed out waits for: nothing (the app is leaving for sign-in). */
const never = () => new Promise<never>(() => undefined);

/** Tokens this browser is ending itself: their 401s, until it has signed out, are no news. */
const endedHere = new Set<string>();
const sessionEnded = (status: number, token: string | null) =>
  status === 401 && token !== null && !endedHere.has(token);

/** Calls `path` and answers its body, checked by `answer`. */
export async function api<T>(path: string, options: Options & { answer: AnswerCheck<T> }): Promise<T> {
  const { data } = await request(path, options);
  return checked(path, options.answer, data);
}

/**
 * Calls `path` for a file (a PDF): the bearer token as for JSON, a failure as ApiError with the
 * server's message.
 */
export async function apiFile(path: string): Promise<Blob> {
  const token = readStorage(storageKeys.token);
  let response: Response;
  try {
    response = await send(`${API_BASE}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'Network error: please check your connection and try again.');
  }
  if (sessionEnded(response.status, token)) {
    tellSessionEnded();
    return never();
  }
  if (!response.ok) {
    const record = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const message =
      typeof record.message === 'string' ? record.message : `Request failed (${response.status})`;
    throw new ApiError(response.status, message, record);
  }
  return response.blob();
}

/**
 * One page of a list (its items checked by `answer`) whose answer carries the number of all its
 * items in a header (the reviews' pages); without the header, the page's own length.
 */
export async function apiPage<T>(
  path: string,
  options: Options & { answer: AnswerCheck<T[]> },
): Promise<{ items: T[]; total: number }> {
  const { data, headers } = await request(path, options);
  const items = checked(path, options.answer, data);
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

function checked<T>(path: string, answer: AnswerCheck<T>, data: unknown): T {
  const result = answer.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  throw new AnswerError(
    `Unexpected answer from ${path.split('?')[0]} (${where}${issue?.message ?? 'unreadable'})`,
  );
}

async function request(
  path: string,
  {
    body,
    auth = true,
    endingSession = false,
    headers,
    answer: _answer,
    ...init
  }: Options & { answer?: unknown },
): Promise<{ data: unknown; headers: Headers }> {
  const token = auth ? readStorage(storageKeys.token) : null;
  if (endingSession && token) endedHere.add(token);
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await send(`${API_BASE}${path}`, {
      ...init,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'Network error: please check your connection and try again.');
  }
  if (sessionEnded(response.status, token)) {
    tellSessionEnded();
    return never();
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const message =
      (typeof record.message === 'string' && record.message) ||
      (typeof record.error === 'string' && record.error) ||
      (typeof data === 'string' && data) ||
      `Request failed (${response.status})`;
    throw new ApiError(response.status, message, record);
  }
  return { data, headers: response.headers };
}
