import type { OrderDetail, OrderSummary } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { FragmentSlot } from '@shop/remote-kit/fragments';
import { Alert, Button, type ButtonSize, Skeleton } from '@shop/ui';
import type { ReactNode } from 'react';
import { useAccountText } from '../screens/text';

// The checkout team's fragments on the account's order pages: the order's view with "pay now", and "pay
// now" alone in a row of the order history. Orders and their payment are theirs; the account frames them.

/** What mf-checkout/order-view takes. */
export interface OrderViewProps {
  order: OrderDetail;
  lang: StorefrontLanguage;
  /** The account's own actions, shown beside "pay now". */
  actions?: ReactNode;
}

/** What mf-checkout/pay-again takes: it draws nothing for an order that cannot be paid again. */
export interface PayAgainProps {
  order: Pick<OrderSummary, 'id' | 'number' | 'payable' | 'paymentMethod'>;
  lang: StorefrontLanguage;
  size?: ButtonSize;
}

/** One order: lines, totals, addresses, statuses and "pay now" (mf-checkout/order-view). */
export function CheckoutOrderView(props: OrderViewProps) {
  const t = useAccountText(props.lang);
  return (
    <FragmentSlot
      id="mf-checkout/order-view"
      props={props}
      loading={<Skeleton lines={6} label={t('orderDetails.loading')} />}
      failed={(retry) => (
        <Alert tone="warning" title={t('orderDetails.viewFailed')}>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      )}
    />
  );
}

/** "Pay now" for a row of the order history (mf-checkout/pay-again); nothing while it loads or if it fails. */
export function CheckoutPayAgain(props: PayAgainProps) {
  return <FragmentSlot id="mf-checkout/pay-again" props={props} loading={null} failed={() => null} />;
}
