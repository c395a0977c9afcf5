import type { StorefrontLanguage } from '@shop/i18n';
import { RadioGroup } from '@shop/ui';
import { useCheckoutText } from '../screens/text';
import formStyles from './checkout.module.css';
import type { CheckoutValues } from './checkout-form';

/** The answer as the radios hold it: none chosen yet, professional, or a sole trader's with consumer rights. */
export type PurchasePurpose = CheckoutValues['professionalPurchase'];

/**
 * A company buyer's question (issue 27, docs/decisions/withdrawal-rights.md): is the purchase connected with
 * their business? A sole trader buying outside it has consumer rights, the right of withdrawal among them
 * (Polish law since 2021). No answer is chosen for them; the form asks for one. Dealers are not asked. Asked at
 * checkout and when accepting a proposal.
 */
export function PurchasePurposeStep({
  lang,
  value,
  onChange,
  error,
}: {
  lang: StorefrontLanguage;
  value: PurchasePurpose;
  onChange: (value: PurchasePurpose) => void;
  error?: string;
}) {
  const t = useCheckoutText(lang);
  return (
    <div className={formStyles.group} data-purchase-purpose="">
      <RadioGroup
        legend={t('purpose.title')}
        name="professionalPurchase"
        required
        hint={t('purpose.hint')}
        value={value}
        onChange={(chosen) => onChange(chosen as PurchasePurpose)}
        error={error}
        options={[
          { value: 'yes', label: t('purpose.professional') },
          { value: 'no', label: t('purpose.private') },
        ]}
      />
    </div>
  );
}
