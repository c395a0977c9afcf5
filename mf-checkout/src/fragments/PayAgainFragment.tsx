import type { StorefrontLanguage } from '@shop/i18n';
import { useLanguage } from '@shop/platform';
import type { ButtonSize } from '@shop/ui';
import type { OrderSummary } from '../cart/types';
import { PayAgainButton } from '../order-view/PayAgainButton';
import { canPayAgain } from '../payment/payment';

export interface PayAgainFragmentProps {
  /** A row of GET /api/orders: the button shows only while the order waits for an online payment. */
  order: Pick<OrderSummary, 'id' | 'number' | 'payable' | 'paymentMethod'>;
  /** The page's language; the platform's current one when left out. */
  lang?: StorefrontLanguage;
  size?: ButtonSize;
}

/**
 * "Pay now" for one order of a list (exposed as mf-checkout/pay-again): the account's order history shows
 * it in each row; it draws nothing for an order that cannot be paid again.
 */
export default function PayAgainFragment({ order, lang, size }: PayAgainFragmentProps) {
  const pageLang = useLanguage();
  if (!canPayAgain(order)) return null;
  return <PayAgainButton order={order} lang={lang ?? pageLang} size={size} named />;
}
