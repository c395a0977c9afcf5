import type { StorefrontLanguage } from '@shop/i18n';
import { useLanguage, useSession } from '@shop/platform';
import { B2bContactReveal } from '../screens/B2bContactPage';

export interface B2bContactRevealFragmentProps {
  /** The page's language; the platform's current one when left out. */
  lang?: StorefrontLanguage;
}

/**
 * The B2B contact reveal for another team's page (exposed as mf-dealer/b2b-contact-reveal): the contact page
 * shows it to a signed-in dealer, the notice first and the contacts once accepted. Anyone else gets nothing
 * from it (the host keeps its link to the B2B contact page).
 */
export default function B2bContactRevealFragment({ lang }: B2bContactRevealFragmentProps) {
  const pageLang = useLanguage();
  const { user } = useSession();
  if (user?.customerType !== 'b2b') return null;
  return <B2bContactReveal lang={lang ?? pageLang} headingLevel={3} />;
}
