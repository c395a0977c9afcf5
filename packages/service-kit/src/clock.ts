import { AsyncLocalStorage } from 'node:async_hooks';
import { ConfigError } from './config';

// The time as a service sees it. Integration tests inject a clock of their own (`manualClock`) to reach an
// expiry without waiting for it. Browser journeys cannot reach into the shop, so under `TEST_CLOCK_HEADER`
// (NODE_ENV=test only) one request may name its own time in `x-test-now`: that request, and only it, sees the
// shop on that day (an offer past its validity), while every other request and background job keeps the real
// time.

export interface Clock {
  now(): Date;
}

/** The request header a browser journey names its request's time with (an ISO time). */
export const TEST_NOW_HEADER = 'x-test-now';

const requestShift = new AsyncLocalStorage<number>();

/** The real time, moved for the request being handled when it named its own time. */
export const systemClock: Clock = {
  now: () => new Date(Date.now() + (requestShift.getStore() ?? 0)),
};

/** Runs `work` seeing the system clock at `at` (an ISO time) as it starts; an unreadable `at` changes nothing. */
export function atRequestTime<T>(at: string, work: () => T): T {
  const time = Date.parse(at);
  return Number.isNaN(time) ? work() : requestShift.run(time - Date.now(), work);
}

/** The test clock is for browser journeys: a shop started otherwise with it refuses to start. */
export function assertTestClockAllowed(config: { TEST_CLOCK_HEADER: boolean; NODE_ENV: string }): void {
  if (config.TEST_CLOCK_HEADER && config.NODE_ENV !== 'test')
    throw new ConfigError([`TEST_CLOCK_HEADER: only for browser journeys (NODE_ENV=test), not ${config.NODE_ENV}`]);
}
