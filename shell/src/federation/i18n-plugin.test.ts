import { describe, expect, it, vi } from 'vitest';
import { i18nPlugin } from './i18n-plugin';

// A remote's texts come with the remote: fetched while its files are, and in before its module is handed out.

type Hook = (args: Record<string, unknown>) => unknown;

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function setUp() {
  const pending: ReturnType<typeof deferred>[] = [];
  const firstAsk = deferred();
  const load = vi.fn((_namespaces: readonly string[]) => {
    const next = deferred();
    pending.push(next);
    firstAsk.resolve();
    return next.promise;
  });
  const plugin = i18nPlugin(load);
  return {
    load,
    pending,
    /** Settles once the plugin has asked for texts. */
    asked: firstAsk.promise,
    beforeRequest: plugin.beforeRequest as unknown as Hook,
    onLoad: plugin.onLoad as unknown as Hook,
  };
}

describe('i18nPlugin', () => {
  it('starts fetching the namespace of the remote asked for before its files arrive', async () => {
    const { load, beforeRequest } = setUp();
    const args = { id: 'mf-checkout/mini-cart', options: {}, origin: {} };
    expect(await beforeRequest(args)).toBe(args);
    expect(load).toHaveBeenCalledWith(['checkout']);
  });

  it('hands the module out only once the texts are in', async () => {
    const { load, pending, asked, onLoad } = setUp();
    const seen: string[] = [];
    const handedOut = Promise.resolve(onLoad({ id: 'shop_mf_catalog/app', remote: { alias: 'mf-catalog' } })).then(() =>
      seen.push('module handed out'),
    );
    await asked;
    expect(load).toHaveBeenCalledWith(['catalog']);
    expect(seen).toEqual([]);
    void pending[0]!.promise.then(() => seen.push('texts in'));
    pending[0]!.resolve();
    await handedOut;
    expect(seen).toEqual(['texts in', 'module handed out']);
  });

  it('asks nothing for a module of no remote namespace, and lets a failed fetch through', async () => {
    const { load, pending, asked, onLoad } = setUp();
    await onLoad({ id: 'shell/x', remote: { name: 'shell' } });
    expect(load).not.toHaveBeenCalled();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loaded = onLoad({ id: 'mf-account/app', remote: { alias: 'mf-account' } });
    await asked;
    pending[0]!.reject(new Error('offline'));
    await expect(loaded).resolves.toBeUndefined();
  });
});
