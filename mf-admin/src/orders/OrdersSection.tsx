import type { SectionScreenProps } from '../screens/section-screens';
import { OrderDetailPage } from './OrderDetailPage';
import { OrdersListPage } from './OrdersListPage';

/** The orders section (`orders.*`): `/orders` the list, `/orders/:id` one order. */
export function OrdersSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <OrdersListPage />;
  return <OrderDetailPage key={first} id={first} staff={staff} />;
}
