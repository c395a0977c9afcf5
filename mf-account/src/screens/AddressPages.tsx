import type { Address } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { navigate, pathFor } from '@shop/platform';
import { Button, Checkbox, EmptyState, LoadFailed, Skeleton, TextField } from '@shop/ui';
import { createAddress, updateAddress, useAddress } from '../api/addresses';
import { CustomerFields, customerFormOf, emptyCustomerForm } from '../forms/CustomerFields';
import { FormError } from '../forms/FormError';
import { useFormState } from '../forms/form-state';
import styles from '../forms/forms.module.css';
import { leaveNotice } from '../forms/notice';
import { BackLink } from './BackLink';
import { AccountFrame } from './PageFrame';
import pageStyles from './pages.module.css';
import { type ScreenProps, useAccountText } from './text';

export { AddressesPage } from './AddressesPage';

export function AddressCreatePage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame
      screen="addressCreate"
      lang={lang}
      title={t('addressCreate.title')}
      trail={[{ label: t('addresses.title'), href: pathFor('addresses', lang) }]}
      menuItem="addresses"
    >
      <p className={pageStyles.lead}>{t('addressCreate.intro')}</p>
      <AddressForm lang={lang} />
      <BackLink href={pathFor('addresses', lang)} label={t('addressCreate.backToAddresses')} />
    </AccountFrame>
  );
}

export function AddressEditPage({ lang, params }: ScreenProps) {
  const t = useAccountText(lang);
  const id = params.id ?? '';
  return (
    <AccountFrame
      screen="addressEdit"
      lang={lang}
      title={t('addressEdit.title')}
      trail={[{ label: t('addresses.title'), href: pathFor('addresses', lang) }]}
      menuItem="addresses"
    >
      <p className={pageStyles.lead}>{t('addressEdit.intro')}</p>
      <StoredAddress key={id} id={id} lang={lang} />
      <BackLink href={pathFor('addresses', lang)} label={t('addressEdit.backToAddresses')} />
    </AccountFrame>
  );
}

function StoredAddress({ id, lang }: { id: string; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const { resource, reload } = useAddress(id, lang);
  if (resource.state === 'loading') return <Skeleton lines={6} label={t('addressEdit.loading')} />;
  if (resource.state === 'failed') {
    return resource.status === 404 ? (
      <EmptyState
        title={t('addressEdit.notFound')}
        action={<Button href={pathFor('addresses', lang)}>{t('addressEdit.backToAddresses')}</Button>}
      />
    ) : (
      <LoadFailed
        title={t('addresses.loadFailed')}
        message={resource.message}
        retry={reload}
        retryLabel={t('common:actions.retry')}
      />
    );
  }
  return <AddressForm lang={lang} address={resource.data} />;
}

/** An address preset: its name, the default flag and the customer form's fields. */
function AddressForm({ lang, address }: { lang: StorefrontLanguage; address?: Address }) {
  const t = useAccountText(lang);
  const form = useFormState(
    {
      alias: address?.alias ?? '',
      isDefault: address?.isDefault ?? false,
      ...(address ? customerFormOf(address) : emptyCustomerForm),
    },
    lang,
    t('common:form.fixErrors'),
  );
  const submit = form.onSubmit('AddressInput', async (body) => {
    if (address) await updateAddress(address.id, body);
    else await createAddress(body);
    leaveNotice(t(address ? 'addresses.updated' : 'addresses.created'));
    navigate(pathFor('addresses', lang));
  });
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={submit} noValidate data-form="address">
      <FormError message={form.formError} />
      <TextField
        label={t('addressForm.alias')}
        hint={t('addressForm.aliasHint')}
        required
        maxLength={60}
        {...form.text('alias')}
      />
      <CustomerFields form={form} lang={lang} addressRequired emailRequired={false} />
      <Checkbox
        label={t('addressForm.isDefault')}
        name="isDefault"
        checked={form.values.isDefault}
        // The only default address stays the default until another one takes its place.
        disabled={address?.isDefault}
        onChange={(event) => form.set('isDefault', event.target.checked)}
        error={form.errors.isDefault}
      />
      <div className={styles.form__actions}>
        <Button type="submit" loading={form.busy} loadingLabel={t('addressForm.saving')}>
          {t('addressForm.save')}
        </Button>
        <Button href={pathFor('addresses', lang)} variant="ghost">
          {t('common:actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
