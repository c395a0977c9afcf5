import type { StorefrontLanguage } from '@shop/i18n';
import { Badge, type BadgeTone } from '@shop/ui';
import type { CustomerPaymentStatus } from '../cart/types';
import { useCheckoutText } from '../screens/text';

const tones: Record<CustomerPaymentStatus, BadgeTone> = { paid: 'success', contact_us: 'warning', unpaid: 'neutral' };

/** Paid, unpaid, or "contact us" as a warning (SPEC §4). */
export function PaymentStatusBadge({ status, lang }: { status: CustomerPaymentStatus; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <Badge tone={tones[status] ?? 'neutral'} data-payment-status={status}>
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}

/** The order status's name; one added later on the server reads 'Unknown' rather than a key. */
export function useOrderStatusName(lang: StorefrontLanguage) {
  const t = useCheckoutText(lang);
  return (status: string) => t(`status.${status}`, { defaultValue: t('status.unknown') });
}
