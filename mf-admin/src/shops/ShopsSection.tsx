import type { SectionScreenProps } from '../screens/section-screens';
import { ShopCreatePage, ShopPage } from './ShopPages';
import { ShopsListPage } from './ShopsListPage';

/** The shops section (`shops.*`): `/shops` the list, `/shops/new` a new shop, `/shops/:id` one shop. */
export function ShopsSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <ShopsListPage staff={staff} />;
  if (first === 'new') return <ShopCreatePage />;
  return <ShopPage key={first} id={first} staff={staff} />;
}
