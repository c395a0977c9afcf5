import type { StorefrontLanguage } from '@shop/i18n';
import { RadioGroup } from '@shop/ui';
import { useCheckoutText } from '../screens/text';
import formStyles from './checkout.module.css';
import type { CheckoutValues } from './checkout-form';
import type { CheckoutForm } from './use-checkout-form';

/**
 * A company buyer's question (issue 27, docs/decisions/withdrawal-rights.md): is the purchase connected with
 * their business? A sole trader buying outside it has consumer rights, the right of withdrawal among them
 * (Polish law since 2021). No answer is chosen for them; the form asks for one. Dealers are not asked.
 */
export function PurchasePurposeStep({ form, lang }: { form: CheckoutForm; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <div className={formStyles.group} data-purchase-purpose="">
      <RadioGroup
        legend={t('purpose.title')}
        name="professionalPurchase"
        required
        hint={t('purpose.hint')}
        value={form.values.professionalPurchase}
        onChange={(value) => form.set('professionalPurchase', value as CheckoutValues['professionalPurchase'])}
        error={form.errors.professionalPurchase}
        options={[
          { value: 'yes', label: t('purpose.professional') },
          { value: 'no', label: t('purpose.private') },
        ]}
      />
    </div>
  );
}
