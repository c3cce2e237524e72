import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Room for serialised catalogue answers of one version, JSON and compressed forms counted. */
const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;
/** Answers up to this size are compressed again at brotli's best level once they are cached. */
const REFINE_MAX_BYTES = 256 * 1024;
/** What a map entry, its key object and the body object cost beyond the bytes counted. */
const ENTRY_OVERHEAD = 256;

const brotliOptions = (quality: number, sizeHint: number) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: sizeHint },
});

/**
 * One serialised answer and, made on first demand off the event loop (zlib's thread pool), its
 * compressed forms. The promise is kept, so concurrent requests for a big answer share one
 * compression instead of each starting their own.
 */
export class CachedBody {
  private br: Promise<Buffer> | undefined;
  private gz: Promise<Buffer> | undefined;
  private readonly made: { br?: Buffer; gzip?: Buffer } = {};
  private tag: string | undefined;
  private refining = false;
  readonly jsonBytes: number;
  /** Told how many bytes a finished compression added (the cache counts them). */
  onGrow: (bytes: number) => void = () => {};

  constructor(
    readonly json: string,
    /** Headers that belong to the answer (X-Total-Count), sent with every copy of it. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    this.jsonBytes = Buffer.byteLength(json);
  }

  /**
   * A strong ETag naming this exact answer to this exact question (`key`): the same in every
   * process and after any change that leaves the answer as it was, so a phone's copy stays good.
   */
  etag(key: string): string {
    return (this.tag ??= `"${createHash('sha1')
      .update(key)
      .update('\0')
      .update(JSON.stringify(this.headers))
      .update('\0')
      .update(this.json)
      .digest('base64url')
      .slice(0, 22)}"`);
  }

  /**
   * The compressed bytes once made, else undefined: a repeat read sends them without waiting. A
   * repeat read of the brotli form is also what has it made again at the best level (below).
   */
  ready(encoding: 'br' | 'gzip'): Buffer | undefined {
    const bytes = this.made[encoding];
    if (encoding === 'br' && bytes) this.refineBrotli(bytes);
    return bytes;
  }

  brotli(): Promise<Buffer> {
    return (this.br ??= this.compress('br', brotliAsync(this.json, brotliOptions(6, this.jsonBytes)), () => {
      this.br = undefined;
    }));
  }

  /**
   * A moderate level answers the first request quickly. Once the answer is asked again (a listing,
   * a popular search: likely asked many times more), an answer of up to REFINE_MAX_BYTES is made
   * at the best level (5 to 10 % smaller, tens of milliseconds of a core, off the loop) and
   * replaces it, so every later copy costs fewer bytes to send and to receive. Never for an answer
   * sent once: a search's further pages come one by one, and refining each took a core from the
   * next (the big shop's uncached search, bench/README). The ETag names the JSON, so it stays.
   */
  private refineBrotli(first: Buffer) {
    if (this.refining || this.jsonBytes > REFINE_MAX_BYTES) return;
    this.refining = true;
    brotliAsync(this.json, brotliOptions(11, this.jsonBytes)).then(
      (better) => {
        if (this.made.br !== first || better.byteLength >= first.byteLength) return;
        this.made.br = better;
        this.br = Promise.resolve(better);
        this.onGrow(better.byteLength - first.byteLength);
      },
      () => {}, // the first form stays
    );
  }

  gzip(): Promise<Buffer> {
    return (this.gz ??= this.compress(
      'gzip',
      gzipAsync(this.json, { level: 6 }),
      () => (this.gz = undefined),
    ));
  }

  private compress(encoding: 'br' | 'gzip', work: Promise<Buffer>, forget: () => void): Promise<Buffer> {
    return work.then(
      (bytes) => {
        this.made[encoding] = bytes;
        this.onGrow(bytes.byteLength);
        return bytes;
      },
      (error: unknown) => {
        forget(); // the next request tries again
        throw error;
      },
    );
  }
}

/**
 * Answers by canonical key (see catalog-reply.ts), bounded in bytes and evicted least recently
 * used: a popular big listing stays while one-off searches come and go. An answer larger than
 * the whole bound is sent but not kept.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { body: CachedBody; bytes: number }>();
  private total = 0;

  constructor(private readonly maxBytes = ANSWER_CACHE_BYTES) {}

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.total;
  }

  has(key: string) {
    return this.entries.has(key);
  }

  get(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving the entry to the end makes the first one the oldest used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, body: CachedBody): void {
    const entry = { body, bytes: body.jsonBytes + key.length * 2 + ENTRY_OVERHEAD };
    if (entry.bytes > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.total += entry.bytes;
    body.onGrow = (grown) => {
      if (this.entries.get(key) !== entry) return; // evicted meanwhile
      entry.bytes += grown;
      this.total += grown;
      this.evict();
    };
    this.evict();
  }

  private evict() {
    for (const key of this.entries.keys()) {
      if (this.total <= this.maxBytes) return;
      this.remove(key);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}
