import type { StorefrontLanguage } from '@shop/i18n';
import { usePathname } from '@shop/remote-kit/route';
import { Pagination } from '@shop/ui';
import type { ReactNode } from 'react';
import { fetchProducts } from '../api/catalog';
import { LoadError } from '../content/LoadError';
import { useCatalogText } from '../screens/PageFrame';
import { ListingToolbar } from './ListingToolbar';
import {
  apiSortOf,
  type Layout,
  listingParamsOf,
  pageCountOf,
  pageSize,
  rememberLayout,
  type SortChoice,
} from './listing-params';
import styles from './ProductBrowser.module.css';
import { ProductListing, ProductListingSkeleton } from './ProductListing';
import { useQuery, withQuery } from './url-state';
import { useCatalogQuery } from './use-catalog-query';

interface ProductBrowserProps {
  lang: StorefrontLanguage;
  /** What to list: a collection, or what the shopper searched for. */
  collection?: number;
  q?: string;
  defaultSortLabel: string;
  /** Shown when nothing matches. */
  empty: ReactNode;
  /** Errors that mean 'nothing here' rather than a failure (a collection that no longer exists). */
  isEmpty?: (error: unknown) => boolean;
}

/**
 * Products of a collection or a search, with the layout, order and page kept in the address (?layout=,
 * ?sort=, ?page=), so back, reload and a shared link show the same.
 */
export function ProductBrowser({ lang, collection, q, defaultSortLabel, empty, isEmpty }: ProductBrowserProps) {
  const t = useCatalogText(lang);
  const [query, setQuery] = useQuery();
  const pathname = usePathname();
  const { layout, sort, page } = listingParamsOf(query);
  const request = { collection, q, ...apiSortOf(sort), page, limit: pageSize };
  const result = useCatalogQuery((signal) => fetchProducts(request, signal), JSON.stringify([request, lang]));

  const chooseLayout = (next: Layout) => {
    rememberLayout(next);
    setQuery({ layout: next }, { replace: true });
  };
  const chooseSort = (next: SortChoice) => setQuery({ sort: next, page: undefined });
  const goTo = (next: number) => {
    setQuery({ page: next === 1 ? undefined : next });
    window.scrollTo?.({ top: 0 });
  };

  return (
    <div className={styles.browser}>
      <ListingToolbar
        lang={lang}
        layout={layout}
        sort={sort}
        defaultSortLabel={defaultSortLabel}
        onLayout={chooseLayout}
        onSort={chooseSort}
      />
      {result.state === 'loading' && <ProductListingSkeleton lang={lang} layout={layout} />}
      {result.state === 'failed' &&
        (isEmpty?.(result.error) ? empty : <LoadError lang={lang} error={result.error} onRetry={result.retry} />)}
      {result.state === 'ready' && (
        <div
          aria-busy={result.refreshing || undefined}
          className={result.refreshing ? styles.browser__refreshing : undefined}
        >
          {result.data.total === 0 ? (
            empty
          ) : (
            <>
              <p className={styles.browser__count} aria-live="polite" data-total={result.data.total}>
                {t('collection.count', { total: result.data.total })}
              </p>
              <ProductListing lang={lang} products={result.data.items} layout={layout} heading="h2" />
              {result.data.total > result.data.limit && (
                <Pagination
                  page={page}
                  pageCount={pageCountOf(result.data.total, result.data.limit)}
                  onPageChange={goTo}
                  hrefFor={(target) =>
                    `${pathname}${withQuery(query.toString(), { page: target === 1 ? undefined : target })}`
                  }
                  label={t('collection.pages.label')}
                  previousLabel={t('collection.pages.previous')}
                  nextLabel={t('collection.pages.next')}
                  pageLabel={(target) => t('collection.pages.page', { page: target })}
                />
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
