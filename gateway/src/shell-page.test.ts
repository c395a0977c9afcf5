import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config';
import { createStyleInliner } from './page-styles';
import type { RenderedPage } from './server-render';
import { createRemoteMap, embeddedRemotes, type ShellPageParts, sendShell, withLanguage } from './static-files';
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

describe('the shell page with its parts rendered on the server', () => {
  // A shell build's page: script and style preloads in both attribute orders, beside ones that stay.
  const shellPage = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Zefir</title>
<link as="script" href="/shell/1.js" rel="preload"><link rel="preload" as="script" href="/shell/2.js">
<link rel="preload" href="/shell/3.css" as="style"><link rel="preload" as="fetch" crossorigin href="/mf/mf-catalog/mf-manifest.json">
<link href="/shell/main.css" rel="stylesheet"></head><body><div id="shell-top"></div>
    <main id="main" tabindex="-1"></main>
    <div id="shell-bottom"></div>
<script defer src="/shell/main.js"></script></body></html>`;
  const top = '<header class="top"><a href="/pl/">Zefir</a></header>';
  const cards = Array.from({ length: 40 }, (_, n) => `<li><a href="/pl/produkt/${n}/rower">Rower ${n}</a></li>`);
  const area = `<div id="app-mf-catalog" data-app="mf-catalog"><ul>${cards.join('')}</ul></div>`;
  const answers = '<script type="application/json" id="mf-catalog-answers">{"currency":"PLN"}</script>';
  const head =
    '<link rel="stylesheet" href="/mf/mf-catalog/app.css">\n    <link rel="preload" as="image" href="/p/1.avif">';
  const landing: RenderedPage = { top, area, answers, head };
  const found = () => ({ lang: 'pl' as const, found: true, html: '<title>Rower | Zefir</title>' });
  const scriptOrStylePreload = /<link\b(?=[^>]*rel="preload")(?=[^>]*as="(script|style)")[^>]*>/;
  let pageDir: string;

  beforeAll(async () => {
    pageDir = await mkdtemp(join(tmpdir(), 'gateway-rendered-'));
    await mkdir(join(pageDir, 'shell'), { recursive: true });
    await mkdir(join(pageDir, 'mf-catalog'), { recursive: true });
    await writeFile(join(pageDir, 'shell', 'index.html'), shellPage);
    await writeFile(join(pageDir, 'shell', 'main.css'), 'body{margin:0}');
    await writeFile(join(pageDir, 'mf-catalog', 'app.css'), '.card{color:teal}');
  });
  afterAll(() => rm(pageDir, { recursive: true, force: true }));

  /** The answer to a GET of `path` from a gateway sending the shell page with `parts`, its body as sent. */
  async function load(parts: ShellPageParts, encoding = 'identity', path = '/pl/produkt/1/rower') {
    const app = new Koa();
    app.use((ctx) => sendShell(ctx, pageDir, parts));
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      return await new Promise<{ status?: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        }).on('error', reject);
      });
    } finally {
      server.close();
    }
  }
  const html = async (parts: ShellPageParts) => (await load(parts)).body.toString();

  it("carries a landing page's top, screen, answers and head, and no preloads of scripts or stylesheets", async () => {
    const page = await html({ headOf: found, renderOf: async () => landing });

    expect(page).toContain(`<div id="shell-top">${top}</div>`);
    expect(page).toContain(`<main id="main" tabindex="-1">${area}</main>${answers}`);
    expect(page).toContain(`<title>Rower | Zefir</title>\n    ${head}`);
    expect(page.indexOf(head)).toBeLessThan(page.indexOf('</head>'));
    expect(page).not.toMatch(scriptOrStylePreload);
    expect(page).toContain('<link rel="preload" as="fetch" crossorigin href="/mf/mf-catalog/mf-manifest.json">');
    expect(page).toContain('<link rel="preload" as="image" href="/p/1.avif">');
  });

  it('is kept by no shared cache when it carries a screen drawn for this shopper', async () => {
    const { headers } = await load({ headOf: found, renderOf: async () => landing });
    expect(headers['cache-control']).toBe('private, no-cache');
    expect(headers.vary?.toLowerCase()).toContain('cookie');
  });

  it('keeps its preloads and stays shareable when only the top is rendered, or nothing is', async () => {
    for (const rendered of [{ top }, {}] satisfies RenderedPage[]) {
      const { headers, body } = await load({ headOf: found, renderOf: async () => rendered });
      const page = body.toString();
      const label = JSON.stringify(rendered);
      expect(page, label).toContain(`<div id="shell-top">${rendered.top ?? ''}</div>`);
      expect(page, label).toContain('<main id="main" tabindex="-1"></main>');
      expect(page, label).toContain('<link as="script" href="/shell/1.js" rel="preload">');
      expect(page, label).toContain('<link rel="preload" as="script" href="/shell/2.js">');
      expect(page, label).toContain('<link rel="preload" href="/shell/3.css" as="style">');
      expect(headers['cache-control'], label).toBe('no-cache');
      expect(headers.vary ?? '', label).not.toMatch(/cookie/i);
    }
  });

  it('draws no screen, answers or screen head into the page of an unknown address', async () => {
    const { status, headers, body } = await load({
      headOf: () => ({ lang: 'pl', found: false, html: '<title>Nie znaleziono | Zefir</title>' }),
      renderOf: async () => landing,
    });
    const page = body.toString();
    expect(status).toBe(404);
    expect(page).toContain('<main id="main" tabindex="-1"></main>');
    expect(page).not.toContain('mf-catalog-answers');
    expect(page).not.toContain('/mf/mf-catalog/app.css');
    expect(page).toContain('<link as="script" href="/shell/1.js" rel="preload">');
    expect(headers['cache-control']).toBe('no-cache');
  });

  it('is sent compressed with brotli or gzip to a browser that takes it, and as it is otherwise', async () => {
    const parts = { headOf: found, renderOf: async () => landing };
    const plain = await load(parts, 'identity');
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary?.toLowerCase()).toContain('accept-encoding');

    for (const [accepted, sent, decompress] of [
      ['br', 'br', brotliDecompressSync],
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['gzip, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const { headers, body } = await load(parts, accepted);
      expect(headers['content-encoding'], accepted).toBe(sent);
      expect(body.length, accepted).toBeLessThan(plain.body.length);
      expect(decompress(body).toString(), accepted).toBe(plain.body.toString());
    }
  });

  it('is sent as it is when under a kilobyte, where compressing gains nothing', async () => {
    const { headers, body } = await load({ headOf: found }, 'br');
    expect(body.length).toBeLessThan(1024);
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toContain('<main id="main" tabindex="-1"></main>');
  });

  it("has the stylesheets of the whole page inline, the rendered screen's among them", async () => {
    const inlineStyles = createStyleInliner((path) => join(pageDir, path.replace(/^\/mf\//, '')));
    const { body } = await load({ headOf: found, renderOf: async () => landing, inlineStyles }, 'br');
    const page = brotliDecompressSync(body).toString();

    expect(page).toContain('<style data-href="/shell/main.css">body{margin:0}</style>');
    expect(page).toContain(
      `<title>Rower | Zefir</title>\n    <style data-href="/mf/mf-catalog/app.css">.card{color:teal}</style>`,
    );
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toContain(`<main id="main" tabindex="-1">${area}</main>${answers}`);
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
