import type { IncomingMessage } from 'node:http';
import {
  type DealerDownloadItem,
  isUuid,
  type ListAnswer,
  MEDIA_MAX_FILE_BYTES,
  MEDIA_MAX_FILES,
  type MediaFile,
  type MediaFileChange,
  type MediaFileListQuery,
  MediaUploadFields,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { auditHistory, changedMeanwhile, type Executor, listOffset, recordAudit } from '@shop/service-kit/db';
import { readUpload, type StoredFile } from '@shop/service-kit/files';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { mediaFiles, mediaFolders, productMedia, products } from '../db/schema';
import { ACCEPTED_FORMATS, bytesOf, PICTURE_MIMES, pictureSize } from '../media/picture';
import { fileKey, fileUrl, MEDIA_PREFIX } from '../media/urls';
import { foldText } from '../search/fold';

// The media library's files (issue 13, docs/decisions/media.md): uploaded into the file store (checked
// by content: a picture must decode, limits from @shop/contracts), renamed, moved, marked as dealer
// downloads and deleted when no product shows them. Every write is audited in its
// transaction. Folders: admin-media-folders.ts; a product's
// pictures: admin-product-pictures.ts.

type Db = Executor<typeof schema>;
type Context = Pick<CatalogContext, 'db' | 'transaction' | 'clock' | 'files'>;
type FileRow = typeof mediaFiles.$inferSelect;

export const MEDIA_FILE_ENTITY = 'media_file';

/** A file id from a path (a uuid), or 404. */
export function fileIdOf(raw: string): string {
  if (!isUuid(raw)) throw new AppError('not_found');
  return raw;
}

async function usesOf(db: Db, ids: string[], lang: string): Promise<Map<string, MediaFile['usedBy']>> {
  const uses = new Map<string, MediaFile['usedBy']>();
  if (ids.length === 0) return uses;
  const rows = await db
    .selectDistinct({
      fileId: productMedia.fileId,
      productId: products.id,
      namePl: products.namePl,
      nameEn: products.nameEn,
    })
    .from(productMedia)
    .innerJoin(products, eq(products.id, productMedia.productId))
    .where(inArray(productMedia.fileId, ids))
    .orderBy(asc(products.id));
  for (const row of rows) {
    const list = uses.get(row.fileId!) ?? [];
    list.push({ productId: row.productId, name: lang === 'en' ? row.nameEn : row.namePl });
    uses.set(row.fileId!, list);
  }
  return uses;
}

function fileAnswer(row: FileRow, usedBy: MediaFile['usedBy']): MediaFile {
  return {
    id: row.id,
    folderId: row.folderId,
    name: row.name,
    mime: row.mime,
    kind: row.kind,
    size: row.size,
    width: row.width,
    height: row.height,
    preview: row.kind === 'image' ? `${MEDIA_PREFIX}/${fileKey(row.id)}/320.webp` : null,
    url: fileUrl(row.id),
    dealerName: row.dealerNamePl !== null ? { pl: row.dealerNamePl, en: row.dealerNameEn ?? row.dealerNamePl } : null,
    dealerItem: row.dealerNamePl !== null ? (row.dealerItem ?? defaultDealerItem(row.kind)) : null,
    dealerLanguages: row.dealerLanguages,
    usedBy,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function mediaFile(db: Db, id: string, lang: string): Promise<MediaFile> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
  if (!row) throw new AppError('not_found');
  return fileAnswer(row, (await usesOf(db, [id], lang)).get(id) ?? []);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listFiles(db: Db, query: MediaFileListQuery, lang: string): Promise<ListAnswer<MediaFile>> {
  const filters = query.filters;
  const where: SQL[] = [];
  if (filters.folder === 'top') where.push(isNull(mediaFiles.folderId));
  else if (filters.folder !== undefined) where.push(eq(mediaFiles.folderId, filters.folder));
  if (filters.kind) where.push(eq(mediaFiles.kind, filters.kind));
  if (filters.q) where.push(ilike(mediaFiles.searchText, likePattern(foldText(filters.q))));
  if (filters.dealer === 'true') where.push(isNotNull(mediaFiles.dealerNamePl));
  if (filters.dealer === 'false') where.push(isNull(mediaFiles.dealerNamePl));
  const condition = where.length ? and(...where) : undefined;
  const order = query.dir === 'asc' ? asc : desc;
  const column =
    query.sort === 'name'
      ? sql`lower(${mediaFiles.name})`
      : query.sort === 'size'
        ? mediaFiles.size
        : mediaFiles.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mediaFiles)
      .where(condition)
      .orderBy(order(column), order(mediaFiles.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ n: count() }).from(mediaFiles).where(condition),
  ]);
  const uses = await usesOf(
    db,
    rows.map((row) => row.id),
    lang,
  );
  return {
    items: rows.map((row) => fileAnswer(row, uses.get(row.id) ?? [])),
    total: total!.n,
    page: query.page,
    limit: query.limit,
  };
}

const fileAudit = (
  row: Pick<FileRow, 'name' | 'folderId' | 'dealerNamePl' | 'dealerNameEn' | 'dealerItem' | 'dealerLanguages'>,
) => ({
  name: row.name,
  folderId: row.folderId,
  dealerName: row.dealerNamePl === null ? null : { pl: row.dealerNamePl, en: row.dealerNameEn },
  dealerItem: row.dealerNamePl === null ? null : row.dealerItem,
  dealerLanguages: row.dealerLanguages,
});

/** The item a file first marked as a download is listed under when staff name none (dealer-area.md). */
export function defaultDealerItem(kind: FileRow['kind']): DealerDownloadItem {
  return kind === 'image' ? 'marketing.photos' : kind === 'archive' ? 'marketing.branding' : 'product.guides';
}

/**
 * Reads a multipart upload of up to MEDIA_MAX_FILES files into the store and the library: each file is
 * checked by its content as it streams (type, size, not empty); a picture must be JPG, PNG or WEBP and
 * decode whole. Anything refused refuses the whole upload and leaves nothing behind.
 */
export async function uploadFiles(
  context: Context,
  staff: StaffMember,
  req: IncomingMessage,
  lang: string,
): Promise<MediaFile[]> {
  let upload: Awaited<ReturnType<typeof readUpload>>;
  try {
    upload = await readUpload(req, context.files, {
      accept: ['image', 'document', 'archive'],
      maxBytes: MEDIA_MAX_FILE_BYTES,
      maxFiles: MEDIA_MAX_FILES,
    });
  } catch (error) {
    throw uploadRefusal(error);
  }
  try {
    const fields = MediaUploadFields.safeParse(upload.fields);
    if (!fields.success)
      throw new AppError('validation_failed', { fields: { folderId: translate('field.invalid', lang) } });
    if (upload.files.length === 0)
      throw new AppError('validation_failed', { fields: { files: translate('field.required', lang) } });
    const folderId = fields.data.folderId || null;
    const sizes = await Promise.all(upload.files.map((file) => checkedPicture(context, file)));
    const now = context.clock.now();
    const rows = await context.transaction(async (tx) => {
      if (folderId !== null) {
        const [folder] = await tx
          .select({ id: mediaFolders.id })
          .from(mediaFolders)
          .where(eq(mediaFolders.id, folderId));
        if (!folder)
          throw new AppError('validation_failed', { fields: { folderId: translate('field.invalid', lang) } });
      }
      const inserted = await tx
        .insert(mediaFiles)
        .values(
          upload.files.map((file, index) => ({
            id: file.id,
            folderId,
            name: file.name,
            mime: file.mime,
            kind: file.kind as FileRow['kind'],
            size: file.size,
            sha256: file.sha256,
            width: sizes[index]?.width ?? null,
            height: sizes[index]?.height ?? null,
            searchText: foldText(file.name),
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning();
      for (const row of inserted)
        await recordAudit(
          tx,
          staff,
          {
            action: 'upload',
            entity: MEDIA_FILE_ENTITY,
            entityId: row.id,
            after: { ...fileAudit(row), mime: row.mime, size: row.size },
          },
          now,
        );
      return inserted;
    });
    const order = new Map(upload.files.map((file, index) => [file.id, index]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map((row) => fileAnswer(row, []));
  } catch (error) {
    await Promise.all(upload.files.map((file) => context.files.remove(file.id)));
    throw error;
  }
}

/** The store's refusals, worded for the library: its formats, and the count of files it takes at once. */
function uploadRefusal(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'upload_failed' && !error.messageKey)
    return new AppError('upload_failed', { messageKey: 'error.upload_too_many', params: { max: MEDIA_MAX_FILES } });
  if (error.messageKey === 'error.upload_wrong_type')
    return new AppError('unsupported_media_type', {
      messageKey: 'error.upload_wrong_type',
      params: { ...error.params, accepted: ACCEPTED_FORMATS },
    });
  return error;
}

/** A picture's size, or the 'wrong type' refusal for a picture format the library does not take or a broken one. */
async function checkedPicture(
  context: Context,
  file: StoredFile,
): Promise<{ width: number; height: number } | undefined> {
  if (file.kind !== 'image') return undefined;
  const size = PICTURE_MIMES.includes(file.mime)
    ? await pictureSize(await bytesOf(context.files.open(file.id)))
    : undefined;
  if (!size)
    throw new AppError('unsupported_media_type', {
      messageKey: 'error.upload_wrong_type',
      params: { name: file.name, accepted: ACCEPTED_FORMATS },
    });
  return size;
}

export async function changeFile(
  context: Context,
  staff: StaffMember,
  id: string,
  change: z.output<typeof MediaFileChange>,
  lang: string,
): Promise<MediaFile> {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const [locked] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, id)).for('update');
    if (!locked) throw new AppError('not_found');
    if (locked.version !== change.version) throw changedMeanwhile();
    if (change.folderId) {
      const [folder] = await tx
        .select({ id: mediaFolders.id })
        .from(mediaFolders)
        .where(eq(mediaFolders.id, change.folderId));
      if (!folder) throw new AppError('validation_failed', { fields: { folderId: translate('field.invalid', lang) } });
    }
    const next = {
      name: change.name ?? locked.name,
      folderId: change.folderId === undefined ? locked.folderId : change.folderId,
      dealerNamePl: change.dealerName === undefined ? locked.dealerNamePl : (change.dealerName?.pl ?? null),
      dealerNameEn: change.dealerName === undefined ? locked.dealerNameEn : (change.dealerName?.en ?? null),
      dealerItem: change.dealerItem ?? locked.dealerItem,
      dealerLanguages: change.dealerLanguages ?? locked.dealerLanguages,
    };
    // A download is always listed under an item; a file that stops being one keeps no item.
    if (next.dealerNamePl === null) next.dealerItem = null;
    else next.dealerItem ??= defaultDealerItem(locked.kind);
    const changed = await recordAudit(
      tx,
      staff,
      { action: 'update', entity: MEDIA_FILE_ENTITY, entityId: id, before: fileAudit(locked), after: fileAudit(next) },
      now,
    );
    if (changed)
      await tx
        .update(mediaFiles)
        .set({ ...next, searchText: foldText(next.name), version: locked.version + 1, updatedAt: now })
        .where(eq(mediaFiles.id, id));
    return mediaFile(tx, id, lang);
  });
}

/** Deletes a file no product shows (refused, naming the products, when one does); its bytes go with it. */
export async function deleteFile(context: Context, staff: StaffMember, id: string, lang: string): Promise<void> {
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    const [locked] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, id)).for('update');
    if (!locked) throw new AppError('not_found');
    const usedBy = (await usesOf(tx, [id], lang)).get(id) ?? [];
    if (usedBy.length > 0)
      throw new AppError('business_rule', {
        messageKey: 'error.media_file_in_use',
        params: {
          products: usedBy
            .map((use) => {
              const [open, close] = lang === 'en' ? ['“', '”'] : ['„', '”'];
              return `${open}${use.name}${close} (${use.productId})`;
            })
            .join(', '),
        },
      });
    await tx.delete(mediaFiles).where(eq(mediaFiles.id, id));
    await recordAudit(
      tx,
      staff,
      {
        action: 'delete',
        entity: MEDIA_FILE_ENTITY,
        entityId: id,
        before: { ...fileAudit(locked), mime: locked.mime },
      },
      now,
    );
  });
  await context.files.remove(id);
}

export function fileHistory(db: Db, id: string, query: { page: number; limit: number; dir: 'asc' | 'desc' }) {
  return auditHistory(db, MEDIA_FILE_ENTITY, id, query);
}
