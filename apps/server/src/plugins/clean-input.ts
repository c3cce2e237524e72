import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@shop/shared/messages';
import { badRequest } from '../http-error.ts';

// PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate has no UTF-8 form, so such a
// string would fail (or be silently changed) deep inside a query. One rule for every request,
// applied before validation and before any handler runs: such text answers 400 and writes nothing.

/** A NUL, or a high surrogate not followed by a low one, or a low one not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point of this pattern
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnstorableText = (value: string) => UNSTORABLE.test(value);

/** An escape (%00, %ED%A0%80), a raw NUL or any character beyond ASCII in a request's URL. */
// eslint-disable-next-line no-control-regex -- a raw U+0000 is one of the characters looked for
const MAY_DECODE_TO_UNSTORABLE = /[%\u0000\u0080-\uffff]/;

/** True when any string in a parsed value (object keys included, at any depth) is unstorable. */
export function hasUnstorableText(value: unknown): boolean {
  // A stack rather than recursion: however deep the JSON, every string is looked at.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isUnstorableText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (isUnstorableText(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

const refuse = () => badRequest(messages.input.unreadableText);

type Part = { fieldname?: string; filename?: string; type?: string; value?: unknown };

function checkPart<T>(part: T): T {
  const p = part as Part | undefined;
  if (!p) return part;
  if (hasUnstorableText([p.fieldname, p.filename])) throw refuse();
  if (p.type === 'field' && hasUnstorableText(p.value)) throw refuse();
  return part;
}

async function* checkedParts<T>(parts: AsyncIterable<T>): AsyncIterableIterator<T> {
  for await (const part of parts) yield checkPart(part);
}

/**
 * Multipart forms are read by handlers (request.parts / files / file), after the hooks: the
 * readers of this request are wrapped so every field name, field value and file name passes the
 * same rule as it streams in, whatever route or form reader asks for them.
 */
function guardMultipart(request: FastifyRequest) {
  if (typeof request.isMultipart !== 'function' || !request.isMultipart()) return;
  const { parts, files, file } = request;
  request.parts = (options) => checkedParts(parts.call(request, options));
  request.files = (options) => checkedParts(files.call(request, options));
  request.file = async (options) => checkPart(await file.call(request, options));
}

/** Registers the rule on the root instance, so it covers every route, present and future. */
export function registerCleanInput(app: FastifyInstance) {
  // JSON must be valid UTF-8: the default parser would turn broken bytes into U+FFFD silently.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(refuse(), undefined);
    }
    // The default parser answers through `done`; its return value carries nothing.
    void parseJson(request, text, done);
  });

  // Path parameters and the query string (decoded, so %00 counts) are known before any hook. Both
  // are decoded from the URL, so a URL with no escape and no non-ASCII character cannot hold such
  // text: most requests skip the walk. Plain callbacks: no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (MAY_DECODE_TO_UNSTORABLE.test(request.url)) {
      if (hasUnstorableText(request.params) || hasUnstorableText(request.query)) return done(refuse());
    }
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== undefined && hasUnstorableText(request.body)) return done(refuse());
    guardMultipart(request);
    done();
  });
}
