import type { SectionScreenProps } from '../screens/section-screens';
import { CustomerDetailPage } from './CustomerDetailPage';
import { CustomersListPage } from './CustomersListPage';
import { DealerCreatePage } from './DealerCreatePage';
import { TrainingParticipantsPage } from './TrainingParticipantsPage';

/**
 * The customers section (`customers.*`): the list, `/customers/new` a new dealer, `/customers/training` the
 * service training participants, `/customers/:id` one customer.
 */
export function CustomersSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <CustomersListPage staff={staff} />;
  if (first === 'new') return <DealerCreatePage />;
  if (first === 'training') return <TrainingParticipantsPage staff={staff} />;
  return <CustomerDetailPage key={first} id={first} staff={staff} />;
}
