import type { ScreenId, StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { type BreadcrumbItem, Breadcrumbs } from '@shop/ui';
import { type ReactNode, useId } from 'react';
import { type CheckoutStep, CheckoutSteps } from './CheckoutSteps';
import styles from './PageFrame.module.css';
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
  const titleId = useId();
  const crumbs = [{ label: t('common:nav.home'), href: pathFor('home', lang) }, ...trail, { label: title }];
  return (
    <section className={styles.page} data-screen={screen} data-remote="mf-checkout" aria-labelledby={titleId}>
      <Breadcrumbs className={styles.page__crumbs} items={crumbs} label={t('common:nav.breadcrumbs')} />
      <CheckoutSteps lang={lang} current={step} />
      <h1 id={titleId} className={styles.page__title}>
        {title}
      </h1>
      <div className={styles.page__body}>{children}</div>
    </section>
  );
}
