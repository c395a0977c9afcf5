import type { ProductList } from '@shop/contracts';
import { MAX_PAGE_SIZE } from '@shop/contracts/list-params';
import { fetchProducts } from '../../api/catalog';

/** The workshop's services as the catalogue sells them (products of type 'service'), by name. */
export function fetchServices(signal?: AbortSignal): Promise<ProductList> {
  return fetchProducts({ type: 'service', sort: 'name', dir: 'asc', limit: MAX_PAGE_SIZE }, signal);
}
