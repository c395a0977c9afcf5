import {
  type AdminProductPictures,
  type AdminProductPicturesChange,
  CatalogueChanged,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { changedMeanwhile, type Executor, recordAudit } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { mediaFiles, productMedia, products } from '../db/schema';
import { categoryKey, imageOf, pictureKey } from '../media/urls';

// The pictures a product shows (issue 13, docs/decisions/media.md): drawn ones and library pictures, in
// order with their alternative texts, saved at the product's version and audited on the product; a change is
// a catalogue change (event and answers dropped, as for any product edit). The library itself: admin-media.ts.

type Db = Executor<typeof schema>;
type Context = Pick<CatalogContext, 'db' | 'transaction' | 'clock' | 'files'>;

const PRODUCT_ENTITY = 'product';

export async function productPictures(db: Db, productId: number): Promise<AdminProductPictures> {
  const [product] = await db
    .select({ version: products.version, category: products.category, namePl: products.namePl })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new AppError('not_found');
  const rows = await db
    .select()
    .from(productMedia)
    .where(eq(productMedia.productId, productId))
    .orderBy(asc(productMedia.position), asc(productMedia.id));
  return {
    productId,
    version: product.version,
    pictures: rows.map((row) => ({
      id: row.id,
      fileId: row.fileId,
      alt: { pl: row.altPl, en: row.altEn },
      image: imageOf(pictureKey(row) ?? categoryKey(product.category as never), row.altPl),
    })),
  };
}

const picturesAudit = (pictures: AdminProductPictures['pictures']) =>
  pictures.map((picture) => ({ picture: picture.fileId ?? `drawn ${picture.id}`, alt: picture.alt }));

/**
 * Arranges a product's pictures at the version read (409 when it changed since): the order given, alt texts,
 * library pictures added; pictures left out are taken off the product. A picture named that is not the
 * product's, or a library file that is not a picture, is refused at its place in the list.
 */
export async function changeProductPictures(
  context: Context,
  staff: StaffMember,
  productId: number,
  change: z.output<typeof AdminProductPicturesChange>,
  lang: string,
): Promise<{ pictures: AdminProductPictures; changed: boolean }> {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const [locked] = await tx
      .select({ version: products.version })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!locked) throw new AppError('not_found');
    if (locked.version !== change.version) throw changedMeanwhile();
    const before = await productPictures(tx, productId);
    const own = new Set(before.pictures.map((picture) => picture.id));
    const fileIds = change.pictures.flatMap((picture) => ('fileId' in picture ? [picture.fileId] : []));
    const files = fileIds.length
      ? await tx
          .select({ id: mediaFiles.id, kind: mediaFiles.kind })
          .from(mediaFiles)
          .where(inArray(mediaFiles.id, fileIds))
      : [];
    const kindOf = new Map(files.map((file) => [file.id, file.kind]));
    const fields: Record<string, string> = {};
    const seen = new Set<number>();
    change.pictures.forEach((picture, index) => {
      if ('id' in picture) {
        if (!own.has(picture.id) || seen.has(picture.id))
          fields[`pictures.${index}.id`] = translate('field.invalid', lang);
        seen.add(picture.id);
      } else if (!kindOf.has(picture.fileId)) fields[`pictures.${index}.fileId`] = translate('field.invalid', lang);
      else if (kindOf.get(picture.fileId) !== 'image')
        fields[`pictures.${index}.fileId`] = translate('field.media_not_a_picture', lang);
    });
    if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });

    const removed = before.pictures.filter((picture) => !seen.has(picture.id)).map((picture) => picture.id);
    if (removed.length) await tx.delete(productMedia).where(inArray(productMedia.id, removed));
    for (const [position, picture] of change.pictures.entries()) {
      if ('id' in picture)
        await tx
          .update(productMedia)
          .set({ position, altPl: picture.alt.pl, altEn: picture.alt.en })
          .where(eq(productMedia.id, picture.id));
      else
        await tx
          .insert(productMedia)
          .values({ productId, position, fileId: picture.fileId, altPl: picture.alt.pl, altEn: picture.alt.en });
    }
    const after = await productPictures(tx, productId);
    const changed = await recordAudit(
      tx,
      staff,
      {
        action: 'pictures',
        entity: PRODUCT_ENTITY,
        entityId: String(productId),
        before: { pictures: picturesAudit(before.pictures) },
        after: { pictures: picturesAudit(after.pictures) },
      },
      now,
    );
    if (!changed) return { pictures: before, changed: false };
    await tx
      .update(products)
      .set({ version: locked.version + 1, updatedAt: now })
      .where(eq(products.id, productId));
    await recordEvent(tx, CatalogueChanged, { productIds: [productId] }, { occurredAt: now });
    return { pictures: { ...after, version: locked.version + 1 }, changed: true };
  });
}
