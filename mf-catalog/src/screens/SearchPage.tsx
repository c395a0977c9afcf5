import { AUTOCOMPLETE_MIN_LENGTH } from '@shop/contracts/limits';
import { EmptyState } from '@shop/ui';
import { ProductBrowser } from '../catalog/ProductBrowser';
import { SearchBox } from '../catalog/SearchBox';
import { setQuery, useQuery } from '../catalog/url-state';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';
import styles from './SearchPage.module.css';

/** Search: the box with suggestions, then the matching products in the same layouts as a collection. */
export function SearchPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  const [query] = useQuery();
  const q = (query.get('q') ?? '').trim();
  return (
    <PageFrame screen="search" lang={lang} title={t('search.title')}>
      <div className={styles.search}>
        <SearchBox
          key={q}
          lang={lang}
          initialText={q}
          onSearch={(text) => setQuery({ q: text, page: undefined, sort: undefined })}
        />
        {q.length < AUTOCOMPLETE_MIN_LENGTH ? (
          <EmptyState title={t('search.empty')} text={t('search.emptyHint', { count: AUTOCOMPLETE_MIN_LENGTH })} />
        ) : (
          <>
            <h2 className={styles.search__heading}>{t('search.resultsFor', { query: q })}</h2>
            <ProductBrowser
              lang={lang}
              q={q}
              defaultSortLabel={t('search.bestMatch')}
              empty={<EmptyState title={t('search.none', { query: q })} text={t('search.noneHint')} />}
            />
          </>
        )}
      </div>
    </PageFrame>
  );
}
