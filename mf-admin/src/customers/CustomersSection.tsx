import type { SectionScreenProps } from '../screens/section-screens';
import { CustomerDetailPage } from './CustomerDetailPage';
import { CustomersListPage } from './CustomersListPage';
import { DealerCreatePage } from './DealerCreatePage';

/** The customers section (`customers.*`): the list, `/customers/new` a new dealer, `/customers/:id` one customer. */
export function CustomersSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <CustomersListPage staff={staff} />;
  if (first === 'new') return <DealerCreatePage />;
  return <CustomerDetailPage key={first} id={first} staff={staff} />;
}
