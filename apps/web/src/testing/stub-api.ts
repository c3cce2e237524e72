import { vi } from 'vitest';

type Answer = [status: number, body: unknown];
export type StubRoutes = Record<string, (body: unknown) => Answer>;

/**
 * Answers the page's API calls in a unit test (the network, not our code, is what is replaced):
 * `routes` maps 'METHOD /path' (after /api) to a status and JSON body; anything else is a 404.
 * Returns the list of calls made, as 'METHOD /path'.
 */
export function stubApi(routes: StubRoutes) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${input.replace(/^\/api/, '')}`;
      calls.push(key);
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const [status, answer] = routes[key]?.(body) ?? [404, { message: `No stub for ${key}` }];
      return Promise.resolve(new Response(JSON.stringify(answer), { status }));
    }),
  );
  return calls;
}

export const sessionUser = (id: string) => ({
  _id: id,
  first_name: 'Amaka',
  last_name: 'Nwosu',
  email: `${id}@example.ng`,
  username: id,
  role: 'user',
  token: `token-${id}`,
});
