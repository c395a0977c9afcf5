import type { DealerDownloadItem, StorefrontLanguage } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Folders of the media library (issue 13, docs/decisions/media.md): a tree; names are unique among a folder's
 * children, and a folder holding files or folders cannot be deleted.
 */
export const mediaFolders = pgTable(
  'media_folders',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => mediaFolders.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_folders_name_idx').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`)],
);

/**
 * Files of the media library: the bytes live in the file store (DESIGN §9) under the same id; pictures are
 * served resized as WebP (media/), a file marked with a dealer name is offered to dealers as a download.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    /** The file store's id. */
    id: uuid('id').primaryKey(),
    /** null: the library's top level. */
    folderId: integer('folder_id').references(() => mediaFolders.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    kind: text('kind', { enum: ['image', 'document', 'archive'] }).notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** A picture's size in pixels; null for other files. */
    width: integer('width'),
    height: integer('height'),
    /** The name dealers see the file under; null: not a dealer download. */
    dealerNamePl: text('dealer_name_pl'),
    dealerNameEn: text('dealer_name_en'),
    /** The downloads page's item (`<group>.<item>`, contracts DEALER_DOWNLOAD_ITEMS); null: not a download. */
    dealerItem: text('dealer_item').$type<DealerDownloadItem>(),
    /** The languages whose downloads page lists the file. */
    dealerLanguages: text('dealer_languages').array().$type<StorefrontLanguage[]>().notNull().default(['pl', 'en']),
    /** The name, lower case, diacritics folded (search/fold.ts). */
    searchText: text('search_text').notNull(),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_files_folder_idx').on(t.folderId, t.createdAt),
    index('media_files_created_idx').on(t.createdAt, t.id),
  ],
);
