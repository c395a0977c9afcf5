import type { ScreenId, StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { FragmentSlot } from '@shop/remote-kit/fragments';
import { type BreadcrumbItem, Button, PageFrame as Frame, Skeleton } from '@shop/ui';
import type { ReactNode } from 'react';
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
  const crumbs = [{ label: t('common:nav.home'), href: pathFor('home', lang) }, ...trail, { label: title }];
  return (
    <Frame
      screen={screen}
      remote="mf-dealer"
      title={title}
      crumbs={crumbs}
      breadcrumbsLabel={t('common:nav.breadcrumbs')}
    >
      {children}
    </Frame>
  );
}

/** What mf-account/account-menu takes: the entry of the account menu this page belongs to. */
interface AccountMenuProps {
  current: 'downloads' | 'registeredBikes';
  lang: StorefrontLanguage;
}

interface AccountPageFrameProps extends PageFrameProps {
  /** False for a guest (the page asks them to sign in): the account menu is for signed-in customers. */
  signedIn: boolean;
}

/**
 * A page of this remote under the account (SPEC §2: downloads; issue 25: the registered bikes): the account's own menu beside the content,
 * as on every account page — the account team's fragment mf-account/account-menu. While it loads, a
 * placeholder; if it cannot be loaded, a link to the account and a retry.
 */
export function AccountPageFrame({ signedIn, children, ...frame }: AccountPageFrameProps) {
  const t = useDealerText(frame.lang);
  const trail = [{ label: t('frame.account'), href: pathFor('account', frame.lang) }, ...(frame.trail ?? [])];
  return (
    <PageFrame {...frame} trail={trail}>
      {signedIn ? (
        <div className={styles.page__layout}>
          <FragmentSlot<AccountMenuProps>
            id="mf-account/account-menu"
            props={{ current: frame.screen === 'registeredBikes' ? 'registeredBikes' : 'downloads', lang: frame.lang }}
            loading={<Skeleton lines={6} label={t('common:status.loading')} />}
            failed={(retry) => (
              <nav className={styles.page__menuFailed} aria-label={t('frame.account')}>
                <a href={pathFor('account', frame.lang)}>{t('frame.account')}</a>
                <Button variant="secondary" size="sm" onClick={retry}>
                  {t('common:actions.retry')}
                </Button>
              </nav>
            )}
          />
          <div className={styles.page__content}>{children}</div>
        </div>
      ) : (
        children
      )}
    </PageFrame>
  );
}
