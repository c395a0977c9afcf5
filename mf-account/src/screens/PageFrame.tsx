import type { ScreenId, StorefrontLanguage } from '@shop/i18n';
import { pathFor, useSession } from '@shop/platform';
import { type BreadcrumbItem, PageFrame as Frame, Skeleton } from '@shop/ui';
import type { ReactNode } from 'react';
import { AccountMenu, type AccountMenuItem } from './AccountMenu';
import { AuthenticationRequired } from './AuthenticationRequired';
import styles from './PageFrame.module.css';
import { useAccountText } from './text';

interface PageFrameProps {
  screen: ScreenId;
  lang: StorefrontLanguage;
  title: string;
  /** Crumbs between the home page and this one. */
  trail?: BreadcrumbItem[];
  children?: ReactNode;
}

/** A page of the account area outside sign-in (sign-in, sign-in by link, password reset). */
export function PageFrame({ screen, lang, title, trail = [], children }: PageFrameProps) {
  const t = useAccountText(lang);
  const crumbs = [{ label: t('common:nav.home'), href: pathFor('home', lang) }, ...trail, { label: title }];
  return (
    <Frame
      screen={screen}
      remote="mf-account"
      title={title}
      crumbs={crumbs}
      breadcrumbsLabel={t('common:nav.breadcrumbs')}
    >
      {children}
    </Frame>
  );
}

interface AccountFrameProps extends PageFrameProps {
  /** The entry of the account menu this page belongs to. */
  menuItem: AccountMenuItem;
}

/**
 * A page under the account (SPEC §2): the account menu beside the content for a signed-in customer,
 * 'Authentication required' for a guest, placeholders while the session is being asked for.
 */
export function AccountFrame({ screen, lang, title, trail = [], menuItem, children }: AccountFrameProps) {
  const t = useAccountText(lang);
  const { loaded, user } = useSession();
  const accountCrumb = { label: t('frame.account'), href: pathFor('account', lang) };
  const crumbs = screen === 'account' ? trail : [accountCrumb, ...trail];
  return (
    <PageFrame screen={screen} lang={lang} title={title} trail={crumbs}>
      {!loaded ? (
        <Skeleton lines={4} label={t('common:status.loading')} />
      ) : !user ? (
        <AuthenticationRequired lang={lang} />
      ) : (
        <div className={styles.page__layout}>
          <AccountMenu lang={lang} current={menuItem} />
          <div className={styles.page__content}>{children}</div>
        </div>
      )}
    </PageFrame>
  );
}
