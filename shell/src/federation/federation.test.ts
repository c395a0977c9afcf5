import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fallbackPlugin, splitModuleId } from './fallback-plugin';
import { parseRemoteMap } from './federation';
import { withRetry } from './retry-plugin';

describe('parseRemoteMap', () => {
  it('keeps remote names with manifest URLs and drops anything else', () => {
    expect(
      parseRemoteMap({
        'mf-catalog': '/mf/mf-catalog/mf-manifest.json',
        'mf-dealer': 'https://cdn.example/dealer/2.1.0/mf-manifest.json',
        'Not A Name': '/x.json',
        'mf-account': 42,
      }),
    ).toEqual({
      'mf-catalog': '/mf/mf-catalog/mf-manifest.json',
      'mf-dealer': 'https://cdn.example/dealer/2.1.0/mf-manifest.json',
    });
    expect(parseRemoteMap(['mf-catalog'])).toEqual({});
    expect(parseRemoteMap(null)).toEqual({});
  });
});

describe('withRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries again with growing pauses until it works', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('refused')).mockRejectedValueOnce(new Error('refused'));
    task.mockResolvedValue('entry');
    const result = withRetry(task, { attempts: 3, firstDelayMs: 100 });
    await vi.advanceTimersByTimeAsync(99);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toBe('entry');
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('gives up with the last error', async () => {
    const task = vi.fn().mockRejectedValue(new Error('still down'));
    const result = withRetry(task, { attempts: 2, firstDelayMs: 10 });
    const outcome = expect(result).rejects.toThrow('still down');
    await vi.advanceTimersByTimeAsync(10);
    await outcome;
    expect(task).toHaveBeenCalledTimes(2);
  });
});

describe('fallbackPlugin', () => {
  const plugin = fallbackPlugin((remote, expose) => ({ remote, expose }));
  const errorLoadRemote = plugin.errorLoadRemote as (args: Record<string, unknown>) => unknown;

  it('answers a module that could not be loaded with its stand-in', () => {
    expect(splitModuleId('mf-checkout/mini-cart')).toEqual({ remote: 'mf-checkout', expose: 'mini-cart' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(errorLoadRemote({ id: 'mf-dealer/app', error: new Error('down'), lifecycle: 'onLoad' })).toEqual({
      remote: 'mf-dealer',
      expose: 'app',
    });
  });

  it('leaves other failures (a manifest, a shared module) to the runtime', () => {
    expect(errorLoadRemote({ id: '/mf/x/mf-manifest.json', error: new Error('down'), lifecycle: 'afterResolve' })).toBe(
      undefined,
    );
  });
});
