import { defaultShopSettings } from '@shop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncIntervalMs } from '../context';
import { warehouseSettings } from '../settings';
import { repeatEvery } from './repeat';

// The warehouse's repeating work: the interval is the shop setting staff keep (SPEC §9: 30 s) unless the
// process overrides it, read before each wait; a task that says it is done runs no more.

afterEach(() => {
  vi.useRealTimers();
});

const contextWith = (env: Record<string, string>, seconds = 30) => ({
  settings: warehouseSettings(env),
  shopSettings: () => ({ ...defaultShopSettings, warehouseSyncIntervalSeconds: seconds }),
});

describe('the sync interval', () => {
  it('is the shop setting, unless WAREHOUSE_SYNC_INTERVAL_SECONDS overrides it', () => {
    expect(syncIntervalMs(contextWith({}))).toBe(30_000);
    expect(syncIntervalMs(contextWith({}, 90))).toBe(90_000);
    expect(syncIntervalMs(contextWith({ WAREHOUSE_SYNC_INTERVAL_SECONDS: '3600' }, 90))).toBe(3_600_000);
    expect(syncIntervalMs(contextWith({ WAREHOUSE_SYNC_INTERVAL_SECONDS: '' }, 45))).toBe(45_000);
    expect(() => warehouseSettings({ WAREHOUSE_SYNC_INTERVAL_SECONDS: '0' })).toThrow(
      'WAREHOUSE_SYNC_INTERVAL_SECONDS',
    );
  });
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
