import type { StorefrontLanguage } from '@shop/i18n';
import { Checkbox, RadioGroup, Select, TextField } from '@shop/ui';
import { useMemo } from 'react';
import { useCheckoutText } from '../screens/text';
import { AddressBookSelect } from './AddressBookSelect';
import { CompanyFields } from './CompanyFields';
import formStyles from './checkout.module.css';
import type { CheckoutValues } from './checkout-form';
import { countryOptions, regionOptions } from './countries';
import type { CheckoutForm } from './use-checkout-form';

/** Who orders and pays: a person or a company, and the billing address (also where the goods go by default). */
export function BillingStep({
  form,
  lang,
  delivered = true,
}: {
  form: CheckoutForm;
  lang: StorefrontLanguage;
  /** Whether the order ships goods: only then may they go to another address. */
  delivered?: boolean;
}) {
  const t = useCheckoutText(lang);
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const regionChoices = useMemo(() => regionOptions((key) => t(key)), [t]);
  return (
    <fieldset className={formStyles.group}>
      <legend className={formStyles.legend}>{t('checkout.billing')}</legend>
      <AddressBookSelect form={form} group="billing" lang={lang} />
      <RadioGroup
        legend={t('fields.type')}
        name="billing.type"
        orientation="horizontal"
        value={form.values['billing.type']}
        onChange={(value) => form.set('billing.type', value as CheckoutValues['billing.type'])}
        options={[
          { value: 'person', label: t('fields.person') },
          { value: 'company', label: t('fields.company') },
        ]}
      />
      <div className={formStyles.grid}>
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          {...form.text('billing.firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          {...form.text('billing.lastName')}
        />
        {form.values['billing.type'] === 'company' && <CompanyFields form={form} lang={lang} />}
        <TextField
          className={formStyles.wide}
          label={t('fields.street')}
          autoComplete="billing street-address"
          required
          {...form.text('billing.street')}
        />
        <TextField
          label={t('fields.zipCode')}
          placeholder={t('fields.zipCodeHint')}
          autoComplete="billing postal-code"
          required
          {...form.text('billing.zipCode')}
        />
        <TextField
          label={t('fields.city')}
          autoComplete="billing address-level2"
          required
          {...form.text('billing.city')}
        />
        <Select
          label={t('fields.region')}
          autoComplete="billing address-level1"
          placeholder={t('fields.regionPlaceholder')}
          options={regionChoices}
          {...form.text('billing.region')}
        />
        <Select
          label={t('fields.country')}
          autoComplete="billing country"
          options={countries}
          {...form.text('billing.country')}
        />
      </div>
      {delivered && (
        <Checkbox
          label={t('checkout.otherDelivery')}
          checked={form.values.otherDelivery}
          onChange={(event) => form.set('otherDelivery', event.target.checked)}
        />
      )}
    </fieldset>
  );
}
