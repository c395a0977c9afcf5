import { manualClock } from '@shop/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

describe('the answer cache', () => {
  it('renders once for concurrent and repeated reads', async () => {
    const cache = createAnswerCache();
    let renders = 0;
    let release = () => {};
    const rendered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const render = async () => {
      renders++;
      await rendered;
      return { items: [1, 2, 3] };
    };
    // Both reads ask while the first render is still running.
    const both = Promise.all([cache.get('k', render), cache.get('k', render)]);
    release();
    const [a, b] = await both;
    await cache.get('k', render);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(a.body.toString()).toBe('{"items":[1,2,3]}');
    expect(a.etag).toMatch(/^W\/".{27}"$/);
  });

  it('forgets everything when the catalogue changes, even a render in flight', async () => {
    const cache = createAnswerCache();
    let version = 1;
    let release = () => {};
    const slow = cache.get('k', async () => {
      const read = version;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { version: read };
    });
    cache.invalidate();
    version = 2;
    release();
    expect((await slow).body.toString()).toBe('{"version":1}');
    expect((await cache.get('k', async () => ({ version }))).body.toString()).toBe('{"version":2}');
  });

  it("forgets one group's answers, even one in flight, and keeps the others", async () => {
    const cache = createAnswerCache();
    let stock = 5;
    let renders = 0;
    const render = async () => {
      renders++;
      return { stock };
    };
    await cache.get('product-1', render, 'product:1');
    await cache.get('product-1?c=2', render, 'product:1');
    await cache.get('product-2', render, 'product:2');
    await cache.get('list', render);
    let release = () => {};
    const slow = cache.get(
      'product-1?c=3',
      async () => {
        const read = stock;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { stock: read };
      },
      'product:1',
    );
    stock = 4;
    cache.invalidateGroup('product:1');
    release();
    expect((await slow).body.toString()).toBe('{"stock":5}');
    expect(cache.size).toBe(2);
    renders = 0;
    expect((await cache.get('product-1', render, 'product:1')).body.toString()).toBe('{"stock":4}');
    expect((await cache.get('product-1?c=3', render, 'product:1')).body.toString()).toBe('{"stock":4}');
    expect((await cache.get('product-2', render, 'product:2')).body.toString()).toBe('{"stock":5}');
    expect((await cache.get('list', render)).body.toString()).toBe('{"stock":5}');
    expect(renders).toBe(2);
  });

  it('does not keep a failed render', async () => {
    const cache = createAnswerCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('bad query')))).rejects.toThrow('bad query');
    expect((await cache.get('k', async () => ({ ok: true }))).body.toString()).toBe('{"ok":true}');
  });

  it('stays within its bounds of entries and bytes, dropping the oldest first', async () => {
    const byCount = createAnswerCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await byCount.get(key, async () => key);
    expect(byCount.size).toBe(2);
    let rendered = 0;
    await byCount.get('a', async () => {
      rendered++;
      return 'a';
    });
    expect(rendered).toBe(1);

    const byBytes = createAnswerCache({ maxBytes: 1_000 });
    // Each answer weighs 333 bytes (302 of JSON and a tenth for its gzipped copy): three fit.
    for (let i = 0; i < 10; i++) await byBytes.get(`k${i}`, async () => 'x'.repeat(300));
    expect(byBytes.size).toBe(3);
  });

  it('renders again after an entry expires', async () => {
    const clock = manualClock();
    const cache = createAnswerCache({ ttlMs: 1_000, clock });
    let renders = 0;
    await cache.get('k', async () => ++renders);
    clock.advance(999);
    await cache.get('k', async () => ++renders);
    expect(renders).toBe(1);
    clock.advance(1);
    await cache.get('k', async () => ++renders);
    expect(renders).toBe(2);
  });
});
