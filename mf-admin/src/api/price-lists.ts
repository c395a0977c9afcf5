import type {
  AdminPriceList,
  HistoryAnswer,
  ListAnswer,
  PriceListChange,
  PriceListInput,
  StorefrontLanguage,
} from '@shop/contracts';
import { slugOf } from '@shop/contracts/format';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The price lists section's calls (packages/contracts/src/api/admin/price-lists.ts): saved definitions in
// `accounts`; the PDF of one is printed by documents.

export function listPriceLists(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminPriceList>> {
  return adminApi.get('/api/admin/price-lists', { query }, { signal });
}

export function getPriceList(id: string, signal?: AbortSignal): Promise<AdminPriceList> {
  return adminApi.get('/api/admin/price-lists/:id', { params: { id } }, { signal });
}

export function createPriceList(body: PriceListInput): Promise<AdminPriceList> {
  return adminApi.post('/api/admin/price-lists', { body });
}

/** 409 when someone saved the list after `body.version` was read. */
export function changePriceList(id: string, body: PriceListChange): Promise<AdminPriceList> {
  return adminApi.patch('/api/admin/price-lists/:id', { params: { id }, body });
}

export async function deletePriceList(id: string): Promise<void> {
  await adminApi.delete('/api/admin/price-lists/:id', { params: { id } });
}

export function priceListHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/price-lists/:id/history', { params: { id }, query }, { signal });
}

/** 'Dealerzy 2027 – ł' → 'dealerzy-2027-l', as documents names the file. */
const fileSlug = (name: string) => slugOf(name, 60) || 'price-list';

/** Prints a saved list as a PDF in `lang` and saves it (a plain link cannot carry the panel's application id). */
export async function downloadPriceListPdf(
  list: { id: string; name: string },
  lang: StorefrontLanguage,
): Promise<void> {
  const { id } = list;
  const { fetchDocument, saveFile } = await import('@shop/platform/documents');
  const blob = await fetchDocument(
    '/api/admin/price-lists/:id/document/:lang',
    { params: { id, lang } },
    { appId: 'shop-admin' },
  );
  saveFile(blob, `${fileSlug(list.name)}-${lang}.pdf`);
}
