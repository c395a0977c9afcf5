import type { ShopConfig } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor, useSession } from '@shop/platform';
import { FragmentSlot } from '@shop/remote-kit/fragments';
import { Card, Skeleton } from '@shop/ui';
import { useContentText } from '../../screens/PageFrame';
import type { Load } from '../use-load';
import styles from './contact.module.css';
import { telHref } from './phone-link';

interface CompanyDetailsProps {
  lang: StorefrontLanguage;
  openingHours: string;
  /** The shop's configuration: the company as staff keep it in the settings, and the contact mailbox. */
  config: Load<Pick<ShopConfig, 'company' | 'contact'>>;
}

/** Who the shopper is writing to, and the other ways to reach us. */
export function CompanyDetails({ lang, openingHours, config }: CompanyDetailsProps) {
  const t = useContentText(lang);
  return (
    <div className={styles.details}>
      {config.state !== 'failed' && (
        <Card as="section" aria-labelledby="contact-company">
          <h2 id="contact-company" className={styles.details__title}>
            {t('contact.companyTitle')}
          </h2>
          {config.state === 'ready' ? (
            <Company lang={lang} {...config.data} />
          ) : (
            <Skeleton lines={4} label={t('common:status.loading')} />
          )}
        </Card>
      )}
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

/** The company's address, phone, the contact mailbox and its NIP. */
function Company({ lang, company, contact }: { lang: StorefrontLanguage } & Pick<ShopConfig, 'company' | 'contact'>) {
  const t = useContentText(lang);
  return (
    <>
      <address className={styles.details__address}>
        <strong>{company.name}</strong>
        <br />
        {company.street}
        <br />
        {company.zipCode} {company.city}
      </address>
      <dl className={styles.details__list}>
        <dt>{t('contact.phone')}</dt>
        <dd>
          <a href={telHref(company.phone)}>{company.phone}</a>
        </dd>
        <dt>{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${contact.general}`}>{contact.general}</a>
        </dd>
        <dt>{t('contact.taxId')}</dt>
        <dd>{company.taxId}</dd>
      </dl>
    </>
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
