import { createHash } from 'node:crypto';
import type { ProductCategory, ProductImage } from '@shop/contracts';
import { CANVAS, type Drawing, MEDIA_WIDTHS } from './drawing';

// Addresses of product pictures. A picture's key carries a hash of its drawing, so an address always
// shows the same picture and can be cached for good: a changed drawing gets a new address.
//   /media/catalog/<mediaId>-<hash>/<width>.webp   (width 320, 640 or 1280)
//   /media/catalog/<mediaId>-<hash>/original.svg
//   /media/catalog/category-<category>/…            (the stand-in for a product without pictures)
//   /media/catalog/file-<fileId>/<width>.webp       (a media library picture, docs/decisions/media.md)
//   /media/catalog/file-<fileId>/original           (a library file as uploaded)
// A library file's id names its bytes for good (a new upload is a new file), so its addresses are immutable too.

export const MEDIA_PREFIX = '/media/catalog';

export function drawingHash(drawing: Drawing): string {
  return createHash('sha1').update(JSON.stringify(drawing)).digest('hex').slice(0, 10);
}

export const mediaKey = (mediaId: number, drawing: Drawing) => `${mediaId}-${drawingHash(drawing)}`;

export const fileKey = (fileId: string) => `file-${fileId}`;

/** The address of a library file as uploaded. */
export const fileUrl = (fileId: string) => `${MEDIA_PREFIX}/${fileKey(fileId)}/original`;

export function imageOf(key: string, alt: string): ProductImage {
  const widths = MEDIA_WIDTHS.map((width) => ({ width, url: `${MEDIA_PREFIX}/${key}/${width}.webp` }));
  return {
    src: widths[1]!.url,
    srcset: widths.map((w) => `${w.url} ${w.width}w`).join(', '),
    widths,
    original: `${MEDIA_PREFIX}/${key}/${key.startsWith('file-') ? 'original' : 'original.svg'}`,
    width: CANVAS.width,
    height: CANVAS.height,
    alt,
  };
}

/** The drawing shown for a product that has no pictures of its own. */
export function categoryDrawing(category: ProductCategory): Drawing {
  switch (category) {
    case 'bike':
      return { kind: 'bike', frame: 'city', color: '#7d868f', motor: 'rear', view: 'side', label: '' };
    case 'battery':
      return { kind: 'battery', capacityWh: 504, mount: 'downtube', color: '#7d868f', label: '' };
    case 'motor':
      return { kind: 'motor', power: 250, placement: 'hub', label: '' };
    case 'conversion_set':
      return { kind: 'conversion_set', wheelInches: 28, label: '' };
    case 'charger':
      return { kind: 'charger', amps: 2, label: '' };
    case 'display':
      return { kind: 'display', screen: 'lcd', label: '' };
    case 'connectivity':
      return { kind: 'gps', view: 'device', label: '' };
    default:
      return { kind: 'accessory', item: 'bag', color: '#7d868f', label: '' };
  }
}

export const categoryKey = (category: ProductCategory) => `category-${category}`;

/**
 * The key of a product picture row: its drawing's, or its library file's; undefined for a row without
 * either (a product without pictures, read through a left join), which shows its category's stand-in.
 */
export function pictureKey(row: {
  id: number | null;
  drawing: Drawing | null;
  fileId: string | null;
}): string | undefined {
  if (row.id === null) return undefined;
  if (row.fileId) return fileKey(row.fileId);
  return row.drawing ? mediaKey(row.id, row.drawing) : undefined;
}

/** What a media key names: a stored picture (id and hash) or a category stand-in. */
export function parseMediaKey(
  key: string,
):
  | { kind: 'stored'; id: number; hash: string }
  | { kind: 'category'; category: string }
  | { kind: 'file'; id: string }
  | undefined {
  const file = /^file-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(key);
  if (file) return { kind: 'file', id: file[1]! };
  const stored = /^(\d{1,9})-([0-9a-f]{10})$/.exec(key);
  if (stored) return { kind: 'stored', id: Number(stored[1]), hash: stored[2]! };
  const category = /^category-([a-z_]{1,20})$/.exec(key);
  if (category) return { kind: 'category', category: category[1]! };
  return undefined;
}
