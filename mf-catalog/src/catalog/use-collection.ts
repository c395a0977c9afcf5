import type { CollectionMenuItem } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { fetchCollectionMenu } from '../api/catalog';
import { useCatalogQuery } from './use-catalog-query';

export interface CollectionTrail {
  /** From the top collection down to this one. */
  path: CollectionMenuItem[];
}

function trailTo(items: CollectionMenuItem[], id: number): CollectionMenuItem[] | undefined {
  for (const item of items) {
    if (item.id === id) return [item];
    const below = trailTo(item.children, id);
    if (below) return [item, ...below];
  }
  return undefined;
}

/** The collection's place in the menu (its name and parents); undefined until known or when not in it. */
export function useCollectionTrail(id: number, lang: StorefrontLanguage): CollectionMenuItem[] | undefined {
  const menu = useCatalogQuery((signal) => fetchCollectionMenu(signal), `menu-${lang}`);
  return menu.state === 'ready' ? trailTo(menu.data.items, id) : undefined;
}
