import type { StorefrontLanguage } from '@shop/i18n';
import { useLanguage } from '@shop/platform';
import { DealerShops } from '../screens/DealerShops';

export interface DealerShopsFragmentProps {
  /** The page's language; the platform's current one when left out. */
  lang?: StorefrontLanguage;
}

/**
 * A dealer's own shops for the store locator page (exposed as mf-dealer/dealer-shops, SPEC §1 dealer store
 * locator): the entries as customers see them and a change asked of staff. Anyone else gets nothing from it.
 */
export default function DealerShopsFragment({ lang }: DealerShopsFragmentProps) {
  const pageLang = useLanguage();
  return <DealerShops lang={lang ?? pageLang} />;
}
