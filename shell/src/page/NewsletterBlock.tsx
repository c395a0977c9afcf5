import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, NetworkError, useTranslation } from '@shop/platform';
import { type FormEvent, useId, useRef, useState } from 'react';
import { subscribeToNewsletter } from '../api/page';
import styles from './footer.module.css';

// SPEC §4: the newsletter is a form, then a thank-you. The address is checked with the same schema the
// server uses (@shop/contracts), so the shopper reads the same message whichever side caught it. The
// schema loads with the first submit: it is not worth its weight on every first page.

type Status = 'editing' | 'sending' | 'subscribed';

async function checkAddress(email: string, lang: StorefrontLanguage) {
  const { NewsletterSignup, validate } = await import('@shop/contracts');
  // An empty field is a missing address ('This field is required'), as the server would say.
  return validate(NewsletterSignup, email ? { email } : {}, lang);
}

export function NewsletterBlock({ lang }: { lang: StorefrontLanguage }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('editing');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    setFormError(undefined);
    const checked = await checkAddress(email.trim(), lang);
    if (!checked.ok) {
      setFieldError(checked.fields.email ?? Object.values(checked.fields)[0]);
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    setStatus('sending');
    try {
      await subscribeToNewsletter(checked.data);
      setStatus('subscribed');
    } catch (error) {
      setStatus('editing');
      if (error instanceof ApiError && error.fields.email) {
        setFieldError(error.fields.email);
        input.current?.focus();
      } else {
        setFormError(
          error instanceof ApiError || error instanceof NetworkError ? error.message : t('newsletter.error'),
        );
      }
    }
  }

  return (
    <section className={styles.newsletter} aria-labelledby={`${id}-title`} data-block="newsletter">
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('newsletter.title')}
      </h2>
      {status === 'subscribed' ? (
        <p className={styles.thanks} role="status">
          <strong>{t('shell:newsletter.thanksTitle')}</strong> {t('newsletter.success')}
        </p>
      ) : (
        <form className={styles.newsletterForm} onSubmit={subscribe} noValidate>
          <p>{t('newsletter.text')}</p>
          <label htmlFor={`${id}-email`}>{t('newsletter.emailLabel')}</label>
          <div className={styles.newsletterRow}>
            <input
              ref={input}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('newsletter.emailPlaceholder')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : `${id}-consent`}
            />
            <button type="submit" aria-busy={status === 'sending' || undefined}>
              {status === 'sending' ? t('shell:newsletter.sending') : t('newsletter.submit')}
            </button>
          </div>
          {fieldError && (
            <p id={`${id}-error`} className={styles.fieldError} role="alert" data-error="email">
              {fieldError}
            </p>
          )}
          {formError && (
            <p className={styles.fieldError} role="alert">
              {formError}
            </p>
          )}
          <p id={`${id}-consent`} className={styles.consent}>
            {t('newsletter.consent')}
          </p>
        </form>
      )}
    </section>
  );
}
