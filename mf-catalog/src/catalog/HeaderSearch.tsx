import type { StorefrontLanguage } from '@shop/i18n';
import styles from './HeaderSearch.module.css';
import { SearchBox } from './SearchBox';

/**
 * The catalogue search in the page header (exposed as mf-catalog/search-box): the shell draws the header,
 * the catalogue team owns what the search suggests.
 */
export default function HeaderSearch({ lang }: { lang: StorefrontLanguage }) {
  return (
    <div className={styles.headerSearch}>
      <SearchBox lang={lang} />
    </div>
  );
}
