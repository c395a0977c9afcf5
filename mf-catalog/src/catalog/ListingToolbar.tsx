import type { StorefrontLanguage } from '@shop/i18n';
import { Select } from '@shop/ui';
import { useId } from 'react';
import { useCatalogText } from '../screens/PageFrame';
import { classNames } from './class-names';
import styles from './ListingToolbar.module.css';
import { type Layout, layouts, type SortChoice, sortChoices } from './listing-params';

interface ListingToolbarProps {
  lang: StorefrontLanguage;
  layout: Layout;
  sort: SortChoice;
  /** The name of the list's own order: 'Newest' in a collection, 'Best match' in a search. */
  defaultSortLabel: string;
  onLayout: (layout: Layout) => void;
  onSort: (sort: SortChoice) => void;
}

/** How to see the products (small or large pictures, a list, a detailed list) and in which order. */
export function ListingToolbar({ lang, layout, sort, defaultSortLabel, onLayout, onSort }: ListingToolbarProps) {
  const t = useCatalogText(lang);
  const name = useId();
  return (
    <div className={styles.toolbar}>
      <fieldset className={styles.layouts}>
        <legend className={styles.layouts__legend}>{t('collection.layout.label')}</legend>
        <div className={styles.layouts__options}>
          {layouts.map((option) => (
            <label key={option} className={classNames(styles.layout, option === layout && styles['layout--chosen'])}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={option === layout}
                onChange={() => onLayout(option)}
                className={styles.layout__input}
              />
              <LayoutIcon layout={option} />
              <span>{t(`collection.layout.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Select
        label={t('collection.sort.label')}
        value={sort}
        onChange={(event) => onSort(event.target.value as SortChoice)}
        options={sortChoices.map((choice) => ({
          value: choice,
          label: choice ? t(`collection.sort.${choice}`) : defaultSortLabel,
        }))}
        className={styles.sort}
      />
    </div>
  );
}

function LayoutIcon({ layout }: { layout: Layout }) {
  const shapes: Record<Layout, string> = {
    small:
      'M2 2h4v4H2zM8 2h4v4H8zM14 2h4v4h-4zM2 8h4v4H2zM8 8h4v4H8zM14 8h4v4h-4zM2 14h4v4H2zM8 14h4v4H8zM14 14h4v4h-4z',
    large: 'M2 2h7v7H2zM11 2h7v7h-7zM2 11h7v7H2zM11 11h7v7h-7z',
    list: 'M2 3h5v4H2zM9 4h9v2H9zM2 10h5v4H2zM9 11h9v2H9z',
    detailed: 'M2 3h16v2H2zM2 7h16v2H2zM2 11h16v2H2zM2 15h16v2H2z',
  };
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={shapes[layout]} fill="currentColor" />
    </svg>
  );
}
