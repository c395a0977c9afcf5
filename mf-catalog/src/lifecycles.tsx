import type { StorefrontLanguage } from '@shop/i18n';
import { getCurrency, matchPath } from '@shop/platform';
import { type RemoteLifecycles, renderedHere, storefrontLifecycles } from '@shop/remote-kit/lifecycles';
import App, { preloadScreen } from './App';
import { featuredQuery } from './catalog/collections';
import { prefetchFirstAnswer } from './catalog/first-answer';
import { productQuery } from './catalog/load-product';
import { keepServerAnswers } from './catalog/server-answers';

// single-spa lifecycles of mf-catalog, exposed as mf-catalog/app; the shell mounts them on this remote's screens.
// Mounting waits for the current screen's chunk (App.tsx), so the remote's first paint is the screen itself
// rather than its loading state; a chunk that fails to arrive is shown by App, with "try again". The home
// page's newest e-bikes and a product page's product are fetched beside the chunk, so the first paint shows
// them rather than a skeleton (first-answer.ts). A page the gateway rendered with this remote's server build
// (src/server.tsx) is hydrated with the answers it carries instead.
const lifecycles = storefrontLifecycles('mf-catalog', App);

export const { bootstrap, unmount } = lifecycles;

export const mount: RemoteLifecycles['mount'] = async (props) => {
  const route = matchPath(window.location.pathname);
  const hydrating = takeRenderedAnswers(props.domElement);
  if (route) {
    await Promise.all([
      preloadScreen(route.screen),
      hydrating ? undefined : prefetchAnswer(route.screen, route.params, route.lang),
    ]);
  }
  return lifecycles.mount(props);
};

/** Where the gateway puts the answers a server-rendered page was drawn from. */
export const RENDERED_ANSWERS_ID = 'mf-catalog-answers';

/**
 * Keeps the answers of the page's server render when the area holds this address's HTML in the currency the
 * shopper sees. Otherwise (a currency chosen in this browser, which the server cannot know) the area is not
 * hydrated: the screen is drawn anew over it, which replaces the server's HTML in the same frame.
 */
function takeRenderedAnswers(area: HTMLElement | undefined): boolean {
  const script = document.getElementById(RENDERED_ANSWERS_ID);
  script?.remove();
  if (!area || !renderedHere(area) || !script) return false;
  try {
    const { currency, answers } = JSON.parse(script.textContent ?? '') as {
      currency: string;
      answers: Record<string, unknown>;
    };
    if (currency === getCurrency()) {
      keepServerAnswers(currency, answers);
      return true;
    }
  } catch {
    // Unreadable: drawn anew.
  }
  delete area.dataset.rendered;
  return false;
}

/** How long a mount waits for a screen's answer before showing the screen's loading state instead. */
const ANSWER_WAIT_MS = 1500;

interface Query {
  key: string;
  load: (signal: AbortSignal) => Promise<unknown>;
}

/** The answer the screen's first paint needs, where it is known from the address alone. */
function firstQueryOf(screen: string, params: Record<string, string>, lang: StorefrontLanguage): Query | undefined {
  if (screen === 'home') return featuredQuery(lang);
  if (screen === 'product') {
    return productQuery(params.id ?? '', new URLSearchParams(window.location.search).get('c') || undefined, lang);
  }
  return undefined;
}

function prefetchAnswer(screen: string, params: Record<string, string>, lang: StorefrontLanguage): Promise<void> {
  const query = firstQueryOf(screen, params, lang);
  return query ? prefetchFirstAnswer(query.key, query.load, ANSWER_WAIT_MS) : Promise.resolve();
}
