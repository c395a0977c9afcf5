import { PASSWORD_MIN_LENGTH } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { emitShopEvent, navigate, pathFor } from '@shop/platform';
import { Alert, Button, TextField } from '@shop/ui';
import { useState } from 'react';
import { requestPasswordReset, resetPassword } from '../api/account';
import { FormError } from '../forms/FormError';
import { useFormState } from '../forms/form-state';
import styles from '../forms/forms.module.css';
import { useQueryParam } from '../forms/use-query-param';
import { PageFrame } from './PageFrame';
import pageStyles from './pages.module.css';
import { type ScreenProps, useAccountText } from './text';

/** How long the success message stays before the account page opens. */
const SUCCESS_PAUSE_MS = 1200;

/**
 * A forgotten password: without a token the page e-mails a reset link; the link brings the token back and
 * the page sets the new password (a dealer activates their account the same way).
 */
export function ResetPasswordPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  const token = useQueryParam('token');
  return (
    <PageFrame
      screen="resetPassword"
      lang={lang}
      title={t('resetPassword.title')}
      trail={[{ label: t('login.title'), href: pathFor('login', lang) }]}
    >
      {token ? <NewPasswordForm key={token} token={token} lang={lang} /> : <ResetRequestForm lang={lang} />}
      <ul className={pageStyles.links}>
        <li>
          <a href={pathFor('login', lang)}>{t('resetPassword.backToLogin')}</a>
        </li>
      </ul>
    </PageFrame>
  );
}

function ResetRequestForm({ lang }: { lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const [sent, setSent] = useState(false);
  const form = useFormState({ email: '' }, lang, t('common:form.fixErrors'));
  const submit = form.onSubmit('ForgotPassword', async (body) => {
    await requestPasswordReset(body);
    setSent(true);
  });
  if (sent) {
    return (
      <Alert tone="success" announce="polite">
        {t('resetPassword.sent')}
      </Alert>
    );
  }
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={submit} noValidate data-form="forgot-password">
      <p className={pageStyles.lead}>{t('resetPassword.intro')}</p>
      <FormError message={form.formError} />
      <TextField
        label={t('resetPassword.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.text('email')}
      />
      <div className={styles.form__actions}>
        <Button type="submit" loading={form.busy} loadingLabel={t('resetPassword.sending')}>
          {t('resetPassword.requestSubmit')}
        </Button>
      </div>
    </form>
  );
}

function NewPasswordForm({ token, lang }: { token: string; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const [done, setDone] = useState(false);
  const form = useFormState({ token, password: '', repeatPassword: '' }, lang, t('common:form.fixErrors'));
  const submit = form.onSubmit('ResetPassword', async (body) => {
    await resetPassword(body);
    setDone(true);
    emitShopEvent('account:signed-in');
    setTimeout(() => navigate(pathFor('account', lang)), SUCCESS_PAUSE_MS);
  });
  if (done) {
    return (
      <Alert tone="success" announce="polite">
        {t('resetPassword.done')}
      </Alert>
    );
  }
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={submit} noValidate data-form="reset-password">
      <h2 className={styles.form__title}>{t('resetPassword.newTitle')}</h2>
      <p className={styles.form__text}>{t('resetPassword.newIntro')}</p>
      <FormError message={form.formError} />
      {form.errors.token && <FormError message={form.errors.token} />}
      <TextField
        label={t('resetPassword.password')}
        hint={t('resetPassword.rule', { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('password')}
      />
      <TextField
        label={t('resetPassword.repeatPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('repeatPassword')}
      />
      <div className={styles.form__actions}>
        <Button type="submit" loading={form.busy} loadingLabel={t('resetPassword.saving')}>
          {t('resetPassword.submit')}
        </Button>
        {form.formError && <a href={pathFor('resetPassword', lang)}>{t('resetPassword.askAgain')}</a>}
      </div>
    </form>
  );
}
