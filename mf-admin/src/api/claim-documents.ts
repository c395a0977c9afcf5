import type { ClaimDocument, ClaimDocuments } from '@shop/contracts';
import type { UploadProgress } from '@shop/platform';
import { adminApi } from './client';

// The documents of an insurance claim (issue 25), kept by cms: the service desk (insurance.update) lists,
// attaches and downloads them.

export function listClaimDocuments(policyId: string, claimId: string, signal?: AbortSignal): Promise<ClaimDocuments> {
  return adminApi.get(
    '/api/admin/insurance/policies/:id/claims/:claimId/documents',
    { params: { id: policyId, claimId } },
    { signal },
  );
}

/** Attaches one file, reporting its progress; the server checks its content (PDF, JPG or PNG). */
export function attachClaimDocument(
  policyId: string,
  claimId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<ClaimDocuments> {
  const form = new FormData();
  form.append('file', file, file.name);
  return adminApi.upload('/api/admin/insurance/policies/:id/claims/:claimId/documents', form, {
    onProgress,
    params: { id: policyId, claimId },
  });
}

/** Downloads a document under its name (a plain link cannot carry the panel's application id). */
export async function downloadClaimDocument(policyId: string, claimId: string, document: ClaimDocument) {
  const { fetchDocument, saveFile } = await import('@shop/platform/documents');
  const blob = await fetchDocument(
    '/api/admin/insurance/policies/:id/claims/:claimId/documents/:documentId',
    { params: { id: policyId, claimId, documentId: document.id } },
    { appId: 'shop-admin' },
  );
  saveFile(blob, document.name);
}
