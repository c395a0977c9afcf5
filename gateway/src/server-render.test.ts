import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiRoutes, IDENTITY_HEADER, type ServiceName, type SessionResolution, serviceNames } from '@shop/contracts';
import { createIdentitySigner, createIdentityVerifier, createLogger } from '@shop/service-kit';
import { testIdentityKeys } from '@shop/service-kit/testing';
import type { Dispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileRoutes } from './route-table';
import { createServerRender, jsonForScript, type PageCaller } from './server-render';
import { identityOf, type SessionResolver } from './session';

// Landing pages drawn on the server by the shell's and the catalogue's own server builds, found through the
// remote map at every page: what the page carries, whose identity the screens' calls go out with, and that a
// broken, slow or missing build leaves the shell's page as it was.

let root: string;
let builds = 0;
let later = Date.now();
const keys = await testIdentityKeys();
const signer = await createIdentitySigner(keys.privateKey);
const verifier = await createIdentityVerifier(keys.publicKey);
const routes = compileRoutes(apiRoutes);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'gateway-server-render-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const dealer: SessionResolution = {
  sessionId: 'session-7',
  customerId: 'customer-7',
  role: 'CUSTOMER',
  customerType: 'b2b',
  taxId: '5260001246',
  currency: 'PLN',
  adminType: null,
  staffName: null,
};

/** Catalogue server builds (the body of the module). */
const catalogue = {
  products: `export async function render({ path, search, fetch }) {
    const answer = await (await fetch('/api/catalog/products?limit=1')).json();
    return { screen: 'home', html: '<p>' + answer.items[0].name + '</p>',
      head: '<link rel="preload" as="image" href="/img/1.webp"><script>evil()</script>',
      answers: { '/api/catalog/products?limit=1': answer } };
  }`,
  strayCalls: `export async function render({ fetch }) {
    const statuses = [];
    for (const [path, init] of [['/api/cart', { method: 'POST' }], ['/api/admin/orders'], ['/api/nowhere']]) {
      statuses.push((await fetch(path, init)).status);
    }
    return { screen: 'home', html: statuses.join(','), answers: {} };
  }`,
  says: (text: string) => `export async function render() { return { screen: 'home', html: '${text}', answers: {} }; }`,
  throws: `export async function render() { throw new Error('the screen broke'); }`,
  hangs: 'export function render() { return new Promise(() => {}); }',
  noRender: 'export const screens = [];',
};

/** Writes a server build into `<dir>/server/` under a new name and points `server.json` at it. */
async function publish(dir: string, source: string) {
  const entry = `render.${++builds}.mjs`;
  await mkdir(join(dir, 'server'), { recursive: true });
  await writeFile(join(dir, 'server', entry), source);
  await writeFile(join(dir, 'server', 'server.json'), JSON.stringify({ entry }));
  // A later modification time than the last one, as a deployment minutes later would leave.
  later += 60_000;
  await utimes(join(dir, 'server', 'server.json'), new Date(later), new Date(later));
}

/** A static dir as a deployment leaves it: the shell's server build and the catalogue remote (build optional). */
async function site(catalogueBuild?: string) {
  const dir = await mkdtemp(join(root, 'site-'));
  const remote = join(dir, 'mf', 'mf-catalog');
  await mkdir(remote, { recursive: true });
  await publish(join(dir, 'shell'), 'export async function renderTop() { return "<nav>Zefir</nav>"; }');
  if (catalogueBuild) await publish(remote, catalogueBuild);
  await writeFile(join(remote, 'screens.json'), JSON.stringify({ home: { js: ['home.1a.js'], css: ['home.1a.css'] } }));
  const manifest = { exposes: [{ name: 'app', assets: { css: { sync: ['app.2b.css'] } } }] };
  await writeFile(join(remote, 'mf-manifest.json'), JSON.stringify(manifest));
  return { dir, remote, fileOf: (path: string) => join(dir, ...path.split('/')) };
}

interface Options {
  remoteUrl?: string;
  resolve?: SessionResolver['resolve'];
  budgetMs?: number;
}

/** A server render over `shop`, with services that answer one product and remember every call. */
function renderer(shop: { fileOf: (path: string) => string }, options: Options = {}) {
  const calls: { service: ServiceName; options: Dispatcher.RequestOptions }[] = [];
  const pools = Object.fromEntries(
    serviceNames.map((service) => [
      service,
      {
        async request(options: Dispatcher.RequestOptions) {
          calls.push({ service, options });
          const body = Buffer.from(JSON.stringify({ items: [{ name: 'Zefir City <2024>' }] }));
          return {
            statusCode: 200,
            headers: { 'content-type': 'application/json' },
            body: { arrayBuffer: async () => body },
          };
        },
      },
    ]),
  ) as unknown as Record<ServiceName, Dispatcher>;
  const sessions = {
    resolve: options.resolve ?? (async (sid: string) => (sid === 'dealer-token' ? dealer : null)),
  } as SessionResolver;
  const log = createLogger('server-render-test', 'silent');
  const warnings = vi.spyOn(log, 'warn');
  const render = createServerRender({
    remoteMap: async () => JSON.stringify({ 'mf-catalog': options.remoteUrl ?? '/mf/mf-catalog/mf-manifest.json' }),
    fileOf: shop.fileOf,
    routes,
    pools,
    sessions,
    signer,
    log,
    budgetMs: options.budgetMs,
  });
  const page = (caller: Partial<PageCaller> = {}) =>
    render({ path: '/pl/', search: '', lang: 'pl', cookie: undefined, requestId: 'req-1', ...caller });
  return { page, calls, warnings };
}

const answersOf = (script: string | undefined) =>
  JSON.parse(/^<script type="application\/json" id="mf-catalog-answers">(.*)<\/script>$/s.exec(script ?? '')![1]!);

describe('a landing page rendered on the server', () => {
  it('carries the page top, the screen in its area, the answers it was drawn from and its stylesheets', async () => {
    const { page } = renderer(await site(catalogue.products));
    const rendered = await page({ path: '/pl/', search: '?x=1&q="a"' });
    expect(rendered.top).toBe('<nav>Zefir</nav>');
    expect(rendered.area).toBe(
      '<div id="app-mf-catalog" data-app="mf-catalog" data-rendered="/pl/?x=1&amp;q=&quot;a&quot;">' +
        '<p>Zefir City <2024></p></div>',
    );
    const products = { items: [{ name: 'Zefir City <2024>' }] };
    expect(answersOf(rendered.answers)).toEqual({
      currency: 'PLN',
      answers: { '/api/catalog/products?limit=1': products },
    });
    expect(rendered.head?.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="stylesheet" href="/mf/mf-catalog/app.2b.css">',
      '<link rel="stylesheet" href="/mf/mf-catalog/home.1a.css">',
      '<link rel="preload" as="image" href="/img/1.webp">',
    ]);
    expect(answersOf((await page({ path: '/en/', lang: 'en' })).answers).currency).toBe('EUR');
  });

  it("sends the screens' calls to the owning service as the shopper, in the page's language and currency", async () => {
    const { page, calls } = renderer(await site(catalogue.products));
    await page({ path: '/en/', lang: 'en', cookie: 'theme=dark; sid=dealer-token', requestId: 'req-42' });
    expect(calls).toHaveLength(1);
    const [{ service, options }] = calls as [(typeof calls)[number]];
    expect(service).toBe('catalog');
    expect(options).toMatchObject({ method: 'GET', path: '/api/catalog/products?limit=1' });
    const headers = options.headers as Record<string, string>;
    expect(headers).toMatchObject({ 'x-language': 'en', 'x-currency': 'EUR', 'x-request-id': 'req-42' });
    const identity = await verifier.verify(headers[IDENTITY_HEADER]);
    expect(identity).toEqual(identityOf('storefront', dealer));
    expect(identity).toMatchObject({ customerType: 'b2b', customerId: 'customer-7' });
  });

  it('asks in the currency the shopper chose in their browser, and carries it to the page', async () => {
    const { page, calls } = renderer(await site(catalogue.products));
    const rendered = await page({ path: '/pl/', lang: 'pl', currency: 'USD' });
    expect((calls[0]!.options.headers as Record<string, string>)['x-currency']).toBe('USD');
    expect(answersOf(rendered.answers).currency).toBe('USD');
  });

  it('calls as a guest without a session, and when accounts cannot resolve one', async () => {
    const shop = await site(catalogue.products);
    const guest = renderer(shop);
    await guest.page();
    const unresolved = renderer(shop, { resolve: () => Promise.reject(new Error('accounts is down')) });
    const rendered = await unresolved.page({ cookie: 'sid=dealer-token' });
    expect(rendered.area).toContain('<p>Zefir City <2024></p>');
    for (const { calls } of [guest, unresolved]) {
      const headers = calls[0]!.options.headers as Record<string, string>;
      expect(await verifier.verify(headers[IDENTITY_HEADER])).toEqual({ app: 'storefront', role: 'GUEST' });
    }
  });

  it('answers 404 to calls that are not storefront reads, and never passes them on', async () => {
    const { page, calls } = renderer(await site(catalogue.strayCalls));
    expect((await page()).area).toContain('>404,404,404</div>');
    expect(calls).toEqual([]);
  });

  it('renders with a republished catalogue at the next page, without a restart', async () => {
    const shop = await site(catalogue.says('version one'));
    const { page } = renderer(shop);
    expect((await page()).area).toContain('version one');
    await publish(shop.remote, catalogue.says('version two'));
    for (let i = 0; i < 2; i++) {
      const { area } = await page();
      expect(area).toContain('version two');
      expect(area).not.toContain('version one');
    }
  });
});

describe('a page whose screen cannot be rendered', () => {
  it('goes out with the page top alone when the render throws, and logs it once, not page by page', async () => {
    const shop = await site(catalogue.throws);
    const { page, warnings } = renderer(shop);
    for (let i = 0; i < 3; i++) {
      const rendered = await page();
      expect(rendered.top).toBe('<nav>Zefir</nav>');
      expect(rendered.area).toBeUndefined();
      expect(rendered.answers).toBeUndefined();
    }
    expect(warnings).toHaveBeenCalledTimes(1);
    // Mended, then broken again: the new failure is news.
    await publish(shop.remote, catalogue.says('mended'));
    expect((await page()).area).toContain('mended');
    await publish(shop.remote, catalogue.throws);
    expect((await page()).area).toBeUndefined();
    expect(warnings).toHaveBeenCalledTimes(2);
  });

  it('goes out within about the budget when the render never finishes', async () => {
    const { page, warnings } = renderer(await site(catalogue.hangs), { budgetMs: 100 });
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const rendered = await page();
      expect(performance.now() - started).toBeLessThan(600);
      expect(rendered.top).toBe('<nav>Zefir</nav>');
      expect(rendered.area).toBeUndefined();
    }
    expect(warnings).toHaveBeenCalledTimes(1);
  });

  it('goes out with the page top alone without a server build, with a remote elsewhere, or a build without render', async () => {
    const shops = [
      renderer(await site()),
      renderer(await site(catalogue.products), { remoteUrl: 'https://cdn.example/mf-catalog/mf-manifest.json' }),
      renderer(await site(catalogue.noRender)),
    ];
    for (const { page, calls } of shops) {
      expect(await page()).toEqual({ top: '<nav>Zefir</nav>' });
      expect(calls).toEqual([]);
    }
    // A catalogue without a server build, or served elsewhere, is a way to deploy, not a fault to log; a
    // build that renders nothing is.
    for (const { warnings } of shops.slice(0, 2)) expect(warnings).not.toHaveBeenCalled();
    expect(shops[2]!.warnings).toHaveBeenCalledTimes(1);
  });
});

describe('jsonForScript', () => {
  it('never closes the script or opens a comment, and reads back as the same value', () => {
    const value = { text: '</script><script>alert(1)</script><!-- \u2028\u2029 </SCRIPT >', n: [1, null] };
    const json = jsonForScript(value);
    expect(json.toLowerCase()).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
