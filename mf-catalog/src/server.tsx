import type { ScreenId, StorefrontLanguage } from '@shop/i18n';
import { matchPath } from '@shop/platform';
import { StorefrontRootView } from '@shop/remote-kit/root-view';
import {
  currentServerRender,
  inServerRender,
  renderToHtml,
  serverShopConfig,
  startServerTexts,
} from '@shop/remote-kit/server';
import App, { preloadScreen } from './App';
import { type Load, type ServerPass, setServerPassSource } from './catalog/server-answers';

// mf-catalog's server build (rspack.config.ts): the gateway imports it by the file its `server.json` names
// and renders the shop's landing pages with it, so a phone on a slow connection — and every crawler — gets
// the products and prices in the first HTML answer, and a catalogue remote deployed alone changes them too
// (issue 18, docs/decisions/storefront-speed.md). The same screens as the browser's; the page carries the
// answers they were drawn from, so the browser hydrates them without a change.

/** The screens rendered on the server: the pages shoppers land on. Others get the shell page as before. */
export const serverScreens: ReadonlySet<ScreenId> = new Set<ScreenId>(['home', 'collection', 'product']);

export interface RenderRequest {
  /** The page's path (`/pl/produkt/1315/…`) and query string (`?c=12-40` or ''). */
  path: string;
  search: string;
  /**
   * Answers the screens' calls (`/api/…`, GET) with the shopper's identity, language and currency: the
   * gateway's own way to its services. A page is never rendered with another shopper's answers.
   */
  fetch: typeof fetch;
  /** Given up at the gateway's budget: the calls still running are aborted. */
  signal?: AbortSignal;
}

export interface RenderedPage {
  screen: ScreenId;
  lang: StorefrontLanguage;
  /** The remote's area inside `<main>`, as its browser build draws it. */
  html: string;
  /** Tags for the page's head: preloads of the pictures the screen shows first. */
  head: string;
  /** The answers the screens were drawn from, by query key, for the browser's hydrating render. */
  answers: Record<string, unknown>;
}

/** Render passes at most: each fetches what the one before met without an answer. */
const MAX_PASSES = 4;

setServerPassSource(() => currentServerRender()?.state as ServerPass | undefined);

/** The page at `path` rendered, or undefined for a page this remote does not render on the server. */
export async function render(request: RenderRequest): Promise<RenderedPage | undefined> {
  const route = matchPath(request.path);
  if (!route || !serverScreens.has(route.screen)) return undefined;
  const address = { pathname: request.path, search: request.search };
  const signal = request.signal ?? new AbortController().signal;
  const [screen, config] = await Promise.all([
    preloadScreen(route.screen),
    inServerRender({ address, fetch: request.fetch }, () => serverShopConfig(signal)),
    startServerTexts(),
  ]);
  if (!screen) return undefined;
  // The configuration is the settings query's answer too (api/settings.ts), asked once.
  const answers = new Map<string, unknown>(config ? [['config', config]] : []);
  const failed = new Set<string>();
  for (let passes = 1; ; passes++) {
    const pass: ServerPass = { answers, wanted: new Map<string, Load>() };
    const { head, body } = await inServerRender({ address, fetch: request.fetch, state: pass }, () =>
      renderToHtml(
        <StorefrontRootView name="mf-catalog" screen={route.screen}>
          <App screen={route.screen} lang={route.lang} params={route.params} />
        </StorefrontRootView>,
        route.lang,
        signal,
      ),
    );
    const missing = [...pass.wanted].filter(([key]) => !answers.has(key) && !failed.has(key));
    if (missing.length === 0 || passes === MAX_PASSES) {
      return { screen: route.screen, lang: route.lang, html: body, head, answers: Object.fromEntries(answers) };
    }
    signal.throwIfAborted();
    // A query that fails is drawn in its loading state; the browser asks again and shows what it gets.
    await inServerRender({ address, fetch: request.fetch }, () =>
      Promise.all(
        missing.map(([key, load]) =>
          load(signal).then(
            (answer) => answers.set(key, answer),
            () => failed.add(key),
          ),
        ),
      ),
    );
    signal.throwIfAborted();
  }
}
