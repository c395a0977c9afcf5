import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { CATALOGUE_REVALIDATE_SECONDS } from '@shop/contracts';
import { type Clock, type ShopContext, systemClock } from '@shop/service-kit';

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
  /**
   * The cached answer for `key`, or the one `render` makes (concurrent misses share one render). An
   * answer filed under `group` is also forgotten by `invalidateGroup(group)`.
   */
  get(key: string, render: () => Promise<unknown>, group?: string): Promise<CachedAnswer>;
  invalidate(): void;
  /** Forgets the answers of one group (e.g. one product's pages after its stock moved), even one in flight. */
  invalidateGroup(group: string): void;
  readonly size: number;
}

/** What an entry costs in memory: its JSON and, once made, its gzipped copy (about a tenth). */
const weightOf = (answer: CachedAnswer) => Math.ceil(answer.body.length * 1.1);

export function createAnswerCache(
  options: { maxEntries?: number; maxBytes?: number; ttlMs?: number; clock?: Clock } = {},
): AnswerCache {
  // Bounded in count and bytes: every distinct valid query is its own entry, and callers choose queries.
  const { maxEntries = 20_000, maxBytes = 64 * 1024 * 1024, ttlMs = 60_000, clock = systemClock } = options;
  const now = () => clock.now().getTime();
  let bytes = 0;
  const entries = new Map<string, CachedAnswer & { expiresAt: number; group?: string }>();
  const rendering = new Map<string, { made: Promise<CachedAnswer>; group?: string }>();
  let generation = 0;
  // Keys of the kept answers by group, and how often each group was invalidated (a render started before
  // its group's invalidation is served once but not kept, as for `invalidate`).
  const groups = new Map<string, Set<string>>();
  const groupGenerations = new Map<string, number>();

  const forget = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= weightOf(old);
    const keys = old.group === undefined ? undefined : groups.get(old.group);
    keys?.delete(key);
    if (keys?.size === 0) groups.delete(old.group!);
  };

  return {
    get(key, render, group) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return Promise.resolve(hit);
      const pending = rendering.get(key);
      if (pending) return pending.made;
      const startedIn = generation;
      const startedInGroup = group === undefined ? 0 : (groupGenerations.get(group) ?? 0);
      const made = render()
        .then((value) => {
          const body = Buffer.from(JSON.stringify(value));
          // Weak: the same answer goes out gzipped or not.
          const answer: CachedAnswer = {
            body,
            etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
          };
          // An answer rendered from data that changed meanwhile is served once but not kept.
          const current =
            startedIn === generation && (group === undefined || (groupGenerations.get(group) ?? 0) === startedInGroup);
          if (current) {
            forget(key);
            entries.set(key, Object.assign(answer, { expiresAt: now() + ttlMs, group }));
            bytes += weightOf(answer);
            if (group !== undefined) {
              const keys = groups.get(group) ?? new Set<string>();
              keys.add(key);
              groups.set(group, keys);
            }
            // The oldest entries go first.
            for (const oldKey of entries.keys()) {
              if (entries.size <= maxEntries && bytes <= maxBytes) break;
              forget(oldKey);
            }
          }
          return answer;
        })
        .finally(() => {
          if (rendering.get(key)?.made === made) rendering.delete(key);
        });
      rendering.set(key, { made, group });
      return made;
    },
    invalidate() {
      generation++;
      entries.clear();
      bytes = 0;
      rendering.clear();
      groups.clear();
    },
    invalidateGroup(group) {
      groupGenerations.set(group, (groupGenerations.get(group) ?? 0) + 1);
      for (const key of groups.get(group) ?? []) forget(key);
      groups.delete(group);
      for (const [key, pending] of rendering) if (pending.group === group) rendering.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

/** Catalogue answers may be cached and revalidated after CATALOGUE_REVALIDATE_SECONDS (SPEC §9: 3600 s). */
export const CATALOGUE_CACHE = `public, max-age=${CATALOGUE_REVALIDATE_SECONDS}, stale-while-revalidate=60`;
/** A dealer's answers carry B2B prices: a shared cache must never hand them to anyone else. */
export const PRIVATE_CATALOGUE_CACHE = `private, max-age=${CATALOGUE_REVALIDATE_SECONDS}, stale-while-revalidate=60`;

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
