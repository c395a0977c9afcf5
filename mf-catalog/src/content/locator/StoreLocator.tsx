import type { ShopTag } from '@shop/contracts';
import { translate } from '@shop/contracts/messages';
import type { StorefrontLanguage } from '@shop/i18n';
import { Button, EmptyState, Skeleton, TextField } from '@shop/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { fetchShops } from '../../api/content';
import { useContentText } from '../../screens/PageFrame';
import { LoadError } from '../LoadError';
import { useLoad } from '../use-load';
import { setQuery, useQueryParam } from '../use-query-param';
import styles from './locator.module.css';
import { ShopCard } from './ShopCard';
import { ShopMap } from './ShopMap';
import { shopTags, TagFilter } from './TagFilter';

const isShopTag = (value: string): value is ShopTag => (shopTags as readonly string[]).includes(value);

/**
 * Where to buy: a search by place, chips for the kind of shop, and the shops as cards and as markers kept
 * in step (picking one highlights the other). The search lives in the address (`?place=…&tag=…`), so it
 * can be shared and the back button undoes it; `?collection=` comes from a product's find-dealer button.
 */
export default function StoreLocator({ lang }: { lang: StorefrontLanguage }) {
  const t = useContentText(lang);
  const [place, setPlace] = useQueryParam('place');
  const [tagParam, setTag] = useQueryParam('tag');
  const [collection] = useQueryParam('collection');
  // The name of the product whose find-dealer button led here: words for the notice, not a filter.
  const [product] = useQueryParam('product');
  const tag = isShopTag(tagParam) ? tagParam : '';
  const [draft, setDraft] = useState(place);
  const [selectedId, setSelectedId] = useState<number>();
  const cards = useRef(new Map<number, HTMLLIElement>());
  const shops = useLoad((signal) => fetchShops({ place, tag, collection }, signal), [place, tag, collection, lang]);

  useEffect(() => setDraft(place), [place]);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPlace(draft.trim());
  }

  function selectOnMap(id: number) {
    setSelectedId(id);
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    cards.current.get(id)?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }

  const found = shops.state === 'ready' ? shops.data.items : [];
  return (
    <div className={styles.locator}>
      <div className={styles.filters}>
        <search>
          <form className={styles.search} onSubmit={search}>
            <TextField
              name="place"
              type="search"
              label={t('storeLocator.searchLabel')}
              placeholder={t('storeLocator.searchPlaceholder')}
              autoComplete="address-level2"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className={styles.search__field}
            />
            <Button type="submit">{t('storeLocator.search')}</Button>
          </form>
        </search>
        <TagFilter
          label={t('storeLocator.tagsLabel')}
          allLabel={t('storeLocator.allTags')}
          labelOf={(value) => t(`storeLocator.tags.${value}`)}
          value={tag}
          onChange={(value) => setTag(value)}
        />
        {collection && (
          <p className={styles.notice}>
            {product ? t('storeLocator.productFilter', { product }) : t('storeLocator.collectionFilter')}{' '}
            <Button variant="ghost" size="sm" onClick={() => setQuery({ collection: '', product: '' })}>
              {t('storeLocator.showAllShops')}
            </Button>
          </p>
        )}
      </div>

      <p className={styles.count} role="status">
        {shops.state === 'ready' && found.length > 0 ? t('storeLocator.found', { count: shops.data.total }) : ''}
      </p>

      <div className={styles.results}>
        <div className={styles.list}>
          {shops.state === 'loading' && <Skeleton shape="rect" height="16rem" label={t('storeLocator.loading')} />}
          {shops.state === 'failed' && <LoadError lang={lang} error={shops.error} onRetry={shops.retry} />}
          {shops.state === 'ready' && found.length === 0 && (
            <div role="status">
              <EmptyState title={translate('shops.none_found', lang)} headingLevel={2} />
            </div>
          )}
          {found.length > 0 && (
            <ul className={styles.list__items} aria-label={t('storeLocator.listLabel')}>
              {found.map((shop) => (
                <ShopCard
                  key={shop.id}
                  ref={(element) => {
                    if (element) cards.current.set(shop.id, element);
                    else cards.current.delete(shop.id);
                  }}
                  shop={shop}
                  lang={lang}
                  selected={shop.id === selectedId}
                  onSelect={() => setSelectedId(shop.id)}
                />
              ))}
            </ul>
          )}
        </div>
        <ShopMap lang={lang} shops={found} selectedId={selectedId} onSelect={selectOnMap} />
      </div>
    </div>
  );
}
