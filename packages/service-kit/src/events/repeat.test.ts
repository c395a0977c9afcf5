import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatEvery } from './repeat';

// A service's repeating work (warehouse's stock sync, cms's insurance registrations): the interval is read
// before each wait, never two runs at once, and a task that says it is done runs no more.

afterEach(() => {
  vi.useRealTimers();
});

describe('repeatEvery', () => {
  it('waits the interval read before each run, so a changed setting applies from the next wait', async () => {
    vi.useFakeTimers();
    let seconds = 30;
    const runs: number[] = [];
    const loop = repeatEvery(
      () => seconds * 1000,
      async () => {
        runs.push(Date.now());
      },
    );
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(runs).toEqual([]);
    seconds = 10;
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs.map((at) => at - start)).toEqual([30_000, 40_000]);
    await loop.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(2);
  });

  it('runs at once when asked, and stops for good once the task is done', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const loop = repeatEvery(
      () => 1000,
      async () => (++calls === 2 ? 'done' : undefined),
      { now: true },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(2);
    await loop.stop();
  });
});
