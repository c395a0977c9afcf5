import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';

/** The e-bike collection (SPEC §2: collection 59), where an empty cart sends the shopper. */
export function ebikesPath(lang: StorefrontLanguage): string {
  return pathFor('collection', lang, { id: 59, slug: lang === 'pl' ? 'rowery-elektryczne' : 'electric-bikes' });
}
