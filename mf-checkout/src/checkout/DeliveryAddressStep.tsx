import type { StorefrontLanguage } from '@shop/i18n';
import { Select, TextField } from '@shop/ui';
import { useMemo } from 'react';
import { useCheckoutText } from '../screens/text';
import { AddressBookSelect } from './AddressBookSelect';
import formStyles from './checkout.module.css';
import { countryOptions } from './countries';
import type { CheckoutForm } from './use-checkout-form';

/** Where the goods go when not to the billing address, with a phone for the courier. */
export function DeliveryAddressStep({ form, lang }: { form: CheckoutForm; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  const countries = useMemo(() => countryOptions(lang), [lang]);
  return (
    <fieldset className={formStyles.group}>
      <legend className={formStyles.legend}>{t('checkout.deliveryAddress')}</legend>
      <AddressBookSelect form={form} group="delivery" lang={lang} />
      <div className={formStyles.grid}>
        <TextField
          label={t('fields.firstName')}
          autoComplete="shipping given-name"
          required
          {...form.text('delivery.firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="shipping family-name"
          required
          {...form.text('delivery.lastName')}
        />
        <TextField
          className={formStyles.wide}
          label={t('fields.companyName')}
          autoComplete="shipping organization"
          {...form.text('delivery.companyName')}
        />
        <TextField
          className={formStyles.wide}
          label={t('fields.street')}
          autoComplete="shipping street-address"
          required
          {...form.text('delivery.street')}
        />
        <TextField
          label={t('fields.zipCode')}
          placeholder={t('fields.zipCodeHint')}
          autoComplete="shipping postal-code"
          required
          {...form.text('delivery.zipCode')}
        />
        <TextField
          label={t('fields.city')}
          autoComplete="shipping address-level2"
          required
          {...form.text('delivery.city')}
        />
        <Select
          label={t('fields.country')}
          autoComplete="shipping country"
          options={countries}
          {...form.text('delivery.country')}
        />
        <TextField
          label={t('fields.deliveryPhone')}
          type="tel"
          autoComplete="shipping tel"
          {...form.text('delivery.phone')}
        />
      </div>
    </fieldset>
  );
}
