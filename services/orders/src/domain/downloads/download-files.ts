import type { IncomingMessage } from 'node:http';
import { DOWNLOAD_FILE_MAX_BYTES, type ProductDownloadFile, translate } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { recordAudit } from '@shop/service-kit/db';
import { readUpload } from '@shop/service-kit/files';
import { eq } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import type * as schema from '../../db/schema';
import { downloadFiles } from '../../db/schema';

// The file a download product delivers, attached by staff in the product editor (products.update). It is
// checked by content as it streams into the file store (a PDF or a ZIP, at most DOWNLOAD_FILE_MAX_BYTES): a
// file that is not what its name says, too big or empty is refused and nothing is kept. A new file replaces
// the old one for every link, also those already sent: buyers get the current edition.

type Db = Executor<typeof schema>;
type FileRow = typeof downloadFiles.$inferSelect;

const toProductDownloadFile = (row: FileRow): ProductDownloadFile => ({
  productId: row.productId,
  name: row.name,
  mime: row.mime,
  size: row.size,
  uploadedAt: row.uploadedAt.toISOString(),
});

export async function readDownloadFile(db: Db, productId: number): Promise<ProductDownloadFile | null> {
  const [row] = await db.select().from(downloadFiles).where(eq(downloadFiles.productId, productId)).limit(1);
  return row ? toProductDownloadFile(row) : null;
}

const auditFields = (row: FileRow | undefined) =>
  row ? { name: row.name, mime: row.mime, size: row.size, sha256: row.sha256 } : undefined;

export async function attachDownloadFile(
  context: OrdersContext,
  staff: StaffMember,
  productId: number,
  req: IncomingMessage,
  lang: string,
): Promise<ProductDownloadFile> {
  const upload = await readUpload(req, context.files, {
    accept: ['document', 'archive'],
    maxBytes: DOWNLOAD_FILE_MAX_BYTES,
    maxFiles: 1,
  });
  const [file] = upload.files;
  if (!file) throw new AppError('validation_failed', { fields: { file: translate('field.required', lang) } });
  const now = context.clock.now();
  const values = {
    productId,
    fileId: file.id,
    name: file.name,
    mime: file.mime,
    size: file.size,
    sha256: file.sha256,
    uploadedAt: now,
  };
  let replaced: FileRow | undefined;
  try {
    await context.transaction(async (tx) => {
      [replaced] = await tx.select().from(downloadFiles).where(eq(downloadFiles.productId, productId)).for('update');
      await tx
        .insert(downloadFiles)
        .values(values)
        .onConflictDoUpdate({ target: downloadFiles.productId, set: values });
      await recordAudit(
        tx,
        staff,
        {
          action: replaced ? 'update' : 'create',
          entity: 'product_download',
          entityId: String(productId),
          before: auditFields(replaced),
          after: auditFields(values),
        },
        now,
      );
    });
  } catch (error) {
    await context.files.remove(file.id);
    throw error;
  }
  // After the commit: a link opened meanwhile already holds the old file open and finishes it.
  if (replaced) await context.files.remove(replaced.fileId);
  return toProductDownloadFile(values);
}
