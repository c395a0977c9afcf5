import type {
  AdminReturnDetail,
  AdminReturnItemStatusChange,
  AdminReturnStageChange,
  AdminReturnStatusChange,
  AdminReturnSummary,
  HistoryAnswer,
  ListAnswer,
  ReturnAssignee,
  ReturnMessage,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The returns section's calls (packages/contracts/src/api/admin/returns.ts): returns and claims in `rma`.

export function listReturns(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminReturnSummary>> {
  return adminApi.get('/api/admin/returns', { query }, { signal });
}

export function getReturn(id: string, signal?: AbortSignal): Promise<AdminReturnDetail> {
  return adminApi.get('/api/admin/returns/:id', { params: { id } }, { signal });
}

/** Moves the return from the status the screen showed (409 when it moved meanwhile). */
export function changeReturnStatus(id: string, body: AdminReturnStatusChange): Promise<AdminReturnDetail> {
  return adminApi.post('/api/admin/returns/:id/status', { params: { id }, body });
}

/** Corrects the stage from the one the screen showed (409 when it changed meanwhile); audited. */
export function changeReturnStage(id: string, body: AdminReturnStageChange): Promise<AdminReturnDetail> {
  return adminApi.post('/api/admin/returns/:id/stage', { params: { id }, body });
}

/** A message in the thread the customer reads. */
export function answerReturn(id: string, text: string): Promise<ReturnMessage> {
  return adminApi.post('/api/admin/returns/:id/messages', { params: { id }, body: { text } });
}

/** A note only staff read. */
export function addReturnNote(id: string, text: string): Promise<AdminReturnDetail> {
  return adminApi.post('/api/admin/returns/:id/notes', { params: { id }, body: { text } });
}

export function returnHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/returns/:id/history', { params: { id }, query }, { signal });
}

/** The action taken on one item; `refunded` with `refund.amount` gives the money back to the linked order. */
export function changeReturnItem(
  id: string,
  itemId: string,
  body: AdminReturnItemStatusChange,
): Promise<AdminReturnDetail> {
  return adminApi.post('/api/admin/returns/:id/items/:itemId/status', { params: { id, itemId }, body });
}

/** Links the return to the order it came from, by the order's number. */
export function linkReturnOrder(id: string, number: string): Promise<AdminReturnDetail> {
  return adminApi.post('/api/admin/returns/:id/order', { params: { id }, body: { number } });
}

/** Active staff who may work on returns: who a return can be given to. */
export function returnAssignees(signal: AbortSignal): Promise<{ items: ReturnAssignee[] }> {
  return adminApi.get('/api/admin/returns/assignees', {}, { signal });
}

/** The calling staff member takes the return ('me'), lets it go ('nobody') or gives it to a colleague (id). */
export function assignReturn(id: string, assignee: string): Promise<AdminReturnDetail> {
  return adminApi.post('/api/admin/returns/:id/assignee', { params: { id }, body: { assignee } });
}

/** Downloads an attachment of a return under its name (a plain link cannot carry the panel's application id). */
export async function downloadReturnFile(returnId: string, file: { id: string; name: string }): Promise<void> {
  const { fetchDocument, saveFile } = await import('@shop/platform/documents');
  const blob = await fetchDocument(
    '/api/admin/returns/:id/files/:fileId',
    { params: { id: returnId, fileId: file.id } },
    { appId: 'shop-admin' },
  );
  saveFile(blob, file.name);
}

/** Downloads the return's service report in `lang` (documents prints it; staff with returns.generate_report). */
export async function downloadServiceReport(returnId: string, lang: 'pl' | 'en', number: string): Promise<void> {
  const { fetchDocument, saveFile } = await import('@shop/platform/documents');
  const blob = await fetchDocument(
    '/api/admin/returns/:id/report/:lang',
    { params: { id: returnId, lang } },
    { appId: 'shop-admin' },
  );
  saveFile(blob, `${lang === 'pl' ? 'raport-serwisowy' : 'service-report'}-${number.replace(/[^\w-]+/g, '-')}.pdf`);
}
