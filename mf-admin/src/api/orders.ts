import type {
  AdminOrderDetail,
  AdminOrderStatusChange,
  AdminOrderSummary,
  AdminTransaction,
  HistoryAnswer,
  ListAnswer,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The orders section's calls (packages/contracts/src/api/admin/orders.ts) and an order's payment attempts
// (api/admin/transactions.ts, in payments).

export function listOrders(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminOrderSummary>> {
  return adminApi.get('/api/admin/orders', { query }, { signal });
}

export function getOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return adminApi.get('/api/admin/orders/:id', { params: { id } }, { signal });
}

/** Moves the order from the status the screen showed (409 when it moved meanwhile). */
export function changeOrderStatus(id: string, body: AdminOrderStatusChange): Promise<AdminOrderDetail> {
  return adminApi.post('/api/admin/orders/:id/status', { params: { id }, body });
}

/** Confirms a submitted preorder from the version staff saw: payable by transfer at today's PLN rate. */
export function confirmPreorder(id: string, version: number): Promise<AdminOrderDetail> {
  return adminApi.post('/api/admin/orders/:id/preorder-confirmation', { params: { id }, body: { version } });
}

export function orderHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/orders/:id/history', { params: { id }, query }, { signal });
}

/** The order's payment attempts, newest first (staff holding transactions.list). */
export function orderTransactions(orderId: string, signal: AbortSignal): Promise<ListAnswer<AdminTransaction>> {
  return adminApi.get('/api/admin/transactions', { query: { filters: { orderId }, limit: 100 } }, { signal });
}

/** Downloads a file a shopper chose for an option of an order line (a logo to print), under its name. */
export async function downloadOrderLineFile(orderId: string, file: { id: string; name: string }): Promise<void> {
  const { fetchDocument, saveFile } = await import('@shop/platform/documents');
  const blob = await fetchDocument(
    '/api/admin/orders/:id/files/:fileId',
    { params: { id: orderId, fileId: file.id } },
    { appId: 'shop-admin' },
  );
  saveFile(blob, file.name);
}
