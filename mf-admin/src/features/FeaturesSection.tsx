import type { SectionScreenProps } from '../screens/section-screens';
import { FeatureCreatePage, FeaturePage, FeaturesListPage } from './FeaturePages';

/** The features section (`features.*`): `/features` the list, `/features/new`, `/features/:id`. */
export function FeaturesSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <FeaturesListPage staff={staff} />;
  if (first === 'new') return <FeatureCreatePage />;
  return <FeaturePage key={first} id={first} staff={staff} />;
}
