import type { Clock } from '@shop/service-kit';

// Refused provider notifications come from an unauthenticated route: a client address that keeps sending
// refused ones is answered 429 for the rest of the minute, and nothing more of it is stored
// (docs/decisions/payment-providers.md).

/** Refusals a client address may have in one window before it is answered 429. */
export const REFUSALS_PER_WINDOW = 20;
export const REFUSAL_WINDOW_MS = 60_000;
/** Addresses tracked at once; past it the oldest windows are dropped (a flood of addresses cannot grow memory). */
const MAX_ADDRESSES = 10_000;

export interface RefusalLimit {
  /** Whether the address has used up its refusals in the current window. */
  blocked(address: string): boolean;
  /** Counts one refusal of the address. */
  count(address: string): void;
  /** Seconds until the address's window ends (for Retry-After). */
  retryAfterSeconds(address: string): number;
}

export function refusalLimit(clock: Clock, limit = REFUSALS_PER_WINDOW, windowMs = REFUSAL_WINDOW_MS): RefusalLimit {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (address: string) => {
    const now = clock.now().getTime();
    const window = windows.get(address);
    if (window && now - window.start < windowMs && now >= window.start) return window;
    windows.delete(address);
    return undefined;
  };
  return {
    blocked: (address) => (current(address)?.count ?? 0) >= limit,
    count(address) {
      const window = current(address);
      if (window) {
        window.count += 1;
        return;
      }
      if (windows.size >= MAX_ADDRESSES) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(address, { start: clock.now().getTime(), count: 1 });
    },
    retryAfterSeconds(address) {
      const window = current(address);
      if (!window) return 0;
      return Math.max(1, Math.ceil((window.start + windowMs - clock.now().getTime()) / 1000));
    },
  };
}
