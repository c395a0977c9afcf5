import type { SectionScreenProps } from '../screens/section-screens';
import { FulfilmentPage, FulfilmentsPage } from '../shipments/ShipmentsPages';
import { NewItemPage, NewOperationPage, NewWarehousePage } from './OperationPages';
import { StockCountPage } from './StockCountPage';
import { OperationsPage, StockPage, WarehousesPage } from './WarehouseListsPages';

/**
 * The warehouse section (`warehouse.*`): `/warehouse` stock by item, `/warehouse/operations` the journal,
 * `/warehouse/operations/new` a new operation, `/warehouse/count` a stock count, `/warehouse/items/new` a new
 * item, `/warehouse/warehouses` the warehouses (`/new` adds one).
 */
export function WarehouseSection({ path, staff }: SectionScreenProps) {
  const [first, second] = path;
  if (first === 'operations' && second === 'new') return <NewOperationPage />;
  if (first === 'operations') return <OperationsPage staff={staff} />;
  if (first === 'items' && second === 'new') return <NewItemPage />;
  if (first === 'count') return <StockCountPage />;
  if (first === 'warehouses' && second === 'new') return <NewWarehousePage />;
  if (first === 'warehouses') return <WarehousesPage staff={staff} />;
  if (first === 'shipments' && second) return <FulfilmentPage key={second} id={second} staff={staff} />;
  if (first === 'shipments') return <FulfilmentsPage />;
  return <StockPage staff={staff} />;
}
