import { defaultShopSettings } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { syncIntervalMs } from '../context';
import { warehouseSettings } from '../settings';

// The warehouse's repeating work waits the shop setting staff keep (SPEC §9: 30 s) unless the process
// overrides it, read before each wait (the loop itself: @shop/service-kit/events, repeatEvery).

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
