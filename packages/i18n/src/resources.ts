import type { Language, LanguageResources, Messages, Namespace, StorefrontLanguage } from './languages';
import { namespaces } from './languages';

// Texts are fetched when first needed. Polish and English, the storefront's languages, come one namespace
// at a time (src/locales/<lang>/<ns>.json is a chunk of its own): a first visit to /pl/ downloads the
// Polish texts of the shell and of the catalogue's shop screens only, never those of its information pages,
// the checkout's, the account's or English (the shell loads a remote's namespace together with the remote,
// @shop/platform `loadNamespaces`). The other languages exist as text resources only and come whole, one
// chunk per language. The paths are written out, so the bundler makes exactly these chunks and no lookup
// table of every file.

type Loader<T> = () => Promise<{ default: T }>;

const storefront: Record<StorefrontLanguage, Record<Namespace, Loader<Messages>>> = {
  pl: {
    common: () => import('./locales/pl/common.json'),
    shell: () => import('./locales/pl/shell.json'),
    catalog: () => import('./locales/pl/catalog.json'),
    'catalog-pages': () => import('./locales/pl/catalog-pages.json'),
    checkout: () => import('./locales/pl/checkout.json'),
    account: () => import('./locales/pl/account.json'),
    dealer: () => import('./locales/pl/dealer.json'),
    admin: () => import('./locales/pl/admin.json'),
  },
  en: {
    common: () => import('./locales/en/common.json'),
    shell: () => import('./locales/en/shell.json'),
    catalog: () => import('./locales/en/catalog.json'),
    'catalog-pages': () => import('./locales/en/catalog-pages.json'),
    checkout: () => import('./locales/en/checkout.json'),
    account: () => import('./locales/en/account.json'),
    dealer: () => import('./locales/en/dealer.json'),
    admin: () => import('./locales/en/admin.json'),
  },
};

const whole: Record<Exclude<Language, StorefrontLanguage>, Loader<LanguageResources>> = {
  de: () => import('./locales/de'),
  fr: () => import('./locales/fr'),
  es: () => import('./locales/es'),
  it: () => import('./locales/it'),
  pt: () => import('./locales/pt'),
  nl: () => import('./locales/nl'),
  dk: () => import('./locales/dk'),
  se: () => import('./locales/se'),
  no: () => import('./locales/no'),
  cz: () => import('./locales/cz'),
  sk: () => import('./locales/sk'),
  hu: () => import('./locales/hu'),
  lt: () => import('./locales/lt'),
};

/** The texts of one namespace in one language, through a dynamic import. */
export async function loadNamespace(lang: Language, namespace: Namespace): Promise<Messages> {
  if (lang === 'pl' || lang === 'en') return (await storefront[lang][namespace]()).default;
  return (await whole[lang]()).default[namespace];
}

/** Every namespace of one language (tests and tools; a page loads the namespaces it shows). */
export async function loadLanguage(lang: Language): Promise<LanguageResources> {
  const loaded = await Promise.all(
    namespaces.map(async (namespace) => [namespace, await loadNamespace(lang, namespace)] as const),
  );
  return Object.fromEntries(loaded) as LanguageResources;
}
