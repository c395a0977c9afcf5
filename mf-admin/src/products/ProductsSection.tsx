import type { SectionScreenProps } from '../screens/section-screens';
import { ProductCreatePage } from './ProductCreatePage';
import { ProductPage } from './ProductPage';
import { ProductsListPage } from './ProductsListPage';

/** The products section (`products.*`): the list, `/products/new` a new one, `/products/:id` one product. */
export function ProductsSection({ path: [id], staff }: SectionScreenProps) {
  if (!id) return <ProductsListPage staff={staff} />;
  if (id === 'new' && staff.may('products.create')) return <ProductCreatePage staff={staff} />;
  return <ProductPage key={id} id={id} staff={staff} />;
}
