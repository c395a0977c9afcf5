import { TAX_ID_DIGITS } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { Checkbox, RadioGroup, TextField } from '@shop/ui';
import { useCheckoutText } from '../screens/text';
import formStyles from './checkout.module.css';
import type { CheckoutForm } from './use-checkout-form';

/**
 * "I want an invoice" (issue 26; a dealer's order always gets one, so dealers are not asked): for a company,
 * its name and NIP (the checksum is checked with the form), or a consumer's invoice without NIP. The
 * invoice's address is the billing address.
 */
export function InvoiceStep({ form, lang }: { form: CheckoutForm; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  const { values } = form;
  return (
    <fieldset className={formStyles.group}>
      <legend className={formStyles.legend}>{t('invoice.title')}</legend>
      <Checkbox
        name="wantsInvoice"
        label={t('invoice.want')}
        checked={values.wantsInvoice}
        onChange={(event) => form.wantInvoice(event.target.checked)}
      />
      {values.wantsInvoice && (
        <>
          <RadioGroup
            legend={t('invoice.buyer')}
            name="invoice.buyer"
            orientation="horizontal"
            value={values['invoice.buyer']}
            onChange={(value) => form.set('invoice.buyer', value as 'company' | 'consumer')}
            options={[
              { value: 'company', label: t('invoice.company') },
              { value: 'consumer', label: t('invoice.consumer') },
            ]}
          />
          {values['invoice.buyer'] === 'company' ? (
            <div className={formStyles.grid}>
              <TextField
                className={formStyles.wide}
                label={t('fields.companyName')}
                autoComplete="organization"
                required
                {...form.text('invoice.companyName')}
              />
              <TextField
                label={t('fields.taxId')}
                hint={t('fields.taxIdHint', { digits: TAX_ID_DIGITS })}
                inputMode="numeric"
                required
                {...form.text('invoice.taxId')}
              />
            </div>
          ) : (
            <p>{t('invoice.consumerNote')}</p>
          )}
        </>
      )}
    </fieldset>
  );
}
