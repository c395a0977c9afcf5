import { type Language, languages, loadNamespace, type Namespace, namespaces } from '@shop/i18n';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { onLocaleChange } from './locale';

// The page's i18next instance. i18next and @shop/platform are shared singletons (Module Federation), so this
// default instance is the one every remote's useTranslation(namespace) reads (translation.ts). Texts arrive one namespace
// of one language at a time (@shop/i18n loadNamespace): the shell starts with `common` and `shell`, and
// loads a remote's namespace together with the remote (shell/src/federation/i18n-plugin.ts), so a first
// visit to the home page never downloads the checkout's or the account's texts. A namespace nobody loaded
// ahead is still fetched when a component asks for it (useTranslation asks this backend).

export const i18n: I18n = i18next;

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language as Language, namespace as Namespace).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/**
 * Polish and English are complete (the key parity tests), so they fall back to nothing and a Polish page
 * never downloads English; any other language falls back to English.
 */
const fallbackLng = { pl: [], en: [], default: ['en'] };

let started: Promise<unknown> | undefined;

async function start(lang: Language, wanted: readonly Namespace[]): Promise<void> {
  // init resolves once the wanted namespaces of the page's language are in, so the first render has its texts.
  await i18n.use(backend).init({
    lng: lang,
    fallbackLng,
    supportedLngs: [...languages],
    ns: [...wanted],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
  });
  onLocaleChange((next) => {
    // A change of currency alone leaves the texts as they are.
    if (next === i18n.language) return;
    // changeLanguage fetches every namespace loaded so far in the new language before it switches.
    void i18n.changeLanguage(next);
  });
}

/**
 * Starts i18next once in `lang` with the `namespaces` the caller shows at once (later calls switch the
 * language and add namespaces). Every namespace unless told: the shell asks for `common` and `shell` only.
 */
export async function initI18n(lang: Language, wanted: readonly Namespace[] = namespaces): Promise<I18n> {
  started ??= start(lang, wanted);
  await started;
  await loadNamespaces(wanted);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  return i18n;
}

/** Fetches namespaces (in the page's language, and in any language preloaded) unless they are in already. */
export async function loadNamespaces(wanted: readonly Namespace[]): Promise<void> {
  if (started) await started;
  await i18n.loadNamespaces([...wanted]);
}

/** Fetches a language's texts ahead of a switch (e.g. when the pointer reaches the language link). */
export async function preloadLanguage(lang: Language): Promise<void> {
  if (started) await started;
  await i18n.loadLanguages(lang);
}
