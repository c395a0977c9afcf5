import type { ProductList } from '@shop/contracts';
import { MAX_PAGE_SIZE } from '@shop/contracts/list-params';
import { fetchProducts } from '../../api/catalog';

/** The Guard tracker is product 1315 (SPEC §2, 'GPS product page'); the catalogue answers its canonical slug. */
export const TRACKER_PRODUCT_ID = 1315;
export const trackerSlug = {
  pl: 'zefir-guard-lokalizator-gps-do-roweru-elektrycznego',
  en: 'zefir-guard-gps-e-bike-tracker',
} as const;

/**
 * The bikes the tracker fits (SPEC §1: a central motor speaking UART), as the catalogue's spec lines say it,
 * by name. Never a list written here: a new model with such a motor joins it when staff give it the lines.
 */
export function fetchTrackerBikes(signal?: AbortSignal): Promise<ProductList> {
  return fetchProducts(
    { category: 'bike', motor: 'mid', protocol: 'uart', sort: 'name', dir: 'asc', limit: MAX_PAGE_SIZE },
    signal,
  );
}
