import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './lazy';

describe('loadOnce', () => {
  it('loads once and hands every caller the same module', async () => {
    const load = vi.fn(async () => ({ name: 'contracts' }));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load instead of failing every later use', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('contracts');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toBe('contracts');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
