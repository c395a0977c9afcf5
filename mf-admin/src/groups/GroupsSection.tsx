import type { SectionScreenProps } from '../screens/section-screens';
import { GroupCreatePage, GroupDetailPage } from './GroupPages';
import { GroupsListPage } from './GroupsListPage';

/** The groups section (`groups.*`): the list, `/groups/new` a new group, `/groups/:id` one group and its members. */
export function GroupsSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <GroupsListPage staff={staff} />;
  if (first === 'new') return <GroupCreatePage />;
  return <GroupDetailPage key={first} id={first} staff={staff} />;
}
