import type { IncomingHttpHeaders } from 'node:http';

// Public catalogue answers kept briefly in the gateway, so a repeated read skips the hop to the service
// (bench/README.md: the hop was half the CPU of a listing). Only answers the service itself marks
// `public` are kept, per URL, language, currency, retail or dealer caller and compression; the service's
// own cache stays the source of truth, so a change is seen here at most `ttlMs` later — or at once when the
// change passed through this gateway (`clear`, after a catalogue write: api-calls.ts).

export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string | undefined;
  expires: number;
  /** The same for every caller of its key (a public 200 without cookies): kept and served to others. */
  shareable: boolean;
}

export interface ReadCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
}

/** Answer headers passed on (a shareable answer sets no cookie; vary and length are recomputed). */
const kept = ['content-type', 'content-encoding', 'content-language', 'cache-control', 'etag', 'last-modified', 'vary'];

export function createReadCache(options: ReadCacheOptions) {
  const entries = new Map<string, CachedAnswer>();
  /** Reads of one key already under way: concurrent misses wait for the first instead of all calling. */
  const pending = new Map<string, Promise<CachedAnswer>>();
  let bytes = 0;
  /** Raised by `clear`: a read begun before it may carry the old answer, so it is not kept. */
  let generation = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  }

  function store(key: string, entry: CachedAnswer): void {
    if (entry.body.length > options.maxBytes / 16) return;
    drop(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    // A Map iterates in insertion order: the oldest entries go first.
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
      drop(oldest);
    }
  }

  return {
    /**
     * The answer for `key`: the kept one, or read through `load` (once for concurrent callers) and kept
     * when shareable. Undefined for a caller that waited on another's read whose answer is not shareable:
     * it must ask the service itself.
     */
    async read(
      key: string,
      load: () => Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>,
      now = Date.now(),
    ): Promise<CachedAnswer | undefined> {
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit;
      if (hit) drop(key);
      const running = pending.get(key);
      if (running) {
        const answer = await running;
        return answer.shareable ? answer : undefined;
      }
      const begun = generation;
      const loading = load()
        .then((answer) => {
          const entry = toEntry(answer, now + options.ttlMs);
          if (entry.shareable && begun === generation) store(key, entry);
          return entry;
        })
        .finally(() => {
          if (pending.get(key) === loading) pending.delete(key);
        });
      pending.set(key, loading);
      return loading;
    },
    /** Forgets every kept answer, and keeps none of the reads under way (they may predate the change). */
    clear(): void {
      generation++;
      entries.clear();
      pending.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;

/** A 200 the service marked public and that sets no cookie: the same for every caller of its key. */
function isShareable(status: number, headers: IncomingHttpHeaders): boolean {
  const cacheControl = String(headers['cache-control'] ?? '');
  return status === 200 && /\bpublic\b/.test(cacheControl) && headers['set-cookie'] === undefined;
}

function toEntry(answer: { status: number; headers: IncomingHttpHeaders; body: Buffer }, expires: number) {
  const headers: Record<string, string> = {};
  for (const name of kept) {
    const value = answer.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const shareable = isShareable(answer.status, answer.headers);
  return { status: answer.status, headers, body: answer.body, etag: headers.etag, expires, shareable };
}

/** True when the caller's `If-None-Match` names `etag` (weak comparison, as RFC 9110 §13.1.2 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}
