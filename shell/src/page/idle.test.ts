import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_IDLE_SIGN_OUT_MS, IDLE_SETTING, idleSignOutAfterMs, watchIdle } from './idle';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: () => null,
    get length() {
      return values.size;
    },
  };
}

describe('watchIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls back once after the time without activity', () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    watchIdle(1_000, onIdle, target);
    vi.advanceTimersByTime(999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('starts counting again on every key press, click or scroll', () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    watchIdle(1_000, onIdle, target);
    for (const activity of ['keydown', 'pointerdown', 'scroll']) {
      vi.advanceTimersByTime(900);
      target.dispatchEvent(new Event(activity));
    }
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('stops when asked', () => {
    const onIdle = vi.fn();
    const stop = watchIdle(1_000, onIdle, new EventTarget());
    stop();
    vi.advanceTimersByTime(2_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe('idleSignOutAfterMs', () => {
  it('is 30 minutes unless set', () => {
    expect(idleSignOutAfterMs('', memoryStorage())).toBe(DEFAULT_IDLE_SIGN_OUT_MS);
    expect(DEFAULT_IDLE_SIGN_OUT_MS).toBe(30 * 60_000);
  });

  it('takes a shorter time from the URL and remembers it for the visit', () => {
    const storage = memoryStorage();
    expect(idleSignOutAfterMs('?signOutAfterMs=2000', storage)).toBe(2_000);
    expect(storage.getItem(IDLE_SETTING)).toBe('2000');
    expect(idleSignOutAfterMs('', storage)).toBe(2_000);
  });

  it('ignores values that are no time at all', () => {
    expect(idleSignOutAfterMs('?signOutAfterMs=soon', memoryStorage())).toBe(DEFAULT_IDLE_SIGN_OUT_MS);
    expect(idleSignOutAfterMs('?signOutAfterMs=10', memoryStorage())).toBe(DEFAULT_IDLE_SIGN_OUT_MS);
  });
});
