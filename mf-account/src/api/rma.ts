import type { NewReturnFields, ReturnDetail, ReturnItemInput, ReturnMessage, UploadedFile } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { api, type UploadProgress, useResource } from '@shop/platform';
import { useEffect } from 'react';

// The customer's returns and claims (SPEC §7 /api/rma): the list a page at a time, one return with its
// thread (asked again every 10 s while the tab is visible, so staff answers show without a reload), its
// attachments, and a new message. Attachments are uploaded one file per request as soon as they are chosen
// (each with its own progress), and the return or message then names them by id.

/** How often an open return's thread is asked again while the tab is visible. */
export const THREAD_POLL_MS = 10_000;

export function useReturns(page: number, lang: StorefrontLanguage) {
  return useResource(
    async (signal) => {
      const answer = await api.get('/api/rma', { query: { page } }, { signal });
      if (!Array.isArray(answer?.items)) throw new Error('The return list is not a list');
      return answer;
    },
    [page],
    lang,
  );
}

/** One return of the signed-in customer; another customer's answers 404 like one that does not exist. */
export function useReturn(id: string, lang: StorefrontLanguage) {
  const loaded = useResource(
    async (signal) => {
      const answer = await api.get('/api/rma/:id', { params: { id } }, { signal });
      if (!isReturn(answer)) throw new Error('The return is not a return');
      return answer;
    },
    [id],
    lang,
  );
  const { reload } = loaded;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, THREAD_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return loaded;
}

const isReturn = (value: ReturnDetail | undefined): value is ReturnDetail =>
  typeof value?.id === 'string' && Array.isArray(value.items) && Array.isArray(value.messages);

/** Where the browser opens an attachment of a return (served with its checked type, never sniffed). */
/**
 * Downloads an attachment of the customer's return under its name. A plain link cannot carry the application
 * id the gateway asks for, so the file is fetched by the page's client and handed to the browser.
 */
export async function downloadAttachment(returnId: string, file: { id: string; name: string }): Promise<void> {
  const { fetchDocument, saveFile } = await import('@shop/platform/documents');
  saveFile(await fetchDocument('/api/rma/:id/files/:fileId', { params: { id: returnId, fileId: file.id } }), file.name);
}

/** Uploads one chosen file ahead of the return or message that will name it; `onProgress` follows it. */
export async function uploadFile(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('files', file, file.name);
  const answer = await api.upload('/api/files/upload', form, { onProgress, signal });
  const [uploaded] = answer?.files ?? [];
  if (typeof uploaded?.id !== 'string') throw new Error('The upload answered no file');
  return uploaded;
}

/** Writes in the thread, with the ids of files uploaded ahead. */
export function sendReturnMessage(
  returnId: string,
  text: string,
  uploadIds: readonly string[],
): Promise<ReturnMessage> {
  const form = new FormData();
  form.append('returnId', returnId);
  form.append('text', text);
  form.append('uploads', JSON.stringify(uploadIds));
  return api.upload('/api/rma/message', form);
}

/** Files a return: the form's fields, its items as JSON and the ids of the files uploaded ahead. */
export function fileReturn(
  /** The form's text fields as typed; the server checks them (and answers field errors). */
  fields: { [K in Exclude<keyof NewReturnFields, 'items' | 'uploads' | 'orderId'>]-?: string } & { orderId?: string },
  items: readonly ReturnItemInput[],
  uploadIds: readonly string[],
): Promise<ReturnDetail> {
  const form = new FormData();
  // No order picked: the part is left out (an empty one is not an order id).
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== '') form.append(name, value);
  form.append('items', JSON.stringify(items));
  form.append('uploads', JSON.stringify(uploadIds));
  return api.upload('/api/rma', form);
}
