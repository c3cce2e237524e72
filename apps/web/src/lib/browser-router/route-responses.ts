// What loaders throw besides errors, and what the error screen asks of an error, as React Router
// shapes them: a redirect is a Response with a Location header; an error response has a status.

/** A loader's "go there instead": the router follows it, pushing the new address. */
export function redirect(url: string, init: number | ResponseInit = 302): Response {
  const responseInit = typeof init === 'number' ? { status: init } : { status: 302, ...init };
  const headers = new Headers(responseInit.headers);
  headers.set('Location', url);
  return new Response(null, { ...responseInit, headers });
}

export const isRedirect = (value: unknown): value is Response =>
  value instanceof Response && value.status >= 300 && value.status <= 399 && value.headers.has('Location');

/** A page the router cannot show by its status (no route at the address, a thrown Response). */
export class ErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
    readonly internal = false,
  ) {}
}

export const isRouteErrorResponse = (error: unknown): error is ErrorResponse => {
  const e = error as Partial<ErrorResponse> | null;
  return (
    e != null &&
    typeof e.status === 'number' &&
    typeof e.statusText === 'string' &&
    typeof e.internal === 'boolean' &&
    'data' in e
  );
};

/** The context every loader gets; the shop's loaders read none. */
export class RouterContextProvider {
  readonly #values = new Map<unknown, unknown>();
  get(context: unknown) {
    return this.#values.get(context);
  }
  set(context: unknown, value: unknown) {
    this.#values.set(context, value);
  }
}
