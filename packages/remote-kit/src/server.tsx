import { AsyncLocalStorage } from 'node:async_hooks';
import type { ShopConfig } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { resources } from '@shop/i18n';
import { api, i18n, setApiTransport, setBrandSlug, TextsProvider } from '@shop/platform';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { type ServerAddress, setServerAddressSource } from './server-address';

// What a front end's server build (the gateway renders the landing pages with it, issue 18) needs around
// its components: each render's own way to the gateway and its own address, kept apart per render with
// AsyncLocalStorage (the gateway renders many pages at once in one process), the texts of both languages
// at hand, and React's static rendering into a string. Node only: never imported by a browser build.

export interface ServerRender {
  address: ServerAddress;
  /** Answers the components' calls (`/api/…`) with the shopper's identity, language and currency. */
  fetch: typeof fetch;
  /** What the front end keeps per render besides (mf-catalog: its render pass). */
  state?: unknown;
}

const renders = new AsyncLocalStorage<ServerRender>();

setApiTransport((input, init) => {
  const send = renders.getStore()?.fetch;
  if (!send) return Promise.reject(new Error('a call outside a server render'));
  return send(input, init);
});
setServerAddressSource(() => renders.getStore()?.address);

/** Runs `work` (and everything it starts) as part of `render`. */
export function inServerRender<T>(render: ServerRender, work: () => T): T {
  return renders.run(render, work);
}

/** The render the caller is part of; undefined outside one. */
export function currentServerRender(): ServerRender | undefined {
  return renders.getStore();
}

/**
 * The shop's configuration for a render (inside `inServerRender`), asked at every render: staff change it.
 * Its brand slug ({product} in the product pages' paths) is the whole shop's, so it is set for every render.
 */
export async function serverShopConfig(signal: AbortSignal): Promise<ShopConfig | undefined> {
  const config = await api.get('/api/config', {}, { signal }).catch(() => undefined);
  if (config?.brandSlug) setBrandSlug(config.brandSlug);
  return config;
}

let texts: Promise<Record<StorefrontLanguage, I18n>> | undefined;
/**
 * Both languages' texts, bundled: components read them synchronously while rendering. One i18next per
 * language over the same texts, so renders of Polish and English pages at once never switch each other's.
 */
export function startServerTexts(): Promise<Record<StorefrontLanguage, I18n>> {
  texts ??= i18n
    .init({
      resources,
      lng: 'pl',
      fallbackLng: { pl: [], en: [], default: ['en'] },
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    })
    .then(() => ({ pl: i18n.cloneInstance({ lng: 'pl' }), en: i18n.cloneInstance({ lng: 'en' }) }));
  return texts;
}

/**
 * The HTML of `element` with every Suspense boundary settled in place (what cannot be drawn on the server,
 * another remote's fragment, is left for the browser), and the tags React hoists for the head (the preloads
 * of the pictures shown first).
 */
export async function renderToHtml(
  element: ReactNode,
  lang: StorefrontLanguage,
  signal: AbortSignal,
): Promise<{ head: string; body: string }> {
  const languages = await startServerTexts();
  const { prelude } = await prerenderToNodeStream(<TextsProvider i18n={languages[lang]}>{element}</TextsProvider>, {
    signal,
    // No boundary revealed later by an inline script: the page's CSP forbids those, and all of it is here.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      if (process.env.SERVER_RENDER_DEBUG) console.warn('[server render]', error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  const head = /^(?:<link\b[^>]*>)*/.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
