import { PASSWORD_MIN_LENGTH } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { Alert, Button, TextField } from '@shop/ui';
import { useState } from 'react';
import { changePassword } from '../api/account';
import { FormError } from '../forms/FormError';
import { useFormState } from '../forms/form-state';
import styles from '../forms/forms.module.css';
import { AccountFrame } from './PageFrame';
import pageStyles from './pages.module.css';
import { type ScreenProps, useAccountText } from './text';

/** Changing the password: the current one, then the new one twice. */
export function ChangePasswordPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame screen="changePassword" lang={lang} title={t('changePassword.title')} menuItem="changePassword">
      <p className={pageStyles.lead}>{t('changePassword.intro', { min: PASSWORD_MIN_LENGTH })}</p>
      <ChangePasswordForm lang={lang} />
    </AccountFrame>
  );
}

const blank = { currentPassword: '', newPassword: '', repeatPassword: '' };

function ChangePasswordForm({ lang }: { lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const [changed, setChanged] = useState(false);
  const form = useFormState(blank, lang, t('common:form.fixErrors'));
  const submit = form.onSubmit('ChangePassword', async (body) => {
    setChanged(false);
    await changePassword(body);
    form.reset(blank);
    setChanged(true);
  });
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={submit} noValidate data-form="change-password">
      {changed && (
        <Alert tone="success" announce="polite">
          {t('changePassword.done')}
        </Alert>
      )}
      <FormError message={form.formError} />
      <TextField
        label={t('changePassword.current')}
        type="password"
        autoComplete="current-password"
        required
        {...form.text('currentPassword')}
      />
      <TextField
        label={t('changePassword.new')}
        hint={t('resetPassword.rule', { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('newPassword')}
      />
      <TextField
        label={t('changePassword.repeat')}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('repeatPassword')}
      />
      <div className={styles.form__actions}>
        <Button type="submit" loading={form.busy} loadingLabel={t('changePassword.saving')}>
          {t('changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}
