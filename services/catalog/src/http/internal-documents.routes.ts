import {
  type CatalogueForPrint,
  currencyOfLanguage,
  internalApi,
  MAX_PAGE_SIZE,
  ProductCategory,
  type ProductImage,
  type StorefrontLanguage,
} from '@shop/contracts';
import { type Router, routesOn, type ShopState } from '@shop/service-kit';
import { eq } from 'drizzle-orm';
import type { CatalogContext } from '../context';
import { productMedia } from '../db/schema';
import { shopToday } from '../domain/availability';
import { listProducts, productPage } from '../domain/catalogue';
import { collectionList } from '../domain/collection-menu';
import { priceListForPrint } from '../domain/price-list-print';
import type { View } from '../domain/product-view';
import { bytesOf, resizePicture } from '../media/picture';
import { renderSvg } from '../media/svg';
import { categoryDrawing, MEDIA_PREFIX, parseMediaKey } from '../media/urls';

// What the documents service prints (issue 16): the public catalogue by top collection and one product's
// spec card, as a shopper without an account sees them (retail prices in the language's currency), and the
// stored prices a price list is made from. Pictures travel inline as data: URIs, so the page being printed
// never fetches anything.

const retailView = (lang: StorefrontLanguage): View => ({
  lang,
  currency: currencyOfLanguage[lang],
  conversion: null,
  kind: 'retail',
  discounts: [],
  today: shopToday(),
});

/** A product picture's address (`/media/catalog/<key>/…`) as a data: URI, or undefined when it is gone. */
async function pictureOf(context: CatalogContext, image: ProductImage): Promise<string | undefined> {
  const key = image.original.slice(MEDIA_PREFIX.length + 1).split('/')[0] ?? '';
  const parsed = parseMediaKey(key);
  const svg = (markup: string) => `data:image/svg+xml;base64,${Buffer.from(markup).toString('base64')}`;
  if (parsed?.kind === 'category') {
    const category = ProductCategory.safeParse(parsed.category);
    return category.success ? svg(renderSvg(categoryDrawing(category.data))) : undefined;
  }
  if (parsed?.kind === 'stored') {
    const [row] = await context.db
      .select({ drawing: productMedia.drawing })
      .from(productMedia)
      .where(eq(productMedia.id, parsed.id));
    return row?.drawing ? svg(renderSvg(row.drawing)) : undefined;
  }
  if (parsed?.kind === 'file') {
    try {
      const webp = await resizePicture(await bytesOf(context.files.open(parsed.id)), 640);
      return `data:image/webp;base64,${webp.toString('base64')}`;
    } catch (error) {
      context.log.warn({ err: error, key }, 'a picture for print could not be read');
      return undefined;
    }
  }
  return undefined;
}

export function internalDocumentRoutes(router: Router<ShopState>, context: CatalogContext): void {
  const route = routesOn(router, internalApi);

  route('GET /internal/catalog/documents/catalogue', async ({ query }) => {
    const view = retailView(query.lang);
    const { items } = await collectionList(context.db, query.lang);
    const pictures = new Map<string, Promise<string | undefined>>();
    const collections: CatalogueForPrint['collections'] = [];
    for (const collection of items.filter((item) => item.parentId === null)) {
      const cards = [];
      for (let page = 1; ; page++) {
        const list = await listProducts(
          context.db,
          { collection: collection.id, page, limit: MAX_PAGE_SIZE, sort: 'name', dir: 'asc' },
          view,
        );
        cards.push(...list.items);
        if (page * MAX_PAGE_SIZE >= list.total || list.items.length === 0) break;
      }
      const products = await Promise.all(
        cards.map(async (card) => {
          const key = card.image.original;
          if (!pictures.has(key)) pictures.set(key, pictureOf(context, card.image));
          const picture = await pictures.get(key);
          return picture ? { ...card, picture } : card;
        }),
      );
      const { id, slug, slugs, name } = collection;
      collections.push({ id, slug, slugs, name, products });
    }
    return { collections };
  });

  route('GET /internal/catalog/documents/price-list', ({ query }) =>
    priceListForPrint(context.db, query.lang, query.currency),
  );

  route('GET /internal/catalog/documents/products/:id', async ({ params, query }) => {
    const product = await productPage(context.db, params.id, undefined, retailView(query.lang));
    const image = product.gallery[0];
    const picture = image ? await pictureOf(context, image) : undefined;
    return picture ? { product, picture } : { product };
  });
}
