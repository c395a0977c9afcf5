import type { ScreenId, StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { type BreadcrumbItem, PageFrame as Frame } from '@shop/ui';
import type { ReactNode } from 'react';
import { useCatalogText } from '../catalog/catalog-text';

/** What every catalogue screen receives from App. */
export interface ScreenProps {
  lang: StorefrontLanguage;
  params: Record<string, string>;
}

export { useCatalogText, useContentText } from '../catalog/catalog-text';

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
  const crumbs =
    screen === 'home'
      ? undefined
      : [{ label: t('common:nav.home'), href: pathFor('home', lang) }, ...trail, { label: title }];
  return (
    <Frame
      screen={screen}
      remote="mf-catalog"
      title={title}
      crumbs={crumbs}
      breadcrumbsLabel={t('common:nav.breadcrumbs')}
    >
      {children}
    </Frame>
  );
}
