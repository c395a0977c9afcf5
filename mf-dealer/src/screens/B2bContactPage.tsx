import type { B2bContact } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { describeError, pathFor, useSession } from '@shop/platform';
import { Alert, Button, Card, EmptyState, LoadFailed, Skeleton } from '@shop/ui';
import { useState } from 'react';
import { acceptB2bNotice, useB2bContacts } from '../api/b2b-contacts';
import styles from './downloads.module.css';
import { PageFrame } from './PageFrame';
import pages from './pages.module.css';
import { type ScreenProps, useDealerText } from './text';

/** Contacts for dealers, shown only after the notice is accepted (SPEC §2), the acceptance kept by the shop. */
export function B2bContactPage({ lang }: ScreenProps) {
  const t = useDealerText(lang);
  return (
    <PageFrame
      screen="b2bContact"
      lang={lang}
      title={t('b2bContact.title')}
      trail={[{ label: t('common:nav.contact'), href: pathFor('contact', lang) }]}
    >
      <p className={pages.lead}>{t('b2bContact.intro')}</p>
      <B2bContactReveal lang={lang} />
    </PageFrame>
  );
}

/**
 * The reveal itself: a guest is asked to sign in, anyone but a dealer told it is for dealers, a dealer who has
 * not accepted the notice sees it with the button, and the contacts come only from the server's answer.
 */
export function B2bContactReveal({ lang, headingLevel = 2 }: { lang: StorefrontLanguage; headingLevel?: 2 | 3 }) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const t = useDealerText(lang);
  const { loaded, user } = useSession();
  const isDealer = user?.customerType === 'b2b';
  const { resource, reload } = useB2bContacts(lang, loaded && isDealer);
  const [accepted, setAccepted] = useState<B2bContact[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function accept() {
    setBusy(true);
    setFailure(null);
    try {
      setAccepted((await acceptB2bNotice()).contacts);
    } catch (error) {
      setFailure(describeError(error, lang));
    } finally {
      setBusy(false);
    }
  }

  if (!loaded) return <Skeleton lines={3} label={t('common:status.loading')} />;
  if (!user)
    return (
      <EmptyState
        title={t('common:auth.required')}
        text={t('b2bContact.signIn')}
        action={<Button href={pathFor('login', lang)}>{t('common:auth.signIn')}</Button>}
      />
    );
  if (!isDealer) return <EmptyState title={t('dealerOnly.title')} text={t('dealerOnly.text')} />;
  if (resource.state === 'loading') return <Skeleton lines={3} label={t('common:status.loading')} />;
  if (resource.state === 'failed')
    return (
      <LoadFailed
        title={t('b2bContact.loadFailed')}
        message={resource.message}
        retry={reload}
        retryLabel={t('common:actions.retry')}
      />
    );
  const contacts = accepted ?? (resource.data.acceptedAt ? resource.data.contacts : null);
  if (!contacts)
    return (
      <Alert tone="warning" title={t('b2bContact.noticeTitle')}>
        <p className={pages.section__text}>{t('b2bContact.notice')}</p>
        <div>
          <Button variant="secondary" onClick={accept} loading={busy} loadingLabel={t('common:status.sending')}>
            {t('b2bContact.accept')}
          </Button>
        </div>
        {failure && <p role="alert">{failure}</p>}
      </Alert>
    );
  if (contacts.length === 0) return <EmptyState title={t('b2bContact.none')} />;
  return (
    <ul className={styles.contacts} aria-label={t('b2bContact.title')}>
      {contacts.map((contact) => (
        <li key={`${contact.name}-${contact.email}`}>
          <Card className={styles.contact}>
            <Name className={styles.contact__name}>{contact.name}</Name>
            <p className={styles.contact__title}>{contact.title}</p>
            <p className={pages.section__text}>
              {t('b2bContact.phone')}: <a href={`tel:${contact.phone.replace(/[^+0-9]/g, '')}`}>{contact.phone}</a>
            </p>
            <p className={pages.section__text}>
              {t('b2bContact.email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
