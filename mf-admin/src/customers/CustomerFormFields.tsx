import { countryOptions, regionCodes } from '@shop/contracts/choices';
import { Select, TextField } from '@shop/ui';
import styles from '../admins/admins.module.css';
import type { FormApi } from '../kit/FormPage';
import { useAdminLanguage, useText } from '../screens/text';

export interface CustomerFormValues extends Record<string, unknown> {
  type: string;
  firstName: string;
  lastName: string;
  companyName: string;
  taxId: string;
  vatId: string;
  email: string;
  phone: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  region: string;
}

/** The customer form of SPEC §3 as staff fill it in, labelled with the storefront's own texts. */
export function CustomerFormFields({ form }: { form: FormApi<CustomerFormValues> }) {
  const t = useText();
  const lang = useAdminLanguage();
  const label = (field: string) => t(`account:customerForm.${field}`);
  const company = form.values.type === 'company';
  return (
    <div className={styles.fields}>
      <Select
        label={label('type')}
        required
        options={[
          { value: 'person', label: label('person') },
          { value: 'company', label: label('company') },
        ]}
        {...form.text('type')}
      />
      <TextField label={label('firstName')} required={!company} autoComplete="off" {...form.text('firstName')} />
      <TextField label={label('lastName')} required={!company} autoComplete="off" {...form.text('lastName')} />
      {company && (
        <>
          <TextField label={label('companyName')} required autoComplete="off" {...form.text('companyName')} />
          <TextField label={label('taxId')} autoComplete="off" {...form.text('taxId')} />
          <TextField label={label('vatId')} hint={label('vatIdHint')} autoComplete="off" {...form.text('vatId')} />
        </>
      )}
      <TextField label={label('email')} type="email" required autoComplete="off" {...form.text('email')} />
      <TextField label={label('phone')} type="tel" autoComplete="off" {...form.text('phone')} />
      <TextField label={label('street')} autoComplete="off" {...form.text('street')} />
      <TextField label={label('zipCode')} hint={label('zipCodeHint')} autoComplete="off" {...form.text('zipCode')} />
      <TextField label={label('city')} autoComplete="off" {...form.text('city')} />
      <Select
        label={label('country')}
        placeholder={label('notGiven')}
        options={countryOptions(lang)}
        {...form.text('country')}
      />
      <Select
        label={label('region')}
        placeholder={label('notGiven')}
        options={regionCodes.map((code) => ({ value: code, label: t(`account:regions.${code}`) }))}
        {...form.text('region')}
      />
    </div>
  );
}
