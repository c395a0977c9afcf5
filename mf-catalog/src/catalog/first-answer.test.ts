import { setCurrency } from '@shop/platform';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchFirstAnswer, takeFirstAnswer } from './first-answer';

afterEach(() => {
  setCurrency(null);
  vi.useRealTimers();
});

describe("a screen's answer fetched beside its chunk", () => {
  it('is shown once, to the same query in the same currency', async () => {
    await prefetchFirstAnswer('product 1315', async () => ({ name: 'Zefir City' }), 1500);
    setCurrency('EUR');
    expect(takeFirstAnswer('product 1315')).toBeUndefined();
    setCurrency(null);
    expect(takeFirstAnswer('product 7')).toBeUndefined();
    expect(takeFirstAnswer('product 1315')).toEqual({ name: 'Zefir City' });
    // A later render of the screen asks the catalogue itself.
    expect(takeFirstAnswer('product 1315')).toBeUndefined();
  });

  it('is given up after the wait, its call aborted, and never shown when it comes late', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    let answer: (value: string) => void = () => {};
    const waited = prefetchFirstAnswer(
      'product 42',
      (given) => {
        signal = given;
        return new Promise<string>((resolve) => {
          answer = resolve;
        });
      },
      1500,
    );
    await vi.advanceTimersByTimeAsync(1500);
    await waited;
    expect(signal?.aborted).toBe(true);
    answer('too late');
    await Promise.resolve();
    expect(takeFirstAnswer('product 42')).toBeUndefined();
  });

  it('is not shown once it is old (its screen never came for it)', async () => {
    vi.useFakeTimers();
    await prefetchFirstAnswer('product 5', async () => ({ name: 'Zefir Trekking' }), 1500);
    vi.advanceTimersByTime(10_001);
    expect(takeFirstAnswer('product 5')).toBeUndefined();
  });

  it('leaves a failure for the screen to show', async () => {
    await expect(
      prefetchFirstAnswer('product 9', () => Promise.reject(new Error('catalog is down')), 1500),
    ).resolves.toBeUndefined();
    expect(takeFirstAnswer('product 9')).toBeUndefined();
  });
});
