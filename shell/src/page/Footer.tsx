import type { ScreenId, StorefrontLanguage } from '@shop/i18n';
import { pathFor, useTranslation } from '@shop/platform';
import { AwardsStrip } from './AwardsStrip';
import { BannerTiles } from './BannerTiles';
import styles from './footer.module.css';
import { NewsletterBlock } from './NewsletterBlock';
import { SocialLinks } from './SocialLinks';
import { usePage } from './use-page';

const footerScreens: ScreenId[] = [
  'aboutUs',
  'tech',
  'howItWorks',
  'qualityWarranty',
  'customerReviews',
  'services',
  'documents',
  'installments',
  'insurance',
  'deliveryPayment',
  'warrantyReturns',
  'withdrawal',
  'giftCardBalance',
  'terms',
  'privacy',
  'accessibilityStatement',
  'contact',
  'b2bContact',
  'b2bOrders',
  'b2bRma',
];

function FooterLinks({ lang }: { lang: StorefrontLanguage }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.links} aria-labelledby="shell-footer-links">
      <h2 id="shell-footer-links" className={styles.sectionTitle}>
        {t('footer.information')}
      </h2>
      <ul>
        {footerScreens.map((screen) => (
          <li key={screen}>
            <a href={pathFor(screen, lang)}>{t(`screens.${screen}`)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The bottom of every page: banner tiles, awards, newsletter, links, social profiles. */
export function Footer() {
  const { t } = useTranslation();
  const { lang, app } = usePage();
  // The admin panel has its own full-width layout, without the storefront's footer (DESIGN §9).
  if (app === 'mf-admin') return null;
  return (
    <footer className={styles.footer}>
      <BannerTiles lang={lang} />
      <AwardsStrip />
      <div className={styles.columns}>
        <NewsletterBlock lang={lang} />
        <FooterLinks lang={lang} />
        <SocialLinks />
      </div>
      <p className={styles.copyright}>
        {t('footer.copyright', { year: new Date().getFullYear(), brand: t('shell:brand') })}
      </p>
    </footer>
  );
}
