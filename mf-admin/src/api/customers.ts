import type {
  CustomerAdminAnswer,
  CustomerProfileInput,
  DealerInvitation,
  HistoryAnswer,
  ListAnswer,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The customers section's calls (packages/contracts/src/api/admin/customers.ts): customer accounts in `accounts`.

export function listCustomers(query: ListState, signal: AbortSignal): Promise<ListAnswer<CustomerAdminAnswer>> {
  return adminApi.get('/api/admin/customers', { query }, { signal });
}

export function getCustomer(id: string, signal?: AbortSignal): Promise<CustomerAdminAnswer> {
  return adminApi.get('/api/admin/customers/:id', { params: { id } }, { signal });
}

/** Creates the dealer (inactive) and sends the activation e-mail. */
export function createDealer(body: DealerInvitation): Promise<CustomerAdminAnswer> {
  return adminApi.post('/api/admin/customers', { body });
}

export function editCustomer(id: string, body: CustomerProfileInput): Promise<CustomerAdminAnswer> {
  return adminApi.patch('/api/admin/customers/:id', { params: { id }, body });
}

/** Blocks the customer: their sessions end at once. */
export function blockCustomer(id: string): Promise<CustomerAdminAnswer> {
  return adminApi.post('/api/admin/customers/:id/block', { params: { id } });
}

export function unblockCustomer(id: string): Promise<CustomerAdminAnswer> {
  return adminApi.post('/api/admin/customers/:id/unblock', { params: { id } });
}

export function customerHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/customers/:id/history', { params: { id }, query }, { signal });
}
