import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config';
import { createRemoteMap, embeddedRemotes, sendShell, withLanguage } from './static-files';
import { type FakeServices, startFakeServices, startTestGateway, type TestGateway } from './test-support';

// The shell's page and the remote map as the browser gets them: <html lang> follows the URL, and a
// remotes file re-points a remote at a new version while the gateway keeps running.

let fakes: FakeServices;
let gateway: TestGateway;
let dir: string;
let remotesFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-shell-'));
  await mkdir(join(dir, 'shell'), { recursive: true });
  await writeFile(
    join(dir, 'shell', 'index.html'),
    '<!doctype html><html lang="pl"><head><title>Zefir</title></head><body><main id="main"></main>',
  );
  remotesFile = join(dir, 'remotes.json');
  fakes = await startFakeServices();
  gateway = await startTestGateway(fakes, { staticDir: dir, remotesFile });
});
afterAll(async () => {
  await gateway?.stop();
  await fakes?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('the shell page', () => {
  it('carries the language of its URL in <html lang>', async () => {
    for (const [path, lang] of [
      ['/pl/', 'pl'],
      ['/pl/koszyk', 'pl'],
      ['/en/', 'en'],
      ['/en/product/1315/zefir', 'en'],
    ]) {
      const html = await (await fetch(`${gateway.url}${path}`)).text();
      expect(html, path).toContain(`<html lang="${lang}">`);
    }
  });

  it('tells search engines the title, description, canonical address and the other language', async () => {
    const response = await fetch(`${gateway.url}/pl/ubezpieczenie`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<title>Ubezpieczenie roweru | Zefir – rowery elektryczne</title>');
    expect(html).toMatch(/<meta name="description" content="Rowery elektryczne od polskiego producenta/);
    expect(html).toContain('Darmowa dostawa kurierem od 200,00\u00a0zł, 2-letnia gwarancja, raty 0%.');
    expect(html).toContain(`<link rel="canonical" href="${gateway.url}/pl/ubezpieczenie">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${gateway.url}/en/ebike-insurance">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${gateway.url}/pl/ubezpieczenie">`);
    expect(html).not.toContain('noindex');
  });

  it('keeps private pages out of search engines and answers an unknown address with 404', async () => {
    const cart = await (await fetch(`${gateway.url}/en/cart`)).text();
    expect(cart).toContain('<meta name="robots" content="noindex">');
    expect(cart).not.toContain('rel="canonical"');
    const missing = await fetch(`${gateway.url}/pl/nie-ma-takiej-strony`);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<main id="main">');
    expect(html).toContain('noindex');
  });

  it('builds canonical links from PUBLIC_URL, whatever Host the client sends', async () => {
    const shop = await startTestGateway(fakes, { staticDir: dir, publicUrl: 'https://zefir.example' });
    try {
      const { port } = new URL(shop.url);
      const html = await new Promise<string>((resolve, reject) => {
        get({ port: Number(port), path: '/en/ebike-insurance', headers: { host: 'evil.example' } }, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve(body));
        }).on('error', reject);
      });
      expect(html).toContain('<link rel="canonical" href="https://zefir.example/en/ebike-insurance">');
      expect(html).not.toContain('evil.example');
    } finally {
      await shop.stop();
    }
  });

  it('gives the Polish-only funding page no English alternate', async () => {
    const html = await (
      await fetch(`${gateway.url}/pl/moj-rower-elektryczny/dofinansowanie-do-rowerow-elektrycznych-jak-uzyskac-doplate`)
    ).text();
    expect(html).toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
  });

  it("names the catalogue remote's manifest in a storefront page's head, not in the panel's or a 404's", async () => {
    const preload = '<link rel="preload" as="fetch" crossorigin href="/mf/mf-catalog/mf-manifest.json">';
    const product = await (await fetch(`${gateway.url}/pl/produkt/1315/zefir`)).text();
    expect(product).toContain(preload);
    expect(product.indexOf(preload)).toBeLessThan(product.indexOf('</head>'));
    expect(await (await fetch(`${gateway.url}/pl/admin`)).text()).not.toContain('rel="preload"');
    expect(await (await fetch(`${gateway.url}/pl/nie-ma-takiej-strony`)).text()).not.toContain('rel="preload"');
  });

  it("puts a head into the page word for word, even with a product's `$&` or `$'` in it", async () => {
    const app = new Koa();
    const head = "<title>Rower $& $' $` $$ | Zefir</title>";
    app.use((ctx) => sendShell(ctx, dir, { headOf: () => ({ lang: 'pl', found: true, html: head }) }));
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const html = await (await fetch(`http://127.0.0.1:${port}/pl/produkt/1/rower`)).text();
      expect(html).toContain(head);
    } finally {
      server.close();
    }
  });

  it('sets the language whatever the template wrote', () => {
    expect(withLanguage('<!doctype html><html><head>', 'en')).toBe('<!doctype html><html lang="en"><head>');
    expect(withLanguage("<html class='x' lang='pl' dir=ltr>", 'en')).toBe('<html class=\'x\' lang="en" dir=ltr>');
    expect(withLanguage('<HTML LANG=pl>', 'en')).toBe('<HTML lang="en">');
  });
});

describe('the remote map', () => {
  const remotes = () => gateway.call('/remotes.json').then((response) => response.json());

  it('serves every remote at this gateway while there is no remotes file', async () => {
    expect(await remotes()).toEqual(embeddedRemotes());
  });

  it('follows the remotes file as it changes, without a restart', async () => {
    await writeFile(remotesFile, JSON.stringify({ 'mf-catalog': '/mf/mf-catalog/v2/mf-manifest.json' }));
    expect(await remotes()).toEqual({ ...embeddedRemotes(), 'mf-catalog': '/mf/mf-catalog/v2/mf-manifest.json' });

    await writeFile(remotesFile, JSON.stringify({ 'mf-dealer': 'https://cdn.example/dealer/3.1.0/mf-manifest.json' }));
    expect(await remotes()).toEqual({
      ...embeddedRemotes(),
      'mf-dealer': 'https://cdn.example/dealer/3.1.0/mf-manifest.json',
    });
  });

  it('keeps the last good map when the file is broken or removed', async () => {
    const problems: string[] = [];
    const file = join(dir, 'broken.json');
    await writeFile(file, JSON.stringify({ 'mf-catalog': '/v3/mf-manifest.json' }));
    const map = createRemoteMap({ 'mf-catalog': '/v1/mf-manifest.json' }, file, (problem) => problems.push(problem));
    expect(JSON.parse(await map())).toEqual({ 'mf-catalog': '/v3/mf-manifest.json' });

    await writeFile(file, '{"mf-catalog": ');
    expect(JSON.parse(await map())).toEqual({ 'mf-catalog': '/v3/mf-manifest.json' });
    await writeFile(file, '["not", "a", "map"]');
    expect(JSON.parse(await map())).toEqual({ 'mf-catalog': '/v3/mf-manifest.json' });
    await rm(file);
    expect(JSON.parse(await map())).toEqual({ 'mf-catalog': '/v3/mf-manifest.json' });
    expect(problems).toHaveLength(3);
  });

  it('is configured by REMOTES_FILE', () => {
    expect(
      loadGatewayConfig({ IDENTITY_PRIVATE_KEY: 'key', REMOTES_FILE: '/etc/shop/remotes.json' }).REMOTES_FILE,
    ).toBe('/etc/shop/remotes.json');
  });
});
