import { type MediaFolder, type MediaFolderChange, type NewMediaFolder, translate } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { changedMeanwhile, type Executor, isUniqueViolation, recordAudit } from '@shop/service-kit/db';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { mediaFiles, mediaFolders } from '../db/schema';

// The media library's folders (issue 13, docs/decisions/media.md): a tree whose names are unique among a
// folder's children (whatever the case); renamed at the version read; deleted only when empty. Every write is
// audited in its transaction. The files in them: admin-media.ts.

type Db = Executor<typeof schema>;
type Context = Pick<CatalogContext, 'transaction' | 'clock'>;

export const MEDIA_FOLDER_ENTITY = 'media_folder';

/** A folder id from a path, or 404. */
export function folderIdOf(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw new AppError('not_found');
  return id;
}

const folderColumns = {
  id: mediaFolders.id,
  parentId: mediaFolders.parentId,
  name: mediaFolders.name,
  version: mediaFolders.version,
  fileCount: sql<number>`(select count(*)::int from media_files f where f.folder_id = media_folders.id)`,
};

export async function listFolders(db: Db): Promise<{ items: MediaFolder[] }> {
  const items = await db
    .select(folderColumns)
    .from(mediaFolders)
    .orderBy(asc(sql`lower(${mediaFolders.name})`));
  return { items };
}

async function folderOf(db: Db, id: number): Promise<MediaFolder> {
  const [folder] = await db.select(folderColumns).from(mediaFolders).where(eq(mediaFolders.id, id));
  if (!folder) throw new AppError('not_found');
  return folder;
}

const nameTaken = (lang: string) =>
  new AppError('validation_failed', { fields: { name: translate('field.duplicate', lang) } });

export async function createFolder(
  context: Context,
  staff: StaffMember,
  body: z.output<typeof NewMediaFolder>,
  lang: string,
): Promise<MediaFolder> {
  const now = context.clock.now();
  try {
    return await context.transaction(async (tx) => {
      if (body.parentId !== null) {
        const [parent] = await tx
          .select({ id: mediaFolders.id })
          .from(mediaFolders)
          .where(eq(mediaFolders.id, body.parentId));
        if (!parent)
          throw new AppError('validation_failed', { fields: { parentId: translate('field.invalid', lang) } });
      }
      const [row] = await tx
        .insert(mediaFolders)
        .values({ name: body.name, parentId: body.parentId, createdAt: now, updatedAt: now })
        .returning({ id: mediaFolders.id });
      const folder = await folderOf(tx, row!.id);
      await recordAudit(
        tx,
        staff,
        { action: 'create', entity: MEDIA_FOLDER_ENTITY, entityId: String(folder.id), after: folderAudit(folder) },
        now,
      );
      return folder;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'media_folders_name_idx')) throw nameTaken(lang);
    throw error;
  }
}

const folderAudit = (folder: MediaFolder) => ({ name: folder.name, parentId: folder.parentId });

export async function renameFolder(
  context: Context,
  staff: StaffMember,
  id: number,
  change: z.output<typeof MediaFolderChange>,
  lang: string,
): Promise<MediaFolder> {
  const now = context.clock.now();
  try {
    return await context.transaction(async (tx) => {
      const [locked] = await tx.select().from(mediaFolders).where(eq(mediaFolders.id, id)).for('update');
      if (!locked) throw new AppError('not_found');
      if (locked.version !== change.version) throw changedMeanwhile();
      if (locked.name === change.name) return folderOf(tx, id);
      await tx
        .update(mediaFolders)
        .set({ name: change.name, version: locked.version + 1, updatedAt: now })
        .where(eq(mediaFolders.id, id));
      await recordAudit(
        tx,
        staff,
        {
          action: 'update',
          entity: MEDIA_FOLDER_ENTITY,
          entityId: String(id),
          before: { name: locked.name },
          after: { name: change.name },
        },
        now,
      );
      return folderOf(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'media_folders_name_idx')) throw nameTaken(lang);
    throw error;
  }
}

/** Deletes an empty folder; one holding files or folders is refused with a message saying so. */
export async function deleteFolder(context: Context, staff: StaffMember, id: number): Promise<void> {
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    const [locked] = await tx.select().from(mediaFolders).where(eq(mediaFolders.id, id)).for('update');
    if (!locked) throw new AppError('not_found');
    const [files] = await tx.select({ n: count() }).from(mediaFiles).where(eq(mediaFiles.folderId, id));
    const [children] = await tx.select({ n: count() }).from(mediaFolders).where(eq(mediaFolders.parentId, id));
    if (files!.n > 0 || children!.n > 0)
      throw new AppError('business_rule', { messageKey: 'error.media_folder_not_empty' });
    await tx.delete(mediaFolders).where(eq(mediaFolders.id, id));
    await recordAudit(
      tx,
      staff,
      {
        action: 'delete',
        entity: MEDIA_FOLDER_ENTITY,
        entityId: String(id),
        before: { name: locked.name, parentId: locked.parentId },
      },
      now,
    );
  });
}
