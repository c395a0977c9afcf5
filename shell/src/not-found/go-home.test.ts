import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GO_HOME_DELAY_MS, goHomeAfterDelay } from './go-home';

describe('goHomeAfterDelay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the home page of the language after 500 ms, not before', () => {
    const load = vi.fn();
    goHomeAfterDelay('en', load);
    vi.advanceTimersByTime(GO_HOME_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledWith('/en/');
    expect(GO_HOME_DELAY_MS).toBe(500);
  });

  it('can be called off (the page went away first)', () => {
    const load = vi.fn();
    const cancel = goHomeAfterDelay('pl', load);
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(load).not.toHaveBeenCalled();
  });
});
