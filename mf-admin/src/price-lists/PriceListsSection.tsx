import type { SectionScreenProps } from '../screens/section-screens';
import { PriceListCreatePage, PriceListPage, PriceListsListPage } from './PriceListPages';

/** The price lists section (`price_lists.*`): `/price-lists`, `/price-lists/new`, `/price-lists/:id`. */
export function PriceListsSection({ path: [first], staff }: SectionScreenProps) {
  if (!first) return <PriceListsListPage staff={staff} />;
  if (first === 'new') return <PriceListCreatePage />;
  return <PriceListPage key={first} id={first} staff={staff} />;
}
