import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@shop/shared/messages';
import { hasDirectionControls } from '@shop/shared/text/direction-controls';
import { badRequest } from '../http-error.ts';

// PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate has no UTF-8 form, so such a
// string would fail (or be silently changed) deep inside a query. One rule for every request,
// applied before validation and before any handler runs: such text answers 400 and writes nothing.

/** A NUL, or a high surrogate not followed by a low one, or a low one not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point of this pattern
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isUnstorableText = (value: string) => UNSTORABLE.test(value);

/** An escape (%00, %ED%A0%80), a raw NUL or any character beyond ASCII in a request's URL. */
// eslint-disable-next-line no-control-regex -- a raw U+0000 is one of the characters looked for
const MAY_DECODE_TO_UNSTORABLE = /[%\u0000\u0080-\uffff]/;

/** True when any string in a parsed value (object keys included, at any depth) is unstorable. */
function hasUnstorableText(value: unknown): boolean {
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

/**
 * True when a string in a parsed value holds a direction control (shared/text/direction-controls.ts).
 * Passwords are left alone: they are never shown, and one set before the rule must still sign in.
 */
function hasDirectionControlsIn(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (hasDirectionControls(item)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (hasDirectionControls(key)) return true;
        if (!/password/i.test(key)) pending.push(child);
      }
    }
  }
  return false;
}

/** True when any level of nesting in a parsed value goes deeper than `limit`; walked without recursion. */
function isNestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  while (pending.length > 0) {
    const { item, depth } = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push({ item: child, depth: depth + 1 });
  }
  return false;
}

/**
 * JSON text that is clean as text can still decode to unstorable text: `\u0000` and a lone
 * `\ud800` are escapes, which JSON.parse turns into the very characters. True for a JSON object or
 * list in text (a form field holding JSON, such as the product forms' `arrayColors` and
 * `colorStock`) whose decoded strings break the rule. Such text can only come from an escape, so
 * text without `\u` is not parsed at all.
 */
function hasUnstorableJson(value: unknown): boolean {
  if (typeof value !== 'string' || !value.includes('\\u') || !/^\s*[[{]/.test(value)) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return false; // not JSON after all: the text itself passed the rule, and its reader will refuse it
  }
  return hasUnstorableText(parsed);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's schema refuses direction controls in its own words (reviews): the edge leaves them to it. */
    ownTextRules?: boolean;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const refuse = () => badRequest(messages.input.unreadableText);

/**
 * A JSON body read by a route itself (the signed webhook hashes the raw bytes, so no parser runs
 * before it): invalid UTF-8 and unstorable text answer 400 as every other body does, and so does
 * nesting deeper than `maxDepth`, which JSON.parse accepts but storing the value (JSON.stringify,
 * PostgreSQL's jsonb) would overflow a stack on.
 */
export function readCleanJson(raw: Buffer, maxDepth: number): unknown {
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(raw));
  } catch (error) {
    if (error instanceof SyntaxError) throw badRequest('The body is not valid JSON');
    throw refuse();
  }
  if (isNestedDeeperThan(value, maxDepth))
    throw badRequest(`The JSON is nested more than ${maxDepth} levels deep`);
  if (hasUnstorableText(value)) throw refuse();
  return value;
}

type Part = { fieldname?: string; filename?: string; type?: string; value?: unknown };

function checkPart<T>(part: T): T {
  const p = part as Part | undefined;
  if (!p) return part;
  if (hasUnstorableText([p.fieldname, p.filename])) throw refuse();
  if (p.type === 'field' && (hasUnstorableText(p.value) || hasUnstorableJson(p.value))) throw refuse();
  if (hasDirectionControlsIn([p.fieldname, p.filename, p.type === 'field' ? p.value : null]))
    throw badRequest(messages.input.directionControls);
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
    // A route whose schema refuses them in its own words (reviews) says so itself.
    if (
      request.body !== undefined &&
      !request.routeOptions.config.ownTextRules &&
      hasDirectionControlsIn(request.body)
    )
      return done(badRequest(messages.input.directionControls));
    guardMultipart(request);
    done();
  });
}
