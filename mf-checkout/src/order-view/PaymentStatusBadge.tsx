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

/** The two facts every view of an order shows: where it stands and whether it is paid (inside a <dl>). */
export function OrderStatusFacts({
  order,
  lang,
}: {
  order: { status: string; paymentStatus: CustomerPaymentStatus };
  lang: StorefrontLanguage;
}) {
  const t = useCheckoutText(lang);
  const statusName = useOrderStatusName(lang);
  return (
    <>
      <div>
        <dt>{t('order.status')}</dt>
        <dd data-order-status={order.status}>{statusName(order.status)}</dd>
      </div>
      <div>
        <dt>{t('order.paymentStatus')}</dt>
        <dd>
          <PaymentStatusBadge status={order.paymentStatus} lang={lang} />
        </dd>
      </div>
    </>
  );
}
