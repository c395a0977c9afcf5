import type { StorefrontLanguage } from '@shop/i18n';
import { Checkbox } from '@shop/ui';
import { useCheckoutText } from '../screens/text';

/**
 * The consent to the immediate delivery of downloads, losing the right of withdrawal (required, unticked:
 * docs/decisions/withdrawal-rights.md), asked of a retail buyer at checkout and when accepting a proposal.
 */
export function ImmediateDeliveryConsent({
  lang,
  checked,
  onChange,
  error,
}: {
  lang: StorefrontLanguage;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const t = useCheckoutText(lang);
  return (
    <Checkbox
      name="consents.immediateDelivery"
      required
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      error={error}
      label={t('consents.immediateDelivery')}
      hint={t('consents.immediateDeliveryHint')}
    />
  );
}
