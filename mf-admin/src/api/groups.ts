import type {
  CustomerAdminAnswer,
  CustomerGroupAnswer,
  CustomerGroupInput,
  HistoryAnswer,
  ListAnswer,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The groups section's calls (packages/contracts/src/api/admin/groups.ts): customer groups in `accounts`.

export function listGroups(query: ListState, signal: AbortSignal): Promise<ListAnswer<CustomerGroupAnswer>> {
  return adminApi.get('/api/admin/groups', { query }, { signal });
}

export function getGroup(id: string, signal?: AbortSignal): Promise<CustomerGroupAnswer> {
  return adminApi.get('/api/admin/groups/:id', { params: { id } }, { signal });
}

export function createGroup(body: CustomerGroupInput): Promise<CustomerGroupAnswer> {
  return adminApi.post('/api/admin/groups', { body });
}

export function changeGroup(id: string, body: CustomerGroupInput): Promise<CustomerGroupAnswer> {
  return adminApi.patch('/api/admin/groups/:id', { params: { id }, body });
}

export function deleteGroup(id: string): Promise<{ deleted: true }> {
  return adminApi.delete('/api/admin/groups/:id', { params: { id } });
}

export function groupHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/groups/:id/history', { params: { id }, query }, { signal });
}

/** Puts a customer in a group, or (null) in none. */
export function setCustomerGroup(customerId: string, groupId: string | null): Promise<CustomerAdminAnswer> {
  return adminApi.put('/api/admin/customers/:id/group', { params: { id: customerId }, body: { groupId } });
}
