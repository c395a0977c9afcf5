import { pathFor } from '@shop/platform';
import { Alert, Button, EmptyState } from '@shop/ui';
import { useState } from 'react';
import { PageFrame } from './PageFrame';
import styles from './pages.module.css';
import { type ScreenProps, useDealerText } from './text';

/** Contacts for dealers, shown only after the notice is accepted (SPEC §2). */
export function B2bContactPage({ lang }: ScreenProps) {
  const t = useDealerText(lang);
  const [accepted, setAccepted] = useState(false);
  return (
    <PageFrame
      screen="b2bContact"
      lang={lang}
      title={t('b2bContact.title')}
      trail={[{ label: t('common:nav.contact'), href: pathFor('contact', lang) }]}
    >
      <p className={styles.lead}>{t('b2bContact.intro')}</p>
      {accepted ? (
        <EmptyState title={t('b2bContact.pending')} />
      ) : (
        <Alert tone="warning">
          <p className={styles.section__text}>{t('b2bContact.notice')}</p>
          <div>
            <Button variant="secondary" onClick={() => setAccepted(true)}>
              {t('b2bContact.accept')}
            </Button>
          </div>
        </Alert>
      )}
    </PageFrame>
  );
}
