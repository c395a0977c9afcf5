import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor, useTranslation } from '@shop/platform';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { loadFederated } from '../federation/federation';
import styles from './search-slot.module.css';

// The header's search field. The catalogue team owns the search and its suggestions, so the field is
// mf-catalog's fragment (mf-catalog/search-box); until it arrives, or if the catalogue cannot be loaded,
// a plain form that opens the search page stands in.

type SearchProps = { lang: StorefrontLanguage };

/** A search form without suggestions: it works without the catalogue remote, and without JavaScript. */
export function PlainSearch({ lang }: SearchProps) {
  const { t } = useTranslation('common');
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers the shop supports
    <form role="search" action={pathFor('search', lang)} method="get" className={styles.plain}>
      <input type="search" name="q" aria-label={t('nav.search')} className={styles.plain__input} maxLength={100} />
      <button type="submit" className={styles.plain__button}>
        {t('actions.search')}
      </button>
    </form>
  );
}

const HeaderSearch = lazy(() =>
  loadFederated<{ default: ComponentType<SearchProps> }>('mf-catalog/search-box', () => ({ default: PlainSearch })),
);

class SearchBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[shell] the header search failed', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function SearchSlot({ lang }: SearchProps) {
  // Rendered on the server (src/server.tsx) the plain form is the search: the fragment comes in the browser.
  if (typeof window === 'undefined') {
    return (
      <div data-slot="search" className={styles.slot}>
        <PlainSearch lang={lang} />
      </div>
    );
  }
  return (
    <div data-slot="search" className={styles.slot}>
      <SearchBoundary fallback={<PlainSearch lang={lang} />}>
        <Suspense fallback={<PlainSearch lang={lang} />}>
          <HeaderSearch lang={lang} />
        </Suspense>
      </SearchBoundary>
    </div>
  );
}
