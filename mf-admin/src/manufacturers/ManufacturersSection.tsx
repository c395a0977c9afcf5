import type { SectionScreenProps } from '../screens/section-screens';
import { ManufacturerCreatePage, ManufacturerPage, ManufacturersListPage } from './ManufacturerPages';

/** The manufacturers section (product safety, `products.*`): the list, `/manufacturers/new`, `/manufacturers/:id`. */
export function ManufacturersSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <ManufacturersListPage staff={staff} />;
  if (first === 'new') return <ManufacturerCreatePage />;
  return <ManufacturerPage key={first} id={first} staff={staff} />;
}
