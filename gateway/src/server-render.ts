import { pathToFileURL } from 'node:url';
import {
  CURRENCY_COOKIE,
  currencyOfLanguage,
  IDENTITY_HEADER,
  type ServiceName,
  StorefrontCurrency,
} from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import type { IdentitySigner, Logger } from '@shop/service-kit';
import type { Context } from 'koa';
import type { Dispatcher } from 'undici';
import { changingJson } from './changing-files';
import { escapeAttribute } from './page-head';
import type { RouteTable } from './route-table';
import { identityOf, readCookie, readSessionCookie, type SessionResolver } from './session';
import { languageOfPath } from './static-files';

// The shop's landing pages (home, collection, product) rendered on the server by the catalogue remote's own
// server build (mf-catalog/src/server.tsx, issue 18): a phone on a slow connection sees products and prices
// in the first HTML answer, a crawler too, and the browser hydrates them. The module is found at every page
// through the remote map, as the browser finds the remote: the remote's `server/server.json` names a file
// whose name carries its content hash, so a catalogue deployed alone renders its new screens at once and the
// gateway is never rebuilt or restarted for it. The calls the screens make are answered with the shopper's
// own identity (a dealer sees dealer prices, nobody another's); the page is never shared between shoppers.
// Every storefront page's top (banner, header, menu) is rendered the same way by the shell's server build. A
// render that fails, or is not done within its budget, leaves that part as the browser alone draws it.

/** The remote that renders on the server. */
const RENDERING_REMOTE = 'mf-catalog';
/**
 * A render slower than this gives the plain shell page: a slow catalogue never holds a page back long. A
 * render takes tens of milliseconds; the first after a start or a deployment loads the build besides.
 */
const DEFAULT_BUDGET_MS = 1000;
const timeouts = { headersTimeout: 2_000, bodyTimeout: 2_000 };
/** The origin a server build's relative calls resolve against; any other is not ours to answer. */
const GATEWAY_ORIGIN = 'http://gateway';

interface RenderInput {
  path: string;
  search: string;
  fetch: typeof fetch;
  signal?: AbortSignal;
}
/** What the catalogue's server build exports (mf-catalog/src/server.tsx). */
interface CatalogServerBuild {
  render(
    request: RenderInput,
  ): Promise<{ screen: string; html: string; head?: string; answers: Record<string, unknown> } | undefined>;
}
/** What the shell's server build exports (shell/src/server.tsx). */
interface ShellServerBuild {
  renderTop(request: RenderInput): Promise<string>;
}

/** A page's server-rendered parts, ready to be written into the shell's page; each absent when not rendered. */
export interface RenderedPage {
  /** The page top, for `#shell-top`. */
  top?: string;
  /** `<div id="app-…">` with the screen, for the shell's `<main>`. */
  area?: string;
  /** The answers the screen was drawn from, as a JSON data block for the browser's hydration. */
  answers?: string;
  /** The screen's stylesheets and the preloads of its first pictures, for the head. */
  head?: string;
}

export interface ServerRenderOptions {
  /** The body of /remotes.json (remote name → manifest URL). */
  remoteMap: () => Promise<string>;
  /** The file this gateway serves at a URL path, if it serves one. */
  fileOf: (path: string) => string | undefined;
  routes: RouteTable;
  pools: Record<ServiceName, Dispatcher>;
  sessions: SessionResolver;
  signer: IdentitySigner;
  log: Logger;
  budgetMs?: number;
}

export interface PageCaller {
  path: string;
  /** '?…' or ''. */
  search: string;
  lang: StorefrontLanguage;
  /** The shopper's own choice of currency (CURRENCY_COOKIE), when they made one; else the language's. */
  currency?: string;
  cookie: string | undefined;
  requestId: string;
}

const currencies = new Set<string>(StorefrontCurrency.options);

/** Who asks for a storefront page, and for which: its address, language, chosen currency and session cookie. */
export function pageCallerOf(ctx: Context): PageCaller {
  const cookie = ctx.get('cookie') || undefined;
  // The currency the shopper chose in their browser (CURRENCY_COOKIE), when it is one the shop knows.
  const chosen = readCookie(cookie, CURRENCY_COOKIE);
  return {
    path: ctx.path,
    search: ctx.querystring ? `?${ctx.querystring}` : '',
    lang: languageOfPath(ctx.path) as StorefrontLanguage,
    currency: chosen !== undefined && currencies.has(chosen) ? chosen : undefined,
    cookie,
    requestId: String(ctx.response.get('x-request-id') || ''),
  };
}

/** A JSON text safe inside `<script type="application/json">`: no `</script>`, no comment opener. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

type ScreenFiles = Record<string, { js: string[]; css: string[] }>;
interface Manifest {
  exposes: { name: string; assets: { css: { sync: string[] } } }[];
}
const isManifest = (value: unknown): value is Manifest =>
  Array.isArray((value as Manifest | null)?.exposes) &&
  (value as Manifest).exposes.every((expose) => Array.isArray(expose?.assets?.css?.sync));
const isServerJson = (value: unknown): value is { entry: string } =>
  typeof (value as { entry?: unknown } | null)?.entry === 'string' &&
  /^[\w.-]+\.mjs$/.test((value as { entry: string }).entry);
const isScreenFiles = (value: unknown): value is ScreenFiles =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (files: { js?: unknown; css?: unknown }) => Array.isArray(files?.js) && Array.isArray(files?.css),
  );

export function createServerRender(options: ServerRenderOptions) {
  const { routes, pools, sessions, signer, log, budgetMs = DEFAULT_BUDGET_MS } = options;
  const readServerJson = changingJson(isServerJson);
  const readScreenFiles = changingJson(isScreenFiles);
  const readManifest = changingJson(isManifest);
  /** Each version of a server build, by its file: a new deployment is a new file, imported once. */
  const modules = new Map<string, Promise<Record<string, unknown> | undefined>>();
  /** The last problem logged for each part; logged again only once it has changed. */
  const problems = new Map<string, string>();

  function problem(part: string, message: string, error?: unknown): void {
    // A dead remote does not fill the log page by page.
    if (problems.get(part) === message) return;
    problems.set(part, message);
    log.warn({ err: error }, message);
  }
  const settled = (part: string) => problems.delete(part);

  function moduleAt(file: string): Promise<Record<string, unknown> | undefined> {
    let module = modules.get(file);
    if (!module) {
      module = import(pathToFileURL(file).href).catch((error: unknown) => {
        modules.delete(file);
        problem(file, `the server build ${file} could not be loaded`, error);
        return undefined;
      });
      modules.set(file, module);
    }
    return module;
  }

  /**
   * The screens' calls, answered by the owning service for this shopper: GET storefront routes only, on this
   * gateway only, and given up with the page's budget.
   */
  function callsFor(caller: PageCaller, currency: string, budget: AbortSignal): typeof fetch {
    let identity: Promise<string> | undefined;
    const signedIdentity = () => {
      identity ??= (async () => {
        const sid = readSessionCookie(caller.cookie);
        // A session accounts cannot resolve now is read as a guest's, as the API does for reads.
        const session = sid ? await sessions.resolve(sid).catch(() => null) : null;
        return signer.sign(identityOf('storefront', session));
      })();
      return identity;
    };
    return async (input, init) => {
      const request = input instanceof Request ? input : undefined;
      const url = new URL(request?.url ?? String(input), GATEWAY_ORIGIN);
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      const match = routes.match('GET', url.pathname);
      if (url.origin !== GATEWAY_ORIGIN || method !== 'GET' || match.kind !== 'route' || match.route.access !== 'app') {
        return Response.json({ code: 'not_found' }, { status: 404 });
      }
      const { statusCode, headers, body } = await pools[match.route.service].request({
        method: 'GET',
        path: url.pathname + url.search,
        headers: {
          [IDENTITY_HEADER]: await signedIdentity(),
          'x-request-id': caller.requestId,
          'x-language': caller.lang,
          'x-currency': currency,
          accept: 'application/json',
        },
        signal: init?.signal ? AbortSignal.any([init.signal, budget]) : budget,
        ...timeouts,
      });
      const type = headers['content-type'];
      return new Response(statusCode === 204 ? null : Buffer.from(await body.arrayBuffer()), {
        status: statusCode,
        headers: typeof type === 'string' ? { 'content-type': type } : {},
      });
    };
  }

  /** The export `name` of the server build that `server.json` at `dir` (a URL path) names, imported once. */
  async function buildIn<T>(dir: string, name: string): Promise<T | undefined> {
    const serverJson = options.fileOf(`${dir}server/server.json`);
    const server = serverJson ? await readServerJson(serverJson) : undefined;
    const file = server ? options.fileOf(`${dir}server/${server.entry}`) : undefined;
    const module = file ? await moduleAt(file) : undefined;
    if (!module) return undefined;
    if (typeof module[name] !== 'function') {
      problem(dir, `the server build ${file} exports no ${name}(); pages go out without it`);
      return undefined;
    }
    return module[name] as T;
  }

  /** `work` within the page's budget; undefined (and a line in the log) when it fails or is late. */
  async function withinBudget<T>(what: string, budget: AbortSignal, work: () => Promise<T>): Promise<T | undefined> {
    let timer: NodeJS.Timeout | undefined;
    try {
      // The signal stops the render's calls; the timer answers even if a render never looks at it.
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`not done in ${budgetMs} ms`)), budgetMs + 50);
      });
      const result = await Promise.race([work(), late]);
      settled(what);
      return result;
    } catch (error) {
      problem(
        what,
        budget.aborted
          ? `${what} took longer than ${budgetMs} ms; pages go out without it`
          : `${what} failed; pages go out without it`,
        error,
      );
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  async function renderTop(caller: PageCaller, calls: typeof fetch, signal: AbortSignal) {
    const renderTop = await buildIn<ShellServerBuild['renderTop']>('/shell/', 'renderTop');
    return renderTop?.({ path: caller.path, search: caller.search, fetch: calls, signal });
  }

  /** The catalogue's manifest URL and folder, when this gateway serves it (a CDN's has no build to run here). */
  async function catalogue(): Promise<{ url: string; base: string } | undefined> {
    const url = (JSON.parse(await options.remoteMap()) as Record<string, string>)[RENDERING_REMOTE];
    if (!url?.startsWith('/') || url.startsWith('//')) return undefined;
    return { url, base: url.slice(0, url.lastIndexOf('/') + 1) };
  }

  async function renderScreen(caller: PageCaller, calls: typeof fetch, currency: string, signal: AbortSignal) {
    const found = await catalogue();
    if (!found) return undefined;
    const { url, base } = found;
    const screensFile = options.fileOf(`${base}screens.json`);
    const manifestFile = options.fileOf(url);
    const [render, screenFiles, manifest] = await Promise.all([
      buildIn<CatalogServerBuild['render']>(base, 'render'),
      screensFile ? readScreenFiles(screensFile) : undefined,
      manifestFile ? readManifest(manifestFile) : undefined,
    ]);
    if (!render || !screenFiles || !manifest) return undefined;
    const rendered = await render({ path: caller.path, search: caller.search, fetch: calls, signal });
    if (!rendered) return undefined;
    // The screens module's own stylesheet, then the screen's: the server's HTML in its final look at once
    // (written inline: page-styles.ts). Its scripts are not named: they come as the shell asks for them.
    const files = screenFiles[rendered.screen] ?? { js: [], css: [] };
    const styles = [...(manifest.exposes.find((expose) => expose.name === 'app')?.assets.css.sync ?? []), ...files.css];
    const head = [
      ...styles.map((file) => `<link rel="stylesheet" href="${escapeAttribute(base + file)}">`),
      // The pictures the screen shows first (React's preloads, with their srcset and priority).
      ...(rendered.head?.match(/<link\b[^>]*>/g) ?? []),
    ].join('\n    ');
    const address = escapeAttribute(caller.path + caller.search);
    return {
      area: `<div id="app-${RENDERING_REMOTE}" data-app="${RENDERING_REMOTE}" data-rendered="${address}">${rendered.html}</div>`,
      answers: `<script type="application/json" id="${RENDERING_REMOTE}-answers">${jsonForScript({ currency, answers: rendered.answers })}</script>`,
      head,
    };
  }

  // The builds deployed now are loaded at start, not while the first shopper's page waits.
  void Promise.all([
    buildIn('/shell/', 'renderTop'),
    catalogue().then((found) => found && buildIn(found.base, 'render')),
  ]).catch(() => undefined);

  /** What of the page is rendered here: the page top always, the screen on a landing page; each may fail alone. */
  return async function renderPage(caller: PageCaller): Promise<RenderedPage> {
    const currency = caller.currency ?? currencyOfLanguage[caller.lang];
    // One budget for the whole page, loading a newly deployed build included.
    const budget = AbortSignal.timeout(budgetMs);
    const calls = callsFor(caller, currency, budget);
    const [top, screen] = await Promise.all([
      withinBudget("the shell's server render", budget, () => renderTop(caller, calls, budget)),
      withinBudget("the catalogue's server render", budget, () => renderScreen(caller, calls, currency, budget)),
    ]);
    return { top, ...screen };
  };
}
