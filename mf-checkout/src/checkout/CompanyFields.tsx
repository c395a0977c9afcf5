import { TAX_ID_DIGITS } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { RadioGroup, TextField } from '@shop/ui';
import { useCheckoutText } from '../screens/text';
import formStyles from './checkout.module.css';
import type { CheckoutForm } from './use-checkout-form';

/** A company's name and its number: the Polish NIP, or an EU VAT ID for a company from another EU country. */
export function CompanyFields({ form, lang }: { form: CheckoutForm; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <>
      <TextField
        className={formStyles.wide}
        label={t('fields.companyName')}
        autoComplete="organization"
        required
        {...form.text('billing.companyName')}
      />
      <RadioGroup
        className={formStyles.wide}
        legend={t('fields.taxIdKind')}
        name="taxIdKind"
        orientation="horizontal"
        value={form.values.taxIdKind}
        onChange={form.chooseTaxIdKind}
        options={[
          { value: 'nip', label: t('fields.taxIdKindNip') },
          { value: 'vat', label: t('fields.taxIdKindVat') },
        ]}
      />
      {form.values.taxIdKind === 'vat' ? (
        <TextField
          label={t('fields.vatId')}
          hint={t('fields.vatIdHint')}
          autoCapitalize="characters"
          required
          {...form.text('billing.vatId')}
          // "Give a NIP or an EU VAT ID" comes on the taxId path; it is this field's to show.
          error={form.errors['billing.vatId'] ?? form.errors['billing.taxId']}
        />
      ) : (
        <TextField
          label={t('fields.taxId')}
          hint={t('fields.taxIdHint', { digits: TAX_ID_DIGITS })}
          inputMode="numeric"
          required
          {...form.text('billing.taxId')}
        />
      )}
    </>
  );
}
