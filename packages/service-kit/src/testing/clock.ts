import type { Clock } from '../context';

/** A clock a test moves by hand: expiries are reached by `advance`, never by waiting. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(at: Date | string): void;
}

export function manualClock(start: Date | string = '2026-11-26T10:00:00Z'): ManualClock {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
    set(at) {
      now = new Date(at).getTime();
    },
  };
}
