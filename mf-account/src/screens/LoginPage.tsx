import { PASSWORD_MIN_LENGTH } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor, useSession } from '@shop/platform';
import { Alert, Button, Card, Checkbox, TextField } from '@shop/ui';
import { register, signIn } from '../api/account';
import { FormError } from '../forms/FormError';
import { useFormState } from '../forms/form-state';
import styles from '../forms/forms.module.css';
import { announceSignIn } from '../forms/sign-in';
import { PageFrame } from './PageFrame';
import pageStyles from './pages.module.css';
import { type ScreenProps, useAccountText } from './text';

/** Signing in (e-mail or a dealer's EU VAT ID, and a password) beside registering a new account. */
export function LoginPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <PageFrame screen="login" lang={lang} title={t('login.title')}>
      <p className={pageStyles.lead}>{t('login.intro')}</p>
      <SignedInNote lang={lang} />
      <div className={pageStyles.columns}>
        <Card as="section" aria-labelledby="login-title" className={pageStyles.panel}>
          <h2 id="login-title" className={styles.form__title}>
            {t('login.signInTitle')}
          </h2>
          <LoginForm lang={lang} />
          <ul className={styles.form__links}>
            <li>
              <a href={pathFor('resetPassword', lang)}>{t('login.forgotPassword')}</a>
            </li>
            <li>
              <a href={pathFor('authorize', lang)}>{t('login.byLink')}</a>
            </li>
          </ul>
        </Card>
        <Card as="section" aria-labelledby="register-title" className={pageStyles.panel}>
          <h2 id="register-title" className={styles.form__title}>
            {t('register.title')}
          </h2>
          <p className={styles.form__text}>{t('register.intro')}</p>
          <RegisterForm lang={lang} />
          <p className={styles.form__text}>{t('register.dealerNote')}</p>
        </Card>
      </div>
    </PageFrame>
  );
}

/** Someone already signed in may still sign in as someone else, but is told who they are now. */
function SignedInNote({ lang }: { lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const { user } = useSession();
  if (!user) return null;
  return (
    <Alert tone="info">
      {t('login.signedInAs', { name: user.firstName || user.email || '' })}{' '}
      <a href={pathFor('account', lang)}>{t('login.goToAccount')}</a>
    </Alert>
  );
}

function LoginForm({ lang }: { lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const form = useFormState({ username: '', password: '' }, lang, t('common:form.fixErrors'));
  const submit = form.onSubmit('Login', async (body) => {
    await signIn(body);
    announceSignIn(lang);
  });
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={submit} noValidate data-form="login">
      <FormError message={form.formError} />
      <TextField
        label={t('login.username')}
        hint={t('login.usernameHint')}
        autoComplete="username"
        required
        {...form.text('username')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.text('password')}
      />
      <div className={styles.form__actions}>
        <Button type="submit" loading={form.busy} loadingLabel={t('login.signingIn')}>
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
}

function RegisterForm({ lang }: { lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const form = useFormState(
    { firstName: '', lastName: '', email: '', password: '', repeatPassword: '', terms: false as boolean },
    lang,
    t('common:form.fixErrors'),
  );
  const submit = form.onSubmit('Register', async (body) => {
    await register(body);
    announceSignIn(lang);
  });
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={submit} noValidate data-form="register">
      <FormError message={form.formError} />
      <div className={styles.form__grid}>
        <TextField label={t('register.firstName')} autoComplete="given-name" required {...form.text('firstName')} />
        <TextField label={t('register.lastName')} autoComplete="family-name" required {...form.text('lastName')} />
      </div>
      <TextField
        label={t('register.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.text('email')}
      />
      <TextField
        label={t('register.password')}
        hint={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('password')}
      />
      <TextField
        label={t('register.repeatPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('repeatPassword')}
      />
      <Checkbox
        label={t('register.terms')}
        name="terms"
        required
        checked={form.values.terms}
        onChange={(event) => form.set('terms', event.target.checked)}
        error={form.errors.terms}
        hint={
          <a href={pathFor('terms', lang)} target="_blank" rel="noopener">
            {t('register.termsLink')}
          </a>
        }
      />
      <div className={styles.form__actions}>
        <Button type="submit" loading={form.busy} loadingLabel={t('register.creating')}>
          {t('register.submit')}
        </Button>
      </div>
    </form>
  );
}
