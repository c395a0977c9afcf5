import type { StorefrontLanguage } from '@shop/i18n';
import { describeError } from '@shop/platform';
import { ConfirmButton } from '@shop/ui';
import { cancelOrder } from '../api/orders';
import type { OrderDetail } from '../cart/types';
import { useCheckoutText } from '../screens/text';

// "Cancel order" on the order's own page, for the holder of the e-mailed link too (issue 23): asked in a
// dialog whose first focus keeps the order; the service decides whether the order can still be cancelled.

export function CancelOrder({
  order,
  token,
  lang,
  onCancelled,
}: {
  order: OrderDetail;
  token?: string;
  lang: StorefrontLanguage;
  onCancelled: () => void;
}) {
  const t = useCheckoutText(lang);
  if (!order.cancellable) return null;
  return (
    <ConfirmButton
      label={t('orderConfirmation.cancel.action')}
      title={t('orderConfirmation.cancel.title', { number: order.number })}
      confirmLabel={t('orderConfirmation.cancel.confirm')}
      keepLabel={t('orderConfirmation.cancel.keep')}
      closeLabel={t('orderConfirmation.cancel.close')}
      onConfirm={async () => {
        await cancelOrder(order.id, token);
        onCancelled();
      }}
      errorOf={(error) => describeError(error, lang)}
    >
      <p>{t('orderConfirmation.cancel.text')}</p>
    </ConfirmButton>
  );
}
