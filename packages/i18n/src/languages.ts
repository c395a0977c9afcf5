// The languages of SPEC §1 and the namespaces every language has one file for (src/locales/<lang>/<ns>.json).
// Kept here rather than imported from @shop/contracts, so the catalogues stay plain data with no zod behind them.

export const languages = [
  'pl',
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'dk',
  'se',
  'no',
  'cz',
  'sk',
  'hu',
  'lt',
] as const;
export type Language = (typeof languages)[number];

/** The languages the storefront is offered in; the others exist only as text resources. */
export const storefrontLanguages = ['pl', 'en'] as const;
export type StorefrontLanguage = (typeof storefrontLanguages)[number];

/**
 * One namespace per owner: `common` is shared, the rest belong to the shell and each remote. The catalogue
 * has a second, `catalog-pages`, for its information and service pages (contact, blog, store locator…): it
 * comes with those screens, so the shop's first page does not carry their texts. The pages' titles stay in
 * `catalog`, for the frame a page shows while it loads.
 */
export const namespaces = [
  'common',
  'shell',
  'catalog',
  'catalog-pages',
  'checkout',
  'account',
  'dealer',
  'admin',
] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * The namespace a front end writes its texts in: `mf-checkout` → `checkout`. The shell's `common` and
 * `shell` come with the page, so a front end never maps to them.
 */
export function namespaceOfFrontend(frontend: string): Namespace | undefined {
  const namespace = frontend.replace(/^mf-/, '');
  if (namespace === 'common' || namespace === 'shell') return undefined;
  return namespaces.find((known) => known === namespace);
}

/** A catalogue: nested objects whose leaves are strings (i18next's `{{name}}` placeholders). */
export interface Messages {
  [key: string]: string | Messages;
}

export type LanguageResources = Record<Namespace, Messages>;
