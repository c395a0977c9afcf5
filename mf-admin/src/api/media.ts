import type {
  AdminProductPictures,
  AdminProductPicturesChange,
  HistoryAnswer,
  ListAnswer,
  MediaFile,
  MediaFileChange,
  MediaFolder,
  MediaFolderList,
  MediaUploadAnswer,
  NewMediaFolder,
} from '@shop/contracts';
import type { UploadProgress } from '@shop/platform';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The media library's calls (packages/contracts/src/api/admin/media.ts): folders, files and a product's
// pictures in `catalog`. Files go up one per request, so each has its own progress bar and its own answer.

export function listFolders(signal?: AbortSignal): Promise<MediaFolderList> {
  return adminApi.get('/api/admin/media/folders', {}, { signal });
}

export function createFolder(body: NewMediaFolder): Promise<MediaFolder> {
  return adminApi.post('/api/admin/media/folders', { body });
}

export function renameFolder(id: number, version: number, name: string): Promise<MediaFolder> {
  return adminApi.patch('/api/admin/media/folders/:id', { params: { id: String(id) }, body: { version, name } });
}

export function deleteFolder(id: number): Promise<unknown> {
  return adminApi.delete('/api/admin/media/folders/:id', { params: { id: String(id) } });
}

export function listFiles(query: ListState, signal: AbortSignal): Promise<ListAnswer<MediaFile>> {
  return adminApi.get('/api/admin/media/files', { query }, { signal });
}

/** Uploads one file into a folder (null: the top level), reporting its progress. */
export async function uploadFile(
  file: File,
  folderId: number | null,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<MediaFile> {
  const form = new FormData();
  if (folderId !== null) form.append('folderId', String(folderId));
  form.append('files', file, file.name);
  const answer: MediaUploadAnswer = await adminApi.upload('/api/admin/media/files', form, { onProgress, signal });
  const [uploaded] = answer?.files ?? [];
  if (typeof uploaded?.id !== 'string') throw new Error('The upload answered no file');
  return uploaded;
}

export function getFile(id: string, signal?: AbortSignal): Promise<MediaFile> {
  return adminApi.get('/api/admin/media/files/:id', { params: { id } }, { signal });
}

/** Saves the fields sent at the version read; 409 when someone saved the file meanwhile. */
export function changeFile(id: string, body: MediaFileChange): Promise<MediaFile> {
  return adminApi.patch('/api/admin/media/files/:id', { params: { id }, body });
}

export function deleteFile(id: string): Promise<unknown> {
  return adminApi.delete('/api/admin/media/files/:id', { params: { id } });
}

export function fileHistory(
  id: string,
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> {
  return adminApi.get('/api/admin/media/files/:id/history', { params: { id }, query }, { signal });
}

export function getProductPictures(productId: number, signal?: AbortSignal): Promise<AdminProductPictures> {
  return adminApi.get('/api/admin/products/:id/pictures', { params: { id: String(productId) } }, { signal });
}

/** Saves the product's pictures at the product's version; 409 when the product changed meanwhile. */
export function saveProductPictures(
  productId: number,
  body: AdminProductPicturesChange,
): Promise<AdminProductPictures> {
  return adminApi.put('/api/admin/products/:id/pictures', { params: { id: String(productId) }, body });
}
