import { ChevronIcon } from '../icons';
import { type Navigate, navigateOnClick } from './navigate-on-click';
import styles from './navigation.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; the last crumb (the page itself) needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  /** Name of the navigation landmark ("Breadcrumbs", "Okruszki"). */
  label: string;
  /** Moves within the single-page app on a plain click; other clicks are left to the browser. */
  onNavigate?: Navigate;
  className?: string;
}

/** The way from the home page to this one; the last crumb is the current page. */
export function Breadcrumbs({ items, label, onNavigate, className }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={styles['ui-breadcrumbs__list']}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its place on the way
            <li key={index} className={styles['ui-breadcrumbs__item']}>
              {index > 0 && (
                <span className={styles['ui-breadcrumbs__separator']} aria-hidden="true">
                  <ChevronIcon direction="right" />
                </span>
              )}
              {last || !item.href ? (
                <span
                  className={last ? styles['ui-breadcrumbs__current'] : undefined}
                  aria-current={last ? 'page' : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <a
                  href={item.href}
                  className={styles['ui-breadcrumbs__link']}
                  onClick={navigateOnClick(item.href, onNavigate)}
                >
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
