import type { LanguageResources, StorefrontLanguage } from './languages';
import en from './locales/en';
import pl from './locales/pl';

/** Polish and English at hand synchronously, for tests and tools; pages use loadLanguage. */
export const resources: Record<StorefrontLanguage, LanguageResources> = { pl, en };
