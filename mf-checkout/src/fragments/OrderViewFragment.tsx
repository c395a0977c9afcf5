import type { StorefrontLanguage } from '@shop/i18n';
import { useLanguage } from '@shop/platform';
import type { ReactNode } from 'react';
import type { OrderDetail } from '../cart/types';
import { OrderView } from '../order-view/OrderView';

export interface OrderViewFragmentProps {
  /** The order as GET /api/orders/:id answers it (`order`). */
  order: OrderDetail;
  /** The page's language; the platform's current one when left out. */
  lang?: StorefrontLanguage;
  /** The guest token of the order's links; a signed-in owner needs none. */
  token?: string;
  /** The host page's own actions, shown beside "pay now". */
  actions?: ReactNode;
}

/**
 * One order — its lines, totals, addresses, statuses and "pay now" — for another team's page (exposed as
 * mf-checkout/order-view): the account's order details show it. The host reads the order; paying it and
 * the transfer details are this team's calls.
 */
export default function OrderViewFragment({ order, lang, token, actions }: OrderViewFragmentProps) {
  const pageLang = useLanguage();
  return <OrderView order={order} lang={lang ?? pageLang} token={token} actions={actions} />;
}
