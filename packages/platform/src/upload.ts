import { parseBody } from './answer';
import type { RequestQuery } from './api';
import { apiErrorOf, needsErrorTexts, networkError, withErrorTexts } from './errors';

// Uploads go through XMLHttpRequest because fetch cannot report upload progress (RMA attachments are up to
// 10 files of 10 MB each, SPEC §9). Same headers and the same error mapping as every other call.

export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell the size. */
  total: number;
  /** 0 to 100, whole numbers. */
  percent: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  query?: RequestQuery;
  /** The path's parameters (`/api/admin/products/:id/download-file`: `{ id }`). */
  params?: Record<string, unknown>;
}

interface SendOptions extends UploadOptions {
  headers: Record<string, string>;
  lang: string;
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError');
}

export function uploadWithProgress<T>(url: string, formData: FormData, options: SendOptions): Promise<T> {
  const { onProgress, signal, headers, lang } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);

    request.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      const percent = total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0;
      onProgress?.({ loaded: event.loaded, total, percent });
    };
    const onAbort = () => request.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    request.onload = () => {
      settle();
      const text = typeof request.responseText === 'string' ? request.responseText : '';
      const body = parseBody(text, request.getResponseHeader('content-type'));
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else if (!needsErrorTexts(body)) reject(apiErrorOf(request.status, body, lang));
      else void withErrorTexts(() => apiErrorOf(request.status, body, lang)).then(reject);
    };
    request.onerror = () => {
      settle();
      void withErrorTexts(() => networkError(lang)).then(reject);
    };
    request.onabort = () => {
      settle();
      reject(abortReason(signal));
    };
    request.send(formData);
  });
}
