import type { Language, LanguageResources } from './languages';

// Every language loads on demand as its own chunk: a first visit downloads only the texts of its own
// language (about 8 KB gzip for Polish), never the other fourteen.
const loaders: Record<Language, () => Promise<{ default: LanguageResources }>> = {
  pl: () => import('./locales/pl'),
  en: () => import('./locales/en'),
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

/** Every namespace of one language, through a dynamic import. */
export async function loadLanguage(lang: Language): Promise<LanguageResources> {
  return (await loaders[lang]()).default;
}
