import type { StorefrontLanguage } from '@shop/i18n';
import { useLanguage } from '@shop/platform';
import { AccountMenu, type AccountMenuItem } from '../screens/AccountMenu';

export interface AccountMenuFragmentProps {
  /** The entry of the account menu the host's page belongs to (marked `aria-current="page"`). */
  current: AccountMenuItem;
  /** The page's language; the platform's current one when left out. */
  lang?: StorefrontLanguage;
}

/**
 * The account menu of SPEC §2 for another team's account page (exposed as mf-account/account-menu): the
 * dealer's downloads page shows it, so every page under the account has the same menu. The host draws it
 * only for a signed-in customer; downloads is listed for dealers only.
 */
export default function AccountMenuFragment({ current, lang }: AccountMenuFragmentProps) {
  const pageLang = useLanguage();
  return <AccountMenu lang={lang ?? pageLang} current={current} />;
}
