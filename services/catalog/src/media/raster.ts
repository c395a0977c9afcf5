import sharp from 'sharp';
import { CANVAS, type Drawing, type MediaWidth } from './drawing';
import { renderSvg } from './svg';

// WebP renditions of drawn pictures; they and uploaded ones (picture.ts) are kept in the kit's rendition
// cache (made once per picture and width, bounded by bytes, at most two made at once).

export { createRenditionCache, type Rendition, type RenditionCache } from '@shop/service-kit/pictures';

export async function rasterize(drawing: Drawing, width: MediaWidth): Promise<Buffer> {
  const height = Math.round((width * CANVAS.height) / CANVAS.width);
  // Density scales the vector drawing to the target size before rasterizing (sharp's default is 72 dpi).
  const density = Math.max(1, Math.round((72 * width) / CANVAS.width));
  return sharp(Buffer.from(renderSvg(drawing)), { density: Math.max(density, 72) })
    .resize(width, height)
    .webp({ quality: 80, effort: 3 })
    .toBuffer();
}
