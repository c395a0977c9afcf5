import type { IncomingMessage } from 'node:http';
import {
  RMA_MAX_FILE_BYTES,
  RMA_MAX_FILES,
  RMA_MAX_PENDING_UPLOADS,
  RMA_UPLOAD_KEPT_HOURS,
  translate,
  type UploadedFiles,
} from '@shop/contracts';
import { AppError, type ServiceContext } from '@shop/service-kit';
import { readUpload, type StoredFile, type UploadLimits } from '@shop/service-kit/files';
import { and, count, eq, inArray, lt } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { uploads } from '../db/schema';

// Files uploaded ahead (SPEC §7 "File upload", issue 14): the return form and the thread upload each chosen
// file at once, with a progress bar of its own, and later name the files by id. Until then a file belongs to
// the customer who uploaded it and to nothing else. Attaching deletes its row in the transaction that
// writes the return or message, so a file is attached at most once and a rolled back filing gives it back;
// housekeeping removes what nobody attached within a day.

type Context = ServiceContext<typeof schema>;
type Tx = Parameters<Parameters<Context['transaction']>[0]>[0];

/** What a return or message keeps of a file it carries, whichever way the file came. */
export type AttachedFile = Pick<StoredFile, 'id' | 'name' | 'mime' | 'size' | 'sha256'>;

/** What a return or message may carry (SPEC §5): images, videos or PDFs, 10 MB each, 10 at most. */
export const attachmentLimits: UploadLimits = {
  accept: ['image', 'video', 'document'],
  maxBytes: RMA_MAX_FILE_BYTES,
  maxFiles: RMA_MAX_FILES,
};

const hour = 60 * 60 * 1000;

/** Stores the request's file parts as the customer's unattached uploads. */
export async function uploadAhead(
  context: Context,
  caller: { customerId: string; lang: string },
  req: IncomingMessage,
): Promise<UploadedFiles> {
  const upload = await readUpload(req, context.files, attachmentLimits);
  try {
    if (upload.files.length === 0) {
      throw new AppError('validation_failed', { fields: { files: translate('field.required', caller.lang) } });
    }
    const now = context.clock.now();
    await context.transaction(async (tx) => {
      await tx.insert(uploads).values(
        upload.files.map((file) => ({
          id: file.id,
          customerId: caller.customerId,
          name: file.name,
          mime: file.mime,
          size: file.size,
          sha256: file.sha256,
          createdAt: now,
        })),
      );
      // A cap on what one customer keeps lying around unattached (the store is not a free disk).
      const [pending] = await tx.select({ n: count() }).from(uploads).where(eq(uploads.customerId, caller.customerId));
      if ((pending?.n ?? 0) > RMA_MAX_PENDING_UPLOADS) throw new AppError('upload_failed');
    });
    return { files: upload.files.map(({ id, name, size, mime }) => ({ id, name, size, mime })) };
  } catch (error) {
    await Promise.all(upload.files.map((file) => context.files.remove(file.id)));
    throw error;
  }
}

/**
 * Takes the caller's own unattached uploads for a return or message, in the order named, inside the
 * transaction that attaches them. Another customer's id, an attached, swept or unknown one: all the same
 * field error, and nothing is taken.
 */
export async function claimUploads(
  tx: Tx,
  caller: { customerId: string; lang: string },
  ids: readonly string[],
): Promise<AttachedFile[]> {
  if (ids.length === 0) return [];
  const taken = await tx
    .delete(uploads)
    .where(and(inArray(uploads.id, [...ids]), eq(uploads.customerId, caller.customerId)))
    .returning();
  if (taken.length !== ids.length) {
    throw new AppError('validation_failed', { fields: { files: translate('field.rma_upload_gone', caller.lang) } });
  }
  return ids.map((id) => {
    const { name, mime, size, sha256 } = taken.find((row) => row.id === id)!;
    return { id, name, mime, size, sha256 };
  });
}

/** SPEC §5's count rule over both kinds of attachment: files sent with the request and uploads named. */
export function checkAttachmentCount(direct: number, named: number) {
  if (direct + named > RMA_MAX_FILES) throw new AppError('upload_failed');
}

/** Removes uploads nobody attached within RMA_UPLOAD_KEPT_HOURS, rows first, then their bytes. */
export async function sweepUploads(context: Context): Promise<number> {
  const before = new Date(context.clock.now().getTime() - RMA_UPLOAD_KEPT_HOURS * hour);
  const swept = await context.db.delete(uploads).where(lt(uploads.createdAt, before)).returning({ id: uploads.id });
  await Promise.all(swept.map((row) => context.files.remove(row.id)));
  return swept.length;
}
