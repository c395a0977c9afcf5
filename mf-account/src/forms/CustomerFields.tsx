import type { CustomerDetails } from '@shop/contracts';
import { TAX_ID_DIGITS } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { RadioGroup, Select, TextField } from '@shop/ui';
import { useMemo } from 'react';
import { useAccountText } from '../screens/text';
import { countryOptions, regions } from './customer-choices';
import type { FormState } from './form-state';
import styles from './forms.module.css';

/** The customer form of SPEC §3 as the inputs hold it: every field a string, '' when left empty. */
export interface CustomerFormValues {
  [field: string]: string | boolean;
  type: 'person' | 'company';
  firstName: string;
  lastName: string;
  companyName: string;
  taxId: string;
  vatId: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  region: string;
  email: string;
  phone: string;
}

export const emptyCustomerForm: CustomerFormValues = {
  type: 'person',
  firstName: '',
  lastName: '',
  companyName: '',
  taxId: '',
  vatId: '',
  street: '',
  zipCode: '',
  city: '',
  country: 'PL',
  region: '',
  email: '',
  phone: '',
};

/** The form's values for details the server answered (null becomes an empty input). */
export function customerFormOf(details: CustomerDetails | null | undefined): CustomerFormValues {
  if (!details) return emptyCustomerForm;
  const values = { ...emptyCustomerForm, type: details.type };
  for (const key of Object.keys(emptyCustomerForm) as (keyof CustomerDetails)[]) {
    if (key !== 'type') values[key] = details[key] ?? '';
  }
  return values;
}

interface CustomerFieldsProps<V extends CustomerFormValues> {
  form: FormState<V>;
  lang: StorefrontLanguage;
  /** An address preset needs street, postal code and city; the profile does not. */
  addressRequired: boolean;
  /** The profile needs an e-mail; an address preset does not. */
  emailRequired: boolean;
}

/** Who the customer is (a person or a company), their address and how to reach them. */
export function CustomerFields<V extends CustomerFormValues>({
  form,
  lang,
  addressRequired,
  emailRequired,
}: CustomerFieldsProps<V>) {
  const t = useAccountText(lang);
  const company = form.values.type === 'company';
  const countryChoices = useMemo(() => countryOptions(lang), [lang]);
  const regionChoices = regions.map((region) => ({ value: region, label: t(`regions.${region}`) }));
  return (
    <>
      <RadioGroup
        legend={t('customerForm.type')}
        name="type"
        orientation="horizontal"
        value={form.values.type}
        onChange={(value) => form.set('type', value as V['type'])}
        options={[
          { value: 'person', label: t('customerForm.person') },
          { value: 'company', label: t('customerForm.company') },
        ]}
      />
      <div className={styles.form__grid}>
        <TextField
          label={t('customerForm.firstName')}
          autoComplete="given-name"
          required={!company}
          {...form.text('firstName')}
        />
        <TextField
          label={t('customerForm.lastName')}
          autoComplete="family-name"
          required={!company}
          {...form.text('lastName')}
        />
        {company && (
          <>
            <TextField
              className={styles.form__wide}
              label={t('customerForm.companyName')}
              autoComplete="organization"
              required
              {...form.text('companyName')}
            />
            <TextField
              label={t('customerForm.taxId')}
              hint={t('customerForm.taxIdHint', { digits: TAX_ID_DIGITS })}
              inputMode="numeric"
              required
              {...form.text('taxId')}
            />
            <TextField label={t('customerForm.vatId')} hint={t('customerForm.vatIdHint')} {...form.text('vatId')} />
          </>
        )}
      </div>
      <fieldset className={styles.form__group}>
        <legend className={styles.form__legend}>{t('customerForm.address')}</legend>
        <div className={styles.form__grid}>
          <TextField
            className={styles.form__wide}
            label={t('customerForm.street')}
            autoComplete="street-address"
            required={addressRequired}
            {...form.text('street')}
          />
          <TextField
            label={t('customerForm.zipCode')}
            hint={t('customerForm.zipCodeHint')}
            autoComplete="postal-code"
            required={addressRequired}
            {...form.text('zipCode')}
          />
          <TextField
            label={t('customerForm.city')}
            autoComplete="address-level2"
            required={addressRequired}
            {...form.text('city')}
          />
          <Select
            label={t('customerForm.country')}
            autoComplete="country"
            placeholder={t('customerForm.notGiven')}
            options={countryChoices}
            {...form.text('country')}
          />
          <Select
            label={t('customerForm.region')}
            placeholder={t('customerForm.notGiven')}
            options={regionChoices}
            {...form.text('region')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.form__group}>
        <legend className={styles.form__legend}>{t('customerForm.contact')}</legend>
        <div className={styles.form__grid}>
          <TextField
            label={t('customerForm.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required={emailRequired}
            {...form.text('email')}
          />
          <TextField
            label={t('customerForm.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...form.text('phone')}
          />
        </div>
      </fieldset>
    </>
  );
}
