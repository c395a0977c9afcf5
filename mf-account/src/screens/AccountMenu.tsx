import type { ScreenId, StorefrontLanguage } from '@shop/i18n';
import { emitShopEvent, navigate, pathFor, useSession } from '@shop/platform';
import { Alert, Button } from '@shop/ui';
import { useState } from 'react';
import { signOut as endSession } from '../api/account';
import styles from './AccountMenu.module.css';
import { useAccountText } from './text';

/**
 * The account menu of SPEC §2, in its order; downloads and the registered bikes (issue 25) are mf-dealer's
 * pages, for dealers only.
 */
const entries = [
  { item: 'details', screen: 'account' },
  { item: 'addresses', screen: 'addresses' },
  { item: 'orders', screen: 'orders' },
  { item: 'rma', screen: 'rmaList' },
  { item: 'downloads', screen: 'downloads' },
  { item: 'registeredBikes', screen: 'registeredBikes' },
  { item: 'changePassword', screen: 'changePassword' },
] as const satisfies readonly { item: string; screen: ScreenId }[];

export type AccountMenuItem = (typeof entries)[number]['item'];

/** What only a dealer (a B2B account) sees. */
const dealerItems = new Set<string>(['downloads', 'registeredBikes']);

/** The entries a customer sees: downloads and the registered bikes only for a dealer. */
export function accountMenuEntries(customerType: string | null | undefined) {
  const dealer = customerType?.toLowerCase() === 'b2b';
  return entries.filter(({ item }) => !dealerItems.has(item) || dealer);
}

/**
 * The account's sections and the sign-out button, the current section marked (`aria-current="page"`): the
 * same on every account page, whichever remote draws it (others mount it as the fragment mf-account/account-menu).
 */
export function AccountMenu({ lang, current }: { lang: StorefrontLanguage; current: AccountMenuItem }) {
  const t = useAccountText(lang);
  const { user } = useSession();
  return (
    <nav className={styles.menu} aria-label={t('menu.label')} data-account-menu="">
      <ul className={styles.menu__list}>
        {accountMenuEntries(user?.customerType).map(({ item, screen }) => (
          <li key={item}>
            <a
              className={styles.menu__link}
              href={pathFor(screen, lang)}
              aria-current={item === current ? 'page' : undefined}
            >
              {t(`menu.${item}`)}
            </a>
          </li>
        ))}
      </ul>
      <SignOutButton lang={lang} />
    </nav>
  );
}

/** Ends the session, tells the page (`account:signed-out`) and goes home. */
function SignOutButton({ lang }: { lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signOut() {
    setBusy(true);
    setFailed(false);
    try {
      await endSession();
    } catch {
      setBusy(false);
      setFailed(true);
      return;
    }
    emitShopEvent('account:signed-out');
    navigate(pathFor('home', lang));
  }

  return (
    <div className={styles.menu__signOut}>
      <Button variant="ghost" onClick={signOut} loading={busy} loadingLabel={t('menu.signOut')}>
        {t('menu.signOut')}
      </Button>
      {failed && (
        <Alert tone="danger" announce="assertive">
          {t('menu.signOutFailed')}
        </Alert>
      )}
    </div>
  );
}
