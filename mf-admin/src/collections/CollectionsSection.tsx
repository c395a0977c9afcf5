import type { SectionScreenProps } from '../screens/section-screens';
import { CollectionCreatePage, CollectionPage } from './CollectionPages';
import { CollectionsTreePage } from './CollectionsTreePage';

/** The collections section (`collections.*`): `/collections` the tree, `/collections/new`, `/collections/:id`. */
export function CollectionsSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <CollectionsTreePage staff={staff} />;
  if (first === 'new') return <CollectionCreatePage />;
  return <CollectionPage key={first} id={first} staff={staff} />;
}
