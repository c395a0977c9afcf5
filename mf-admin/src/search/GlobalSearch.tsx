import type { StorefrontLanguage } from '@shop/i18n';

/**
 * The frame's slot for the global search (`common_search.view`: customers, orders, products, returns; results
 * grouped). H-dashboard builds it here (issue 12); until then the slot stays empty.
 */
export function GlobalSearch(_props: { lang: StorefrontLanguage }) {
  return null;
}
