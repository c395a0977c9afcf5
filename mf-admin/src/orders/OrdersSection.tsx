import type { SectionScreenProps } from '../screens/section-screens';
import { NewProposalPage } from './NewProposalPage';
import { OrderDetailPage } from './OrderDetailPage';
import { OrdersListPage } from './OrdersListPage';

/** The orders section (`orders.*`): `/orders` the list, `/orders/:id` one order, `/orders/new-proposal` an offer. */
export function OrdersSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <OrdersListPage mayCreate={staff.may('orders.create')} />;
  if (first === 'new-proposal' && staff.may('orders.create')) return <NewProposalPage />;
  return <OrderDetailPage key={first} id={first} staff={staff} />;
}
