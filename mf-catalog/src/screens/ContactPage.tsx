import { fetchShopConfig } from '../api/settings';
import { useLimitTexts } from '../catalog/limits';
import { CompanyDetails } from '../content/contact/CompanyDetails';
import { ContactForm } from '../content/contact/ContactForm';
import { useLoad } from '../content/use-load';
import styles from './ContactPage.module.css';
import { PageFrame, type ScreenProps, useContentText } from './PageFrame';

/** The contact form beside the company's details, opening hours and the way to the dealers' contacts. */
export function ContactPage({ lang }: ScreenProps) {
  const t = useContentText(lang);
  const limits = useLimitTexts(lang);
  // The company as staff keep it in the settings (one source with the papers, invoices and transfers).
  const config = useLoad(() => fetchShopConfig(), []);
  return (
    <PageFrame screen="contact" lang={lang} title={t('contact.title')}>
      <p className={styles.contact__intro}>{t('contact.intro', limits)}</p>
      <div className={styles.contact}>
        <ContactForm lang={lang} />
        <CompanyDetails lang={lang} openingHours={limits.openingHours} config={config} />
      </div>
    </PageFrame>
  );
}
