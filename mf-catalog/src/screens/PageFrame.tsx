import type { ScreenId, StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { type BreadcrumbItem, Breadcrumbs } from '@shop/ui';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PageFrame.module.css';

/** What every catalogue screen receives from App. */
export interface ScreenProps {
  lang: StorefrontLanguage;
  params: Record<string, string>;
}

/** The catalogue's texts in the page's language (the route's language wins over i18next's current one). */
export function useCatalogText(lang: StorefrontLanguage) {
  return useTranslation(['catalog', 'common'], { lng: lang }).t;
}

interface PageFrameProps {
  screen: ScreenId;
  lang: StorefrontLanguage;
  title: string;
  /** Crumbs between the home page and this one. */
  trail?: BreadcrumbItem[];
  children?: ReactNode;
}

/** A catalogue page: the way here, the title, then the page's own content. */
export function PageFrame({ screen, lang, title, trail = [], children }: PageFrameProps) {
  const t = useCatalogText(lang);
  const titleId = useId();
  const crumbs = [{ label: t('common:nav.home'), href: pathFor('home', lang) }, ...trail, { label: title }];
  return (
    <section className={styles.page} data-screen={screen} data-remote="mf-catalog" aria-labelledby={titleId}>
      {screen !== 'home' && (
        <Breadcrumbs className={styles.page__crumbs} items={crumbs} label={t('common:nav.breadcrumbs')} />
      )}
      <h1 id={titleId} className={styles.page__title}>
        {title}
      </h1>
      <div className={styles.page__body}>{children}</div>
    </section>
  );
}
