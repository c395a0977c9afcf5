import type { ShopList, ShopTag } from '@shop/contracts';
import { MAX_PAGE_SIZE } from '@shop/contracts/list-params';
import { api } from '@shop/platform';

export interface ShopSearch {
  place: string;
  tag: ShopTag | '';
  /** A catalogue collection the shop must carry (the find-dealer button of a product passes it). */
  collection: string;
}

/** Every matching shop at once (Poland has a few dozen): the map shows them all, the list in the server's order. */
export function fetchShops({ place, tag, collection }: ShopSearch, signal: AbortSignal): Promise<ShopList> {
  return api.get<ShopList>('/api/cms/shops', {
    query: { limit: MAX_PAGE_SIZE, filters: { place: place.trim(), tag, collection } },
    signal,
  });
}
