import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { Card } from '@shop/ui';
import { useContentText } from '../../screens/PageFrame';
import { company, telHref } from './company';
import styles from './contact.module.css';

/** Who the shopper is writing to, and the other ways to reach us. */
export function CompanyDetails({ lang, openingHours }: { lang: StorefrontLanguage; openingHours: string }) {
  const t = useContentText(lang);
  return (
    <div className={styles.details}>
      <Card as="section" aria-labelledby="contact-company">
        <h2 id="contact-company" className={styles.details__title}>
          {t('contact.companyTitle')}
        </h2>
        <address className={styles.details__address}>
          <strong>{company.name}</strong>
          <br />
          {company.street}
          <br />
          {company.zip} {company.city}
        </address>
        <dl className={styles.details__list}>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={telHref(company.phone)}>{company.phone}</a>
          </dd>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
          <dt>{t('contact.taxId')}</dt>
          <dd>{company.taxId}</dd>
        </dl>
      </Card>
      <Card as="section" aria-labelledby="contact-hours">
        <h2 id="contact-hours" className={styles.details__title}>
          {t('contact.hoursTitle')}
        </h2>
        <p className={styles.details__text}>{openingHours}</p>
      </Card>
      <Card as="section" aria-labelledby="contact-dealers">
        <h2 id="contact-dealers" className={styles.details__title}>
          {t('contact.dealers')}
        </h2>
        <a href={pathFor('b2bContact', lang)}>{t('contact.b2bLink')}</a>
      </Card>
    </div>
  );
}
