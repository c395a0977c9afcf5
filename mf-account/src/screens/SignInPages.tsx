import type { StorefrontLanguage } from '@shop/i18n';
import { describeError, pathFor } from '@shop/platform';
import { Alert, Button, Spinner, TextField } from '@shop/ui';
import { useEffect, useState } from 'react';
import { requestSignInLink, signInWithLink } from '../api/account';
import { FormError } from '../forms/FormError';
import { useFormState } from '../forms/form-state';
import styles from '../forms/forms.module.css';
import { announceSignIn } from '../forms/sign-in';
import { useQueryParam } from '../forms/use-query-param';
import { PageFrame } from './PageFrame';
import pageStyles from './pages.module.css';
import { type ScreenProps, useAccountText } from './text';

export { LoginPage } from './LoginPage';
export { ResetPasswordPage } from './ResetPasswordPage';

// Sign-in by an e-mailed link (SPEC §4): in progress, then success or 'Invalid link' / expired. Without a
// token the page offers to send such a link.

type LinkSignIn = { state: 'working' } | { state: 'done' } | { state: 'failed'; message: string };

/** How long the success message stays before the account page opens. */
const SUCCESS_PAUSE_MS = 1200;

export function AuthorizePage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  const token = useQueryParam('token');
  return (
    <PageFrame screen="authorize" lang={lang} title={t('authorize.title')}>
      {token ? (
        <TokenSignIn key={token} token={token} lang={lang} />
      ) : (
        <>
          <p className={pageStyles.lead}>{t('authorize.intro')}</p>
          <LinkRequest lang={lang} />
        </>
      )}
      <ul className={pageStyles.links}>
        <li>
          <a href={pathFor('login', lang)}>{t('authorize.withPassword')}</a>
        </li>
      </ul>
    </PageFrame>
  );
}

function TokenSignIn({ token, lang }: { token: string; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const [progress, setProgress] = useState<LinkSignIn>({ state: 'working' });

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    signInWithLink(token).then(
      () => {
        if (!current) return;
        setProgress({ state: 'done' });
        timer = setTimeout(() => announceSignIn(lang), SUCCESS_PAUSE_MS);
      },
      (error: unknown) => current && setProgress({ state: 'failed', message: describeError(error, lang) }),
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [token, lang]);

  if (progress.state === 'working') {
    return (
      <p className={pageStyles.lead} role="status" data-sign-in="working">
        <Spinner size="sm" /> {t('authorize.working')}
      </p>
    );
  }
  if (progress.state === 'done') {
    return (
      <Alert tone="success" announce="polite">
        <span data-sign-in="done">{t('authorize.success')}</span>{' '}
        <a href={pathFor('account', lang)}>{t('authorize.goToAccount')}</a>
      </Alert>
    );
  }
  return (
    <>
      <Alert tone="danger" announce="assertive" title={t('authorize.failedTitle')}>
        <span data-sign-in="failed">{progress.message}</span>
      </Alert>
      <LinkRequest lang={lang} />
    </>
  );
}

/** Asks for a sign-in link by e-mail; the answer is the same whether or not the address has an account. */
function LinkRequest({ lang }: { lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const [sent, setSent] = useState(false);
  const form = useFormState({ email: '' }, lang, t('common:form.fixErrors'));
  const submit = form.onSubmit('LoginLinkRequest', async (body) => {
    await requestSignInLink(body);
    setSent(true);
  });
  return (
    <section aria-labelledby="link-request-title" className={pageStyles.panel}>
      <h2 id="link-request-title" className={styles.form__title}>
        {t('signInLink.title')}
      </h2>
      <p className={styles.form__text}>{t('signInLink.intro')}</p>
      {sent ? (
        <Alert tone="success" announce="polite">
          {t('signInLink.sent')}
        </Alert>
      ) : (
        <form ref={form.formRef} className={styles.form} onSubmit={submit} noValidate data-form="login-link">
          <FormError message={form.formError} />
          <TextField
            label={t('signInLink.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...form.text('email')}
          />
          <div className={styles.form__actions}>
            <Button type="submit" loading={form.busy} loadingLabel={t('signInLink.sending')}>
              {t('signInLink.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
