// Attempts per client address per class of route (sign-in, forms), in fixed windows held in memory.
// With several gateway replicas each keeps its own counts, so the effective limit is per replica
// (N replicas let N times as many attempts through); accounts still blocks an account after 10 failed
// sign-ins (SPEC §9), whichever replica they came through.

export interface RateLimit {
  /** Attempts allowed per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one attempt; returns 0 when allowed, else the seconds until the window reopens. */
  hit(kind: string, address: string, now?: number): number;
  stop(): void;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Parses `10`, `10/60s`, `10/1m` or `10/1h` (the window defaults to one minute). */
export function parseRateLimit(text: string): RateLimit | undefined {
  const match = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*(s|m|h)?\s*)?$/.exec(text);
  if (!match) return undefined;
  const unit = { s: 1_000, m: 60_000, h: 3_600_000 }[(match[3] ?? 's') as 's' | 'm' | 'h'];
  const windowMs = match[2] === undefined ? 60_000 : Number(match[2]) * unit;
  if (windowMs <= 0) return undefined;
  return { max: Number(match[1]), windowMs };
}

export function createRateLimiter(limits: Partial<Record<string, RateLimit>>, maxKeys = 100_000): RateLimiter {
  const windows = new Map<string, Window>();

  // Expired windows are dropped every minute, so addresses seen once do not pile up.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();

  return {
    hit(kind, address, now = Date.now()) {
      const limit = limits[kind];
      if (!limit || limit.max === 0) return 0;
      const key = `${kind} ${address}`;
      const window = windows.get(key);
      if (!window || window.resetAt <= now) {
        // Under a flood of distinct addresses, forget the oldest rather than grow without bound.
        if (!window && windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        windows.set(key, { count: 1, resetAt: now + limit.windowMs });
        return 0;
      }
      window.count++;
      return window.count > limit.max ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
    },
    stop() {
      clearInterval(sweep);
    },
  };
}
