import { z } from 'zod';
import { StorefrontLanguage } from '../../enums';
import { listAnswer, listQuery } from '../../list-query';
import { translatedText } from '../../translated-text';
import { ProductImage } from '../catalog';
import { DealerDownloadItem, DealerDownloadLanguages } from '../dealer';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The media library (SPEC §6 `media.*`, `media.upload`, `media.folders`; issue 13; docs/decisions/media.md):
// folders, uploaded files (pictures, PDFs and other downloads) owned by `catalog`, the pictures a product
// shows, and files marked as dealer downloads. Files are checked by their content, not their name; pictures
// are served resized as WebP in the storefront's widths.

/** What kind a stored file is, told by its content. */
export const MediaFileKind = z.enum(['image', 'document', 'archive']);
export type MediaFileKind = z.infer<typeof MediaFileKind>;

const folderName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[^/\\\p{Cc}]+$/u, { error: 'field.invalid_characters' });
const fileName = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[^/\\\p{Cc}"]+$/u, { error: 'field.invalid_characters' })
  .refine((name) => !name.startsWith('.'), { error: 'field.invalid_characters' });
const folderId = z.number().int().min(1).max(2_147_483_647);

export const MediaFolder = z.object({
  id: z.number().int(),
  /** null: at the library's top level. */
  parentId: z.number().int().nullable(),
  name: z.string(),
  version: z.number().int(),
  /** Files directly in this folder. */
  fileCount: z.number().int(),
});
export type MediaFolder = z.infer<typeof MediaFolder>;

export const MediaFolderList = z.object({ items: z.array(MediaFolder) });
export type MediaFolderList = z.infer<typeof MediaFolderList>;

export const NewMediaFolder = z.strictObject({ name: folderName, parentId: folderId.nullable().default(null) });
export type NewMediaFolder = z.input<typeof NewMediaFolder>;

export const MediaFolderChange = z.strictObject({ version: z.number().int().min(0), name: folderName });
export type MediaFolderChange = z.input<typeof MediaFolderChange>;

/** A product that shows a library picture. */
export const MediaUse = z.object({ productId: z.number().int(), name: z.string() });

export const MediaFile = z.object({
  id: z.uuid(),
  folderId: z.number().int().nullable(),
  name: z.string(),
  mime: z.string(),
  kind: MediaFileKind,
  size: z.number().int(),
  /** A picture's size in pixels (null for other files). */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** A small WebP of a picture (320 px wide), null for other files. */
  preview: z.string().nullable(),
  /** The file as uploaded (a picture's largest WebP for pictures). */
  url: z.string(),
  /** The name dealers see it under; null when it is not a dealer download. */
  dealerName: z.object({ pl: z.string(), en: z.string() }).nullable(),
  /** The downloads page's item it is listed under; null when it is not a dealer download. */
  dealerItem: DealerDownloadItem.nullable(),
  /** The languages whose downloads page lists it. */
  dealerLanguages: z.array(StorefrontLanguage),
  /** The products showing this picture (a used file cannot be deleted). */
  usedBy: z.array(MediaUse),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MediaFile = z.infer<typeof MediaFile>;

export const MediaFileListQuery = listQuery({
  sort: ['createdAt', 'name', 'size'],
  filters: {
    /** The files of one folder; `top` for the library's top level; absent: every folder. */
    folder: z.union([z.literal('top'), z.coerce.number().int().min(1).max(2_147_483_647)]).optional(),
    kind: MediaFileKind.optional(),
    /** Part of the name, Polish letters matching their plain forms. */
    q: z.string().trim().min(1).max(100).optional(),
    /** Only the files marked as dealer downloads. */
    dealer: z.enum(['true', 'false']).optional(),
  },
});
export type MediaFileListQuery = z.output<typeof MediaFileListQuery>;

/** The fields that come with the files of an upload (multipart). */
export const MediaUploadFields = z.strictObject({
  /** The folder the files go into; empty: the top level. */
  folderId: z.union([z.literal(''), z.coerce.number().int().min(1).max(2_147_483_647)]).optional(),
});

export const MediaUploadAnswer = z.object({ files: z.array(MediaFile) });
export type MediaUploadAnswer = z.infer<typeof MediaUploadAnswer>;

/** A file's change: the fields sent change, at the version read. */
export const MediaFileChange = z.strictObject({
  version: z.number().int().min(0),
  name: fileName.optional(),
  /** Move to this folder; null: the top level. */
  folderId: folderId.nullable().optional(),
  /** Offer as a dealer download under this name; null: stop offering it. */
  dealerName: translatedText(200).nullable().optional(),
  /** The downloads page's item (kept when left out; first marked: by the file's kind). */
  dealerItem: DealerDownloadItem.optional(),
  /** The languages whose downloads page lists it (first marked: both). */
  dealerLanguages: DealerDownloadLanguages.optional(),
});
export type MediaFileChange = z.input<typeof MediaFileChange>;

/** One picture of a product as staff arrange them. */
export const AdminProductPicture = z.object({
  /** The picture's id on the product. */
  id: z.number().int(),
  /** The library file shown, or null for a drawn picture. */
  fileId: z.uuid().nullable(),
  alt: z.object({ pl: z.string(), en: z.string() }),
  image: ProductImage,
});
export type AdminProductPicture = z.infer<typeof AdminProductPicture>;

export const AdminProductPictures = z.object({
  productId: z.number().int(),
  /** The product's version: a change of its pictures is a change of the product. */
  version: z.number().int(),
  pictures: z.array(AdminProductPicture),
});
export type AdminProductPictures = z.infer<typeof AdminProductPictures>;

/**
 * The product's pictures, in order: each either one it already shows (`id`) or a library picture to add
 * (`fileId`); pictures left out are removed from the product (never from the library).
 */
export const AdminProductPicturesChange = z.strictObject({
  version: z.number().int().min(0),
  pictures: z
    .array(
      z.union([
        z.strictObject({ id: z.number().int().min(1).max(2_147_483_647), alt: translatedText(200) }),
        z.strictObject({ fileId: z.uuid(), alt: translatedText(200) }),
      ]),
    )
    .max(50),
});
export type AdminProductPicturesChange = z.input<typeof AdminProductPicturesChange>;

export const mediaApi = {
  'GET /api/admin/media/folders': adminRow('catalog', 'Folders of the media library', 'media.list', {
    answer: MediaFolderList,
  }),
  'POST /api/admin/media/folders': adminRow('catalog', 'Create a folder', 'media.folders', {
    body: NewMediaFolder,
    answer: MediaFolder,
  }),
  'PATCH /api/admin/media/folders/:id': adminRow('catalog', 'Rename a folder', 'media.folders', {
    params: AdminEntityParam,
    body: MediaFolderChange,
    answer: MediaFolder,
  }),
  'DELETE /api/admin/media/folders/:id': adminRow('catalog', 'Delete an empty folder', 'media.folders', {
    params: AdminEntityParam,
  }),
  'GET /api/admin/media/files': adminRow('catalog', 'Files of the media library (filters, sort, pages)', 'media.list', {
    query: MediaFileListQuery,
    answer: listAnswer(MediaFile),
  }),
  'POST /api/admin/media/files': adminRow(
    'catalog',
    'Upload files into a folder (multipart; checked by content)',
    'media.upload',
    { upload: true, answer: MediaUploadAnswer },
  ),
  'GET /api/admin/media/files/:id': adminRow('catalog', 'One file of the media library', 'media.view', {
    params: AdminEntityParam,
    answer: MediaFile,
  }),
  'PATCH /api/admin/media/files/:id': adminRow(
    'catalog',
    'Rename a file, move it to a folder, mark it as a dealer download',
    'media.update',
    { params: AdminEntityParam, body: MediaFileChange, answer: MediaFile },
  ),
  'DELETE /api/admin/media/files/:id': adminRow('catalog', 'Delete a file no product shows', 'media.delete', {
    params: AdminEntityParam,
  }),
  'GET /api/admin/media/files/:id/history': historyRow('catalog', 'a media file', 'media.view'),
  'GET /api/admin/products/:id/pictures': adminRow('catalog', "A product's pictures", 'products.view', {
    params: AdminEntityParam,
    answer: AdminProductPictures,
  }),
  'PUT /api/admin/products/:id/pictures': adminRow(
    'catalog',
    "Arrange a product's pictures: order, alt texts, library pictures added or removed",
    'products.update',
    { params: AdminEntityParam, body: AdminProductPicturesChange, answer: AdminProductPictures },
  ),
} as const;
