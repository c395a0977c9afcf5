import type { SectionScreenProps } from '../screens/section-screens';
import { OptionCreatePage, OptionPage } from './OptionPages';
import { OptionsListPage } from './OptionsListPage';

/** The options section (`options.*`): `/options` the list, `/options/new`, `/options/:id`. */
export function OptionsSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <OptionsListPage staff={staff} />;
  if (first === 'new') return <OptionCreatePage />;
  return <OptionPage key={first} id={first} staff={staff} />;
}
