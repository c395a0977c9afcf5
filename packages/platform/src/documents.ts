import type { PathsFor, RouteAt, RouteInput, ShopApi } from '@shop/contracts';
// The package by its own name: in a front end's bundle that is the page's shared @shop/platform, so this
// module, fetched on its own when a shopper asks for a file (`import('@shop/platform/documents')`), brings
// no second copy of the client, the language or the error texts.
import { createApiClient } from '@shop/platform';

// Documents (SPEC §7: GET /api/documents/…) and return attachments answer a file, not JSON. The gateway wants the application id
// header, which a plain link cannot send, so the file is fetched with the page's client — same headers, same
// errors (ApiError, NetworkError) — keeping hold of the raw answer, and handed to the browser as a download.
// Not part of the package's main entry: no first visit carries it.

/**
 * The public table's paths that answer a file: documents, the attachments of a return (the customer's and
 * staff's), a return's service report and a saved price list's PDF for staff and the dealers' downloads, and
 * an invoice's files (its XML, UPO and PDF for staff, its XML for its buyer), an insurance claim's documents and
 * a review's photo for staff.
 */
export type DocumentPath = Extract<
  PathsFor<ShopApi, 'GET'>,
  | `/api/documents/${string}`
  | `/api/rma/${string}/files/${string}`
  | `/api/admin/returns/${string}/files/${string}`
  | `/api/admin/orders/${string}/files/${string}`
  | `/api/admin/returns/${string}/report/${string}`
  | `/api/admin/price-lists/${string}/document/${string}`
  | `/api/catalog/downloads/${string}`
  | `/api/admin/invoices/${string}`
  | `/api/orders/invoices/${string}`
  | `/api/admin/insurance/policies/${string}/documents/${string}`
  | `/api/admin/reviews/${string}/photo`
>;

/** The file a document route answers; rejects as every other call does when the gateway refuses. */
export async function fetchDocument<P extends DocumentPath>(
  path: P,
  input: RouteInput<RouteAt<ShopApi, 'GET', P>, P>,
  { signal, appId }: { signal?: AbortSignal; appId?: string } = {},
): Promise<Blob> {
  let answer: Response | undefined;
  const client = createApiClient({
    appId,
    fetch: async (url, init) => {
      answer = await fetch(url, init);
      // The client reads its copy (as text, for the error shape); the file is read from the original.
      return answer.clone();
    },
  });
  // The document paths are GET paths of the table, so the typed call takes the same input.
  await (client.get as (path: string, input: unknown, options: unknown) => Promise<unknown>)(path, input, { signal });
  if (!answer) throw new Error(`${path}: no answer`);
  return answer.blob();
}

/** Hands a file to the browser as a download named `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL is only freed later, as some browsers read it late.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
