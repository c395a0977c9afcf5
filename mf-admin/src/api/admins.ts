import type { HistoryAnswer, ListAnswer, StaffChange, StaffInvitation, StaffMemberAnswer } from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The admins section's calls (packages/contracts/src/api/admin/admins.ts): staff accounts in `accounts`.

export function listStaff(query: ListState, signal: AbortSignal): Promise<ListAnswer<StaffMemberAnswer>> {
  return adminApi.get('/api/admin/admins', { query }, { signal });
}

export function getStaffMember(id: string, signal?: AbortSignal): Promise<StaffMemberAnswer> {
  return adminApi.get('/api/admin/admins/:id', { params: { id } }, { signal });
}

/** Creates the account (pending) and sends the admin welcome e-mail. */
export function inviteStaff(body: StaffInvitation): Promise<StaffMemberAnswer> {
  return adminApi.post('/api/admin/admins', { body });
}

export function changeStaff(id: string, body: StaffChange): Promise<StaffMemberAnswer> {
  return adminApi.patch('/api/admin/admins/:id', { params: { id }, body });
}

export function resendWelcome(id: string): Promise<StaffMemberAnswer> {
  return adminApi.post('/api/admin/admins/:id/welcome', { params: { id } });
}

export function staffHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/admins/:id/history', { params: { id }, query }, { signal });
}
