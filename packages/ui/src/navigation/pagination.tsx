import type { ReactNode } from 'react';
import { ChevronIcon } from '../icons';
import { type Navigate, navigateOnClick } from './navigate-on-click';
import styles from './navigation.module.css';
import { pageItems } from './page-items';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Called with the page the shopper picked. */
  onPageChange?: (page: number) => void;
  /** Name of the navigation landmark ("Pages of results"). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Name of a page number for screen readers; `(page) => \`Page ${page}\`` in the caller's language. */
  pageLabel: (page: number) => string;
  /**
   * Address of a page: with it the pages are real links (indexable, open in a new tab); a plain click still
   * calls `onPageChange` instead of reloading.
   */
  hrefFor?: (page: number) => string;
  /** Pages shown on each side of the current one. @default 1 */
  siblings?: number;
  className?: string;
}

interface PageControlProps {
  page: number;
  current?: boolean;
  disabled?: boolean;
  ariaLabel?: string;
  children: ReactNode;
  hrefFor?: (page: number) => string;
  onPageChange?: (page: number) => void;
}

function PageControl({ page, current, disabled, ariaLabel, children, hrefFor, onPageChange }: PageControlProps) {
  const common = {
    className: styles['ui-pagination__page'],
    'aria-label': ariaLabel,
    'aria-current': current ? ('page' as const) : undefined,
  };
  // A disabled control is a disabled button, never an <a> without an address: search engines read every
  // <a> as a link to follow (issue 18).
  if (hrefFor && !disabled) {
    const href = hrefFor(page);
    const go: Navigate | undefined = onPageChange && (() => onPageChange(page));
    return (
      <a {...common} href={href} onClick={navigateOnClick(href, go)}>
        {children}
      </a>
    );
  }
  return (
    <button {...common} type="button" disabled={disabled} onClick={() => !current && onPageChange?.(page)}>
      {children}
    </button>
  );
}

/** Page numbers under a list, with previous and next, and gaps (…) where pages are left out. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  hrefFor,
  siblings = 1,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const links = { hrefFor, onPageChange };
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles['ui-pagination__list']}>
        <li>
          <PageControl page={page - 1} disabled={page <= 1} {...links}>
            <ChevronIcon direction="left" />
            <span className={styles['ui-pagination__step-label']}>{previousLabel}</span>
          </PageControl>
        </li>
        {pageItems(page, pageCount, siblings).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className={styles['ui-pagination__gap']} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PageControl page={item} current={item === page} ariaLabel={pageLabel(item)} {...links}>
                {item}
              </PageControl>
            </li>
          ),
        )}
        <li>
          <PageControl page={page + 1} disabled={page >= pageCount} {...links}>
            <span className={styles['ui-pagination__step-label']}>{nextLabel}</span>
            <ChevronIcon direction="right" />
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}
