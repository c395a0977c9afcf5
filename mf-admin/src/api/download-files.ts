import type { ProductDownloadFile } from '@shop/contracts';
import type { UploadProgress } from '@shop/platform';
import { adminApi } from './client';

// The file a download product delivers to its buyers (issue 24), kept by the orders service.

export async function getDownloadFile(productId: number, signal?: AbortSignal): Promise<ProductDownloadFile | null> {
  const answer = await adminApi.get(
    '/api/admin/products/:id/download-file',
    { params: { id: String(productId) } },
    { signal },
  );
  return answer.file;
}

/** Attaches (or replaces) the product's file, reporting its progress; the server checks its content. */
export async function attachDownloadFile(
  productId: number,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<ProductDownloadFile | null> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await adminApi.upload('/api/admin/products/:id/download-file', form, {
    onProgress,
    params: { id: String(productId) },
  });
  return answer.file;
}
