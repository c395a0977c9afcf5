import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { ShopContext } from '@shop/service-kit';

// Rendered catalogue answers kept in memory, so repeated reads never reach the database. Keys hold
// everything an answer depends on (route, validated query, language, currency, price kind). Any change
// of the catalogue made through this service clears the cache at once (`invalidate`); entries also
// expire after `ttlMs`, which bounds how long a change written by another replica can stay unseen.

export interface CachedAnswer {
  /** The JSON, encoded once. */
  body: Buffer;
  etag: string;
  /** The body gzipped, made the first time a caller accepts it and kept with the answer. */
  gzip?: Buffer;
}

export interface AnswerCache {
  /** The cached answer for `key`, or the one `render` makes (concurrent misses share one render). */
  get(key: string, render: () => Promise<unknown>): Promise<CachedAnswer>;
  invalidate(): void;
  readonly size: number;
}

/** What an entry costs in memory: its JSON and, once made, its gzipped copy (about a tenth). */
const weightOf = (answer: CachedAnswer) => Math.ceil(answer.body.length * 1.1);

export function createAnswerCache(
  options: { maxEntries?: number; maxBytes?: number; ttlMs?: number } = {},
): AnswerCache {
  // Bounded in count and bytes: every distinct valid query is its own entry, and callers choose queries.
  const { maxEntries = 20_000, maxBytes = 64 * 1024 * 1024, ttlMs = 60_000 } = options;
  let bytes = 0;
  const entries = new Map<string, CachedAnswer & { expiresAt: number }>();
  const rendering = new Map<string, Promise<CachedAnswer>>();
  let generation = 0;

  return {
    get(key, render) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return Promise.resolve(hit);
      const pending = rendering.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const made = render()
        .then((value) => {
          const body = Buffer.from(JSON.stringify(value));
          // Weak: the same answer goes out gzipped or not.
          const answer: CachedAnswer = {
            body,
            etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
          };
          // An answer rendered from data that changed meanwhile is served once but not kept.
          if (startedIn === generation) {
            const old = entries.get(key);
            if (old) {
              entries.delete(key);
              bytes -= weightOf(old);
            }
            entries.set(key, Object.assign(answer, { expiresAt: Date.now() + ttlMs }));
            bytes += weightOf(answer);
            // The oldest entries go first.
            for (const [oldKey, entry] of entries) {
              if (entries.size <= maxEntries && bytes <= maxBytes) break;
              entries.delete(oldKey);
              bytes -= weightOf(entry);
            }
          }
          return answer;
        })
        .finally(() => {
          if (rendering.get(key) === made) rendering.delete(key);
        });
      rendering.set(key, made);
      return made;
    },
    invalidate() {
      generation++;
      entries.clear();
      bytes = 0;
      rendering.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** Catalogue answers may be cached and revalidated after 3600 s (SPEC §9). */
export const CATALOGUE_CACHE = 'public, max-age=3600, stale-while-revalidate=60';
/** A dealer's answers carry B2B prices: a shared cache must never hand them to anyone else. */
export const PRIVATE_CATALOGUE_CACHE = 'private, max-age=3600, stale-while-revalidate=60';

/** Bodies smaller than this are not worth compressing. */
const GZIP_FROM_BYTES = 1024;

/** Answers a cached JSON body with its ETag (gzipped once, when asked for); 304 when the caller has it. */
export function sendCached(ctx: ShopContext, answer: CachedAnswer, cacheControl = CATALOGUE_CACHE): void {
  ctx.set('cache-control', cacheControl);
  ctx.set('etag', answer.etag);
  ctx.vary('Accept-Encoding');
  ctx.type = 'application/json';
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (answer.body.length >= GZIP_FROM_BYTES && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    answer.gzip ??= gzipSync(answer.body, { level: 6 });
    ctx.set('content-encoding', 'gzip');
    ctx.body = answer.gzip;
    ctx.type = 'application/json';
    return;
  }
  ctx.body = answer.body;
  ctx.type = 'application/json';
}
