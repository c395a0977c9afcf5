import type { SectionScreenProps } from '../screens/section-screens';
import { AdminCreatePage } from './AdminCreatePage';
import { AdminDetailPage } from './AdminDetailPage';
import { AdminsListPage } from './AdminsListPage';

/** The admins section (`admins.*`): `/admins` the list, `/admins/new` an invitation, `/admins/:id` one account. */
export function AdminsSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <AdminsListPage staff={staff} />;
  if (first === 'new') return <AdminCreatePage staff={staff} />;
  return <AdminDetailPage key={first} id={first} staff={staff} />;
}
