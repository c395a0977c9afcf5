import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor, useSession } from '@shop/platform';
import { FragmentSlot } from '@shop/remote-kit/fragments';
import { Card, Skeleton } from '@shop/ui';
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
        <B2bContactReveal lang={lang} />
      </Card>
    </div>
  );
}

/** What mf-dealer's B2B contact reveal takes (mf-dealer/b2b-contact-reveal). */
export interface B2bContactRevealProps {
  lang: StorefrontLanguage;
}

/**
 * The dealer team's B2B contact reveal (SPEC §2: the contact page's reveal), only for a signed-in dealer: the
 * notice, then the contacts. If their remote cannot be loaded, the link above still leads to the contacts.
 */
function B2bContactReveal({ lang }: B2bContactRevealProps) {
  const t = useContentText(lang);
  const { user } = useSession();
  if (user?.customerType !== 'b2b') return null;
  return (
    <FragmentSlot
      id="mf-dealer/b2b-contact-reveal"
      props={{ lang }}
      loading={<Skeleton lines={2} label={t('common:status.loading')} />}
      failed={() => null}
    />
  );
}
