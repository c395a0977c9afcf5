import type { ScreenId, StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { type BreadcrumbItem, PageFrame as Frame } from '@shop/ui';
import type { ReactNode } from 'react';
import { type CheckoutStep, CheckoutSteps } from './CheckoutSteps';
import { useCheckoutText } from './text';

interface PageFrameProps {
  screen: ScreenId;
  lang: StorefrontLanguage;
  title: string;
  /** Where the shopper is among the three checkout steps (SPEC §2). */
  step: CheckoutStep;
  /** Crumbs between the home page and this one. */
  trail?: BreadcrumbItem[];
  children?: ReactNode;
}

/** A checkout page: the way here, the three steps, the title, then the page's own content. */
export function PageFrame({ screen, lang, title, step, trail = [], children }: PageFrameProps) {
  const t = useCheckoutText(lang);
  const crumbs = [{ label: t('common:nav.home'), href: pathFor('home', lang) }, ...trail, { label: title }];
  return (
    <Frame
      screen={screen}
      remote="mf-checkout"
      title={title}
      crumbs={crumbs}
      breadcrumbsLabel={t('common:nav.breadcrumbs')}
      beforeTitle={<CheckoutSteps lang={lang} current={step} />}
    >
      {children}
    </Frame>
  );
}
