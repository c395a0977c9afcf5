import type { SectionScreenProps } from '../screens/section-screens';
import { ProductPage } from './ProductPage';
import { ProductsListPage } from './ProductsListPage';

/** The products section (`products.*`): the list, `/products/:id` one product. */
export function ProductsSection({ path: [id], staff }: SectionScreenProps) {
  if (!id) return <ProductsListPage />;
  return <ProductPage key={id} id={id} staff={staff} />;
}
