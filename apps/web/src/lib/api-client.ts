import { TOTAL_COUNT_HEADER } from '@shop/shared/paging';
import { readStorage, storageKeys } from './storage';

// One way to call the API: JSON in and out, the bearer token when there is one, and failures as
// ApiError carrying the server's message (the pages show it as the error text).

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

type Options = Omit<RequestInit, 'body'> & { body?: unknown; auth?: boolean };

export async function api<T>(path: string, options: Options = {}): Promise<T> {
  return (await request<T>(path, options)).data;
}

/**
 * One page of a list whose answer carries the number of all its items in a header (the reviews'
 * pages); without the header, the page's own length.
 */
export async function apiPage<T>(
  path: string,
  options: Options = {},
): Promise<{ items: T[]; total: number }> {
  const { data, headers } = await request<T[] | undefined>(path, options);
  const items = data ?? [];
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

async function request<T>(
  path: string,
  { body, auth = true, headers, ...init }: Options,
): Promise<{ data: T; headers: Headers }> {
  const token = auth ? readStorage(storageKeys.token) : null;
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
  return { data: data as T, headers: response.headers };
}
