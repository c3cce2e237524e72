/** A failure a client caused or may see: its status and a message a person can read. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { code?: string | number; field?: string } = {},
    /** Seconds after which a 429 or a 503 may be retried, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, field ? { field } : {});
export const notFound = (message: string) => new HttpError(404, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
/** What was there once and is not any more (an expired link): asking again will not help. */
export const gone = (message: string) => new HttpError(410, message);
export const conflict = (message: string, code?: string | number) =>
  new HttpError(409, message, code === undefined ? {} : { code });
