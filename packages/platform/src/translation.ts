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
// A component re-renders when the language changes and when texts arrive, and asks for the namespaces it
// needs that nobody loaded ahead. The server renders each page with an i18next of its language
// (`TextsProvider`, @shop/remote-kit/server): two pages rendered at once never switch each other's texts.

const TextsContext = createContext<I18n>(pageI18n);

/** Gives the components below `i18n` instead of the page's (a server render in one language). */
export function TextsProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(TextsContext.Provider, { value: i18n }, children);
}

interface Changes {
  version: number;
  subscribe: (listener: () => void) => () => void;
}
const changesOf = new WeakMap<I18n, Changes>();

/** A counter that moves whenever the language changes or texts are added, and its subscription. */
function changes(i18n: I18n): Changes {
  let found = changesOf.get(i18n);
  if (found) return found;
  const listeners = new Set<() => void>();
  const changed = () => {
    entry.version += 1;
    for (const listener of listeners) listener();
  };
  const entry: Changes = {
    version: 0,
    subscribe(listener) {
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
    },
  };
  found = entry;
  changesOf.set(i18n, entry);
  return entry;
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
  const { subscribe } = changes(i18n);
  const version = useSyncExternalStore(
    subscribe,
    () => changes(i18n).version,
    () => changes(i18n).version,
  );
  const list: readonly Namespace[] = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const key = list.join(' ');
  const lng = options.lng ?? (i18n.language as Language | undefined);
  const fallback = options.nsMode === 'fallback';
  const ready = !lng || list.every((namespace) => i18n.hasLoadedNamespace(namespace, { lng }));

  useEffect(() => {
    if (ready || !lng) return;
    const wanted = key.split(' ');
    void i18n.loadNamespaces(wanted).then(() => (i18n.language === lng ? undefined : i18n.loadLanguages(lng)));
  }, [i18n, ready, lng, key]);

  // A new `t` whenever texts change, so that memoised children and effects depending on it see them.
  const t = useMemo(
    () => i18n.getFixedT(options.lng ?? null, fallback ? key.split(' ') : key.split(' ')[0]!) as TFunction,
    [i18n, options.lng, key, fallback, version],
  );
  return { t, i18n, ready };
}
