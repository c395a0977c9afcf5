import type { AdminMail, ListAnswer } from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The e-mail log's calls (packages/contracts/src/api/admin/mails.ts): e-mails in `notifications`.

export function listMails(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminMail>> {
  return adminApi.get('/api/admin/mails', { query }, { signal });
}

/** Sends a failed e-mail again (`settings.general.update`); 422 when it did not fail. */
export function retryMail(id: string): Promise<AdminMail> {
  return adminApi.post('/api/admin/mails/:id/retry', { params: { id } });
}
