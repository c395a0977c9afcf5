import { resizePicture as resizeOnCanvas } from '@shop/service-kit/pictures';
import { CANVAS, type MediaWidth } from './drawing';

// Uploaded pictures (the media library): checked by decoding them once at upload, then served as WebP in the
// storefront's widths on the same 4:3 canvas as the drawings (the kit's pictures, shared with review photos).

export { bytesOf, PICTURE_MIMES, pictureSize } from '@shop/service-kit/pictures';
/** The formats the library takes, as people know them, for the 'wrong type' message. */
export const ACCEPTED_FORMATS = 'JPG, PNG, WEBP, PDF, ZIP';

/** One width of an uploaded picture, as WebP on the 4:3 canvas. */
export function resizePicture(bytes: Buffer, width: MediaWidth): Promise<Buffer> {
  return resizeOnCanvas(bytes, width, CANVAS);
}
