import { ProductCategory } from '@shop/contracts';
import { AppError, type Router, type ShopContext, type ShopState } from '@shop/service-kit';
import { sendStoredFile } from '@shop/service-kit/files';
import { eq } from 'drizzle-orm';
import type { CatalogContext } from '../context';
import { mediaFiles, productMedia } from '../db/schema';
import { type Drawing, MEDIA_WIDTHS, type MediaWidth } from '../media/drawing';
import { bytesOf, resizePicture } from '../media/picture';
import { createRenditionCache, rasterize } from '../media/raster';
import { renderSvg } from '../media/svg';
import { categoryDrawing, drawingHash, MEDIA_PREFIX, parseMediaKey } from '../media/urls';

// Product pictures: `/media/catalog/<key>/<width>.webp` and `/media/catalog/<key>/original.svg`
// (media/urls.ts). An address names one drawing for good, so answers are cached for a year, immutable.
// Media library files: `/media/catalog/file-<id>/<width>.webp` (pictures) and `…/original` (as uploaded);
// a file's id names its bytes for good, so these are immutable too; a deleted file answers 404, and so does
// a dealer download's original (dealers get it by GET /api/catalog/downloads/:id).

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function mediaRoutes(router: Router<ShopState>, context: CatalogContext): void {
  const renditions = createRenditionCache();
  const drawings = new Map<number, Drawing>();

  async function drawingOf(key: string): Promise<Drawing> {
    const parsed = parseMediaKey(key);
    if (parsed?.kind === 'category') {
      const category = ProductCategory.safeParse(parsed.category);
      if (!category.success) throw new AppError('not_found');
      return categoryDrawing(category.data);
    }
    if (parsed?.kind !== 'stored') throw new AppError('not_found');
    let drawing = drawings.get(parsed.id);
    if (!drawing || drawingHash(drawing) !== parsed.hash) {
      const [row] = await context.db
        .select({ drawing: productMedia.drawing })
        .from(productMedia)
        .where(eq(productMedia.id, parsed.id));
      if (!row?.drawing) throw new AppError('not_found');
      drawing = row.drawing;
      if (drawings.size > 50_000) drawings.clear();
      drawings.set(parsed.id, drawing);
    }
    // The address of an older drawing of this picture no longer exists.
    if (drawingHash(drawing) !== parsed.hash) throw new AppError('not_found');
    return drawing;
  }

  router.get(`${MEDIA_PREFIX}/:key/:file`, async (ctx) => {
    const { key, file } = ctx.params as { key: string; file: string };
    const width = /^(\d{3,4})\.webp$/.exec(file)?.[1];
    const original = file === 'original.svg' || file === 'original';
    if (!original && !(MEDIA_WIDTHS as readonly number[]).includes(Number(width))) {
      throw new AppError('not_found');
    }
    const parsed = parseMediaKey(key);
    if (parsed?.kind === 'file') {
      const [stored] = await context.db.select().from(mediaFiles).where(eq(mediaFiles.id, parsed.id));
      if (!stored || file === 'original.svg' || (!original && stored.kind !== 'image')) throw new AppError('not_found');
      if (stored.dealerNamePl !== null && !(await publicDealerFile(stored.id, original, Number(width)))) {
        throw new AppError('not_found');
      }
      if (original) {
        sendStoredFile(ctx, context.files, stored);
        ctx.set('cache-control', IMMUTABLE);
        ctx.set('content-security-policy', "default-src 'none'; sandbox");
        return;
      }
      ctx.set('cache-control', IMMUTABLE);
      ctx.set('x-content-type-options', 'nosniff');
      await sendWebp(ctx, key, Number(width) as MediaWidth, async (size) =>
        resizePicture(await bytesOf(context.files.open(stored.id)), size),
      );
      return;
    }
    if (file === 'original') throw new AppError('not_found');
    const drawing = await drawingOf(key);
    ctx.set('cache-control', IMMUTABLE);
    ctx.set('x-content-type-options', 'nosniff');
    if (file === 'original.svg') {
      ctx.type = 'image/svg+xml';
      ctx.etag = `"${key}-svg"`;
      // An SVG opened on its own must not run anything, whatever it contains.
      ctx.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      ctx.status = 200;
      if (ctx.fresh) ctx.status = 304;
      else ctx.body = renderSvg(drawing);
      return;
    }
    await sendWebp(ctx, key, Number(width) as MediaWidth, (size) => rasterize(drawing, size));
  });

  /**
   * What of a dealer download the public address still answers (dealer-area.md): the 320 px thumbnail the
   * panel shows, and the larger widths of a picture a product shows anyway; never the file as uploaded,
   * which only dealers get (GET /api/catalog/downloads/:id).
   */
  async function publicDealerFile(id: string, original: boolean, width: number): Promise<boolean> {
    if (original) return false;
    if (width === MEDIA_WIDTHS[0]) return true;
    const [shown] = await context.db
      .select({ id: productMedia.id })
      .from(productMedia)
      .where(eq(productMedia.fileId, id))
      .limit(1);
    return shown !== undefined;
  }

  /** One width as WebP, made once (the rendition cache) and answered 304 to a revalidation. */
  async function sendWebp(
    ctx: ShopContext,
    key: string,
    width: MediaWidth,
    make: (width: MediaWidth) => Promise<Buffer>,
  ): Promise<void> {
    ctx.type = 'image/webp';
    ctx.etag = `"${key}-${width}"`;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = (await renditions.made(key, width, () => make(width))).body;
  }
}
