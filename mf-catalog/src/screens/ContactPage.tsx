import { pathFor } from '@shop/platform';
import { Card } from '@shop/ui';
import styles from './ContactPage.module.css';
import { ContentArticle } from './ContentArticle';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';

/** How to reach the shop: opening hours, and the way to the dealers' contacts. The form comes later. */
export function ContactPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="contact" lang={lang} title={t('contact.title')}>
      <ContentArticle paragraphs={[t('contact.intro')]} />
      <div className={styles.contact}>
        <Card as="section">
          <h2 className={styles.contact__title}>{t('contact.hoursTitle')}</h2>
          <p className={styles.contact__text}>{t('contact.hours')}</p>
        </Card>
        <Card as="section">
          <h2 className={styles.contact__title}>{t('contact.dealers')}</h2>
          <a className={styles.contact__link} href={pathFor('b2bContact', lang)}>
            {t('contact.b2bLink')}
          </a>
        </Card>
      </div>
    </PageFrame>
  );
}
