import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { CANVAS, type MediaWidth } from './drawing';

// Uploaded pictures (the media library): checked by decoding them once at upload, then served as WebP in the
// storefront's widths on the same 4:3 canvas as the drawings, the whole picture fitted in (never cropped) on
// white, turned upright from its EXIF orientation.

/** The picture formats the library takes (told by content, service-kit's sniffFileType). */
export const PICTURE_MIMES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** The same, as people know them, for the 'wrong type' message. */
export const ACCEPTED_FORMATS = 'JPG, PNG, WEBP, PDF, ZIP';

/** A picture's size upright, or undefined when its bytes do not decode as a picture. */
export async function pictureSize(bytes: Buffer): Promise<{ width: number; height: number } | undefined> {
  try {
    const meta = await sharp(bytes, { failOn: 'error' }).metadata();
    if (!meta.width || !meta.height) return undefined;
    // Orientations 5 to 8 are turned by a quarter: width and height swap.
    const turned = (meta.orientation ?? 1) >= 5;
    // Decoding the whole picture finds a file cut short after a valid header.
    await sharp(bytes, { failOn: 'error' }).resize(8).toBuffer();
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}

/** One width of an uploaded picture, as WebP on the 4:3 canvas. */
export function resizePicture(bytes: Buffer, width: MediaWidth): Promise<Buffer> {
  const height = Math.round((width * CANVAS.height) / CANVAS.width);
  return sharp(bytes)
    .rotate()
    .resize(width, height, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 82, effort: 3 })
    .toBuffer();
}

/** The bytes of a stream (a stored file of at most the upload limit). */
export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
