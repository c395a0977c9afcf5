import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagePreloads } from './page-preloads';

let dir: string;
let map: Record<string, string>;
const manifestFile = () => join(dir, 'mf-catalog', 'mf-manifest.json');

function manifest(app: string, searchBox: string) {
  return JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [
      { name: 'app', assets: { js: { sync: [`${app}.js`] }, css: { sync: [`${app}.css`] } } },
      { name: 'search-box', assets: { js: { sync: [`${searchBox}.js`] }, css: { sync: [] } } },
    ],
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-preloads-'));
  await mkdir(join(dir, 'mf-catalog'), { recursive: true });
  await writeFile(manifestFile(), manifest('expose_app.11aa', 'expose_search.22bb'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const preloadsOf = createPagePreloads({
  remoteMap: async () => JSON.stringify(map),
  fileOf: (path) =>
    path.startsWith('/mf/mf-catalog/') ? join(dir, 'mf-catalog', path.slice('/mf/mf-catalog/'.length)) : undefined,
});

describe('what a storefront page preloads', () => {
  it("names the catalogue remote's manifest, entry and the modules it draws on a landing page", async () => {
    map = { 'mf-catalog': '/mf/mf-catalog/mf-manifest.json' };
    const links = await preloadsOf('/pl/produkt/1315/zefir');
    expect(links.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/mf/mf-catalog/mf-manifest.json">',
      '<link rel="preload" as="script" href="/mf/mf-catalog/remoteEntry.js">',
      '<link rel="preload" as="script" href="/mf/mf-catalog/expose_app.11aa.js">',
      '<link rel="preload" as="script" href="/mf/mf-catalog/expose_search.22bb.js">',
      '<link rel="preload" as="style" href="/mf/mf-catalog/expose_app.11aa.css">',
    ]);
    expect(await preloadsOf('/en/')).toContain('expose_app.11aa.js');
  });

  it('names only the header search on the pages other remotes draw, and nothing in the panel', async () => {
    map = { 'mf-catalog': '/mf/mf-catalog/mf-manifest.json' };
    const cart = await preloadsOf('/pl/koszyk');
    expect(cart).toContain('expose_search.22bb.js');
    expect(cart).not.toContain('expose_app');
    expect(await preloadsOf('/pl/admin/zamowienia')).toBe('');
    expect(await preloadsOf('/pl/nie-ma-takiej-strony')).toBe('');
  });

  it('follows a republished remote without a restart', async () => {
    map = { 'mf-catalog': '/mf/mf-catalog/mf-manifest.json' };
    await writeFile(manifestFile(), manifest('expose_app.33cc', 'expose_search.44dd'));
    const later = new Date(Date.now() + 60_000);
    await utimes(manifestFile(), later, later);
    const links = await preloadsOf('/pl/');
    expect(links).toContain('/mf/mf-catalog/expose_app.33cc.js');
    expect(links).not.toContain('11aa');
  });

  it('preloads only the manifest of a remote served elsewhere, and nothing more of a broken manifest', async () => {
    map = { 'mf-catalog': 'https://cdn.example/catalog/2.0.0/mf-manifest.json' };
    expect(await preloadsOf('/pl/')).toBe(
      '<link rel="preload" as="fetch" crossorigin href="https://cdn.example/catalog/2.0.0/mf-manifest.json">',
    );
    map = { 'mf-catalog': '/mf/mf-catalog/mf-manifest.json' };
    await writeFile(manifestFile(), '{"metaData": ');
    const later = new Date(Date.now() + 120_000);
    await utimes(manifestFile(), later, later);
    expect(await preloadsOf('/pl/')).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/mf/mf-catalog/mf-manifest.json">',
    );
    map = {};
    expect(await preloadsOf('/pl/')).toBe('');
  });
});
