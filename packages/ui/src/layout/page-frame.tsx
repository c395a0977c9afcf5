import { type ReactNode, useId } from 'react';
import { classNames } from '../class-names';
import { type BreadcrumbItem, Breadcrumbs } from '../navigation/breadcrumbs';
import styles from './page-frame.module.css';

export interface PageFrameProps {
  /** The screen shown (SPEC §2 id), as `data-screen`: journeys and the shell find pages by it. */
  screen: string;
  /** The remote that owns the screen, as `data-remote`. */
  remote: string;
  title: string;
  /** The whole way here, home first and this page last; none on the home page. */
  crumbs?: BreadcrumbItem[];
  breadcrumbsLabel: string;
  /** Shown between the breadcrumb and the title (e.g. the checkout steps). */
  beforeTitle?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A storefront page: the way here, the title, then the page's own content. */
export function PageFrame({
  screen,
  remote,
  title,
  crumbs,
  breadcrumbsLabel,
  beforeTitle,
  children,
  className,
}: PageFrameProps) {
  const titleId = useId();
  return (
    <section
      className={classNames(styles['ui-page'], className)}
      data-screen={screen}
      data-remote={remote}
      aria-labelledby={titleId}
    >
      {crumbs && crumbs.length > 0 && (
        <Breadcrumbs className={styles['ui-page__crumbs']} items={crumbs} label={breadcrumbsLabel} />
      )}
      {beforeTitle}
      <h1 id={titleId} className={styles['ui-page__title']}>
        {title}
      </h1>
      <div className={styles['ui-page__body']}>{children}</div>
    </section>
  );
}
