import type { AccountDetails } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { refreshSession, useSession } from '@shop/platform';
import { Alert, Button, LoadFailed, Skeleton } from '@shop/ui';
import { useState } from 'react';
import { saveProfile, useAccountDetails } from '../api/account';
import { CustomerFields, type CustomerFormValues, customerFormOf } from '../forms/CustomerFields';
import { FormError } from '../forms/FormError';
import { useFormState } from '../forms/form-state';
import styles from '../forms/forms.module.css';
import { AccountFrame } from './PageFrame';
import pageStyles from './pages.module.css';
import { type ScreenProps, useAccountText } from './text';

/** The account's start page: a greeting and the customer's own details (the customer form of SPEC §3). */
export function AccountPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame screen="account" lang={lang} title={t('account.title')} menuItem="details">
      <Greeting lang={lang} />
      <p className={pageStyles.lead}>{t('account.intro')}</p>
      <ProfileSection lang={lang} />
    </AccountFrame>
  );
}

function Greeting({ lang }: Pick<ScreenProps, 'lang'>) {
  const t = useAccountText(lang);
  const name = useSession().user?.firstName;
  return <p className={pageStyles.greeting}>{name ? t('account.greeting', { name }) : t('account.greetingNoName')}</p>;
}

function ProfileSection({ lang }: { lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const { resource, reload } = useAccountDetails(lang);
  return (
    <section aria-labelledby="profile-title" className={pageStyles.panel}>
      <h2 id="profile-title" className={styles.form__title}>
        {t('account.formTitle')}
      </h2>
      {resource.state === 'loading' && <Skeleton lines={6} label={t('account.loading')} />}
      {resource.state === 'failed' && (
        <LoadFailed
          title={t('account.loadFailed')}
          message={resource.message}
          retry={reload}
          retryLabel={t('common:actions.retry')}
        />
      )}
      {resource.state === 'ready' && <ProfileForm account={resource.data} lang={lang} />}
    </section>
  );
}

function valuesOf(account: AccountDetails): CustomerFormValues {
  const values = customerFormOf(account.details);
  // Before the customer first saves the form, it starts from what they registered with.
  return {
    ...values,
    firstName: values.firstName || account.firstName || '',
    lastName: values.lastName || account.lastName || '',
    email: values.email || account.email || '',
  };
}

function ProfileForm({ account, lang }: { account: AccountDetails; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const [saved, setSaved] = useState(false);
  const form = useFormState(valuesOf(account), lang, t('common:form.fixErrors'));
  const submit = form.onSubmit('CustomerProfile', async (body) => {
    setSaved(false);
    const answer = await saveProfile(body);
    form.reset(valuesOf(answer));
    setSaved(true);
    // The header and the greeting show the customer's name.
    void refreshSession();
  });
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={submit} noValidate data-form="profile">
      <FormError message={form.formError} />
      <CustomerFields form={form} lang={lang} addressRequired={false} emailRequired />
      {saved && (
        <Alert tone="success" announce="polite">
          <span data-notice="saved">{t('account.saved')}</span>
        </Alert>
      )}
      <div className={styles.form__actions}>
        <Button type="submit" loading={form.busy} loadingLabel={t('account.saving')}>
          {t('account.save')}
        </Button>
      </div>
    </form>
  );
}
