import type { Language, Namespace } from '@shop/i18n';
import type { i18n as I18n, TFunction } from 'i18next';
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { i18n as pageI18n } from './i18n';

// The screens' texts as React reads them: `useTranslation(namespaces, { lng })` over the page's i18next, in
// place of react-i18next (3 KB gzip of every first visit for the one hook the front ends use; issue 18).
// A component is drawn again when its language changes or its own namespaces arrive (not for texts another
// component asked for), and asks for the namespaces it needs that nobody loaded ahead. The server renders each page with an i18next of its language
// (`TextsProvider`, @shop/remote-kit/server): two pages rendered at once never switch each other's texts.

const TextsContext = createContext<I18n>(pageI18n);

/** Gives the components below `i18n` instead of the page's (a server render in one language). */
export function TextsProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(TextsContext.Provider, { value: i18n }, children);
}

const subscriptions = new WeakMap<I18n, (listener: () => void) => () => void>();

/** Calls its listener whenever the language changes or texts arrive in `i18n`; one subscription per instance. */
function subscriptionOf(i18n: I18n): (listener: () => void) => () => void {
  let subscribe = subscriptions.get(i18n);
  if (subscribe) return subscribe;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  subscribe = (listener) => {
    if (listeners.size === 0) {
      i18n.on('languageChanged', changed);
      i18n.on('loaded', changed);
      i18n.store?.on('added', changed);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      i18n.off('languageChanged', changed);
      i18n.off('loaded', changed);
      i18n.store?.off('added', changed);
    };
  };
  subscriptions.set(i18n, subscribe);
  return subscribe;
}

export interface TranslationOptions {
  /** The language of the texts (a screen's route language); the page's current one when left out. */
  lng?: Language;
  /** 'fallback': a key missing in the first namespace is looked up in the next ones, in order. */
  nsMode?: 'default' | 'fallback';
}

/**
 * `t` for `namespaces` (the first one unless `nsMode: 'fallback'`; the others by `ns:key`), with whether
 * their texts are in (`ready`). Until they are, `t` answers the keys, and the component is drawn again
 * once they arrive.
 */
export function useTranslation(
  namespaces: Namespace | readonly Namespace[] = 'common',
  options: TranslationOptions = {},
): { t: TFunction; i18n: I18n; ready: boolean } {
  const i18n = useContext(TextsContext);
  const list: readonly Namespace[] = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const key = list.join(' ');
  // What the component depends on, as one comparable value: the language it shows and whether its
  // namespaces are in. Texts arriving for other components, or another language, draw nothing again.
  const snapshot = () => {
    const lng = options.lng ?? i18n.language;
    const ready = !lng || key.split(' ').every((namespace) => i18n.hasLoadedNamespace(namespace, { lng }));
    return `${ready ? 'ready' : 'loading'} ${lng ?? ''}`;
  };
  const state = useSyncExternalStore(subscriptionOf(i18n), snapshot, snapshot);
  const ready = state.startsWith('ready');
  const lng = (state.slice(state.indexOf(' ') + 1) || undefined) as Language | undefined;
  const fallback = options.nsMode === 'fallback';

  useEffect(() => {
    if (ready || !lng) return;
    void i18n.loadNamespaces(key.split(' ')).then(() => (i18n.language === lng ? undefined : i18n.loadLanguages(lng)));
  }, [i18n, ready, lng, key]);

  // The same `t` until the language or the readiness changes, as react-i18next's: effects and memoised
  // children that depend on it run again only when the texts they show can have changed.
  const t = useMemo(() => {
    void ready;
    const names = key.split(' ');
    return i18n.getFixedT(lng ?? null, fallback ? names : names[0]!) as TFunction;
  }, [i18n, lng, key, fallback, ready]);
  return { t, i18n, ready };
}
