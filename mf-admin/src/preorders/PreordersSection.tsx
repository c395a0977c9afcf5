import type { SectionScreenProps } from '../screens/section-screens';
import { PreorderSeasonCreatePage, PreorderSeasonPage, PreorderSeasonsListPage } from './PreorderSeasonPages';

/** The preorders section (`preorders.*`): `/preorders` the seasons, `/preorders/new`, `/preorders/:id`. */
export function PreordersSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <PreorderSeasonsListPage staff={staff} />;
  if (first === 'new') return <PreorderSeasonCreatePage />;
  return <PreorderSeasonPage key={first} id={first} staff={staff} />;
}
