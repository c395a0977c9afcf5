import type { ScreenId, StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { type BreadcrumbItem, Breadcrumbs } from '@shop/ui';
import { type ReactNode, useId } from 'react';
import styles from './PageFrame.module.css';
import { useDealerText } from './text';

interface PageFrameProps {
  screen: ScreenId;
  lang: StorefrontLanguage;
  title: string;
  /** Crumbs between the home page and this one. */
  trail?: BreadcrumbItem[];
  children?: ReactNode;
}

/** A page of the dealer area: the way here, the title, then the page's own content. */
export function PageFrame({ screen, lang, title, trail = [], children }: PageFrameProps) {
  const t = useDealerText(lang);
  const titleId = useId();
  const crumbs = [{ label: t('common:nav.home'), href: pathFor('home', lang) }, ...trail, { label: title }];
  return (
    <section className={styles.page} data-screen={screen} data-remote="mf-dealer" aria-labelledby={titleId}>
      <Breadcrumbs className={styles.page__crumbs} items={crumbs} label={t('common:nav.breadcrumbs')} />
      <h1 id={titleId} className={styles.page__title}>
        {title}
      </h1>
      <div className={styles.page__body}>{children}</div>
    </section>
  );
}
