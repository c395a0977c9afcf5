import type { Executor } from '@shop/service-kit/db';
import type * as schema from '../db/schema';
import { generatedDocuments } from '../db/schema';

export type DocumentKind =
  | 'service-training-book'
  | 'catalogue'
  | 'product-card'
  | 'price-list'
  | 'service-report'
  | 'order-document'
  | 'invoice'
  | 'declaration'
  | 'warranty-terms'
  | 'user-manual';

/** Notes a PDF that was handed out; written after rendering, so only documents that exist are logged. */
export async function recordGeneratedDocument(
  db: Executor<typeof schema>,
  document: { kind: DocumentKind; language: string; subject: string; bytes: number },
): Promise<void> {
  await db.insert(generatedDocuments).values(document);
}
