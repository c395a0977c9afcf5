import { type Language, languages, loadLanguage, namespaces } from '@shop/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { onLocaleChange } from './locale';

// The page's i18next instance. i18next and react-i18next are shared singletons (Module Federation), so this
// default instance is the one every remote's useTranslation(namespace) reads. Only the page's language
// is fetched before the first render; another one is fetched when the shopper switches to it.

export const i18n: I18n = i18next;

let started: Promise<unknown> | undefined;

async function start(lang: Language): Promise<void> {
  // The page's language is fetched before init, so the first render already has its texts.
  await i18n.use(initReactI18next).init({
    resources: Object.fromEntries(
      await Promise.all(withFallback(lang).map(async (code) => [code, await loadLanguage(code)] as const)),
    ),
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: [...languages],
    ns: [...namespaces],
    defaultNS: 'common',
    // Other languages are added later with addResourceBundle.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    // The texts are at hand before anything renders; Suspense would only blank the page.
    react: { useSuspense: false },
  });
  onLocaleChange((next) => {
    void ensureLanguage(next).then(() => i18n.changeLanguage(next));
  });
}

/** Polish and English are complete; any other language falls back to English, so it needs English too. */
const withFallback = (lang: Language): Language[] => (lang === 'pl' || lang === 'en' ? [lang] : [lang, 'en']);

async function ensureLanguage(lang: Language): Promise<void> {
  for (const code of withFallback(lang)) {
    if (i18n.hasResourceBundle(code, 'common')) continue;
    const loaded = await loadLanguage(code);
    for (const namespace of namespaces) i18n.addResourceBundle(code, namespace, loaded[namespace], true, false);
  }
}

/** Starts i18next once in `lang` (later calls switch the language); follows setLanguage from then on. */
export async function initI18n(lang: Language): Promise<I18n> {
  started ??= start(lang);
  await started;
  await ensureLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  return i18n;
}

/** Fetches a language's texts ahead of a switch (e.g. when the pointer reaches the language link). */
export async function preloadLanguage(lang: Language): Promise<void> {
  if (started) await started;
  await ensureLanguage(lang);
}
