import { type CatalogSitemap, internalApi } from '@shop/contracts';
import { AppError, type Router, routesOn, type ShopState } from '@shop/service-kit';
import { and, eq } from 'drizzle-orm';
import type { CatalogContext } from '../context';
import { sitemapRows } from '../db/catalogue-reads';
import { products, variantPrices, variants } from '../db/schema';

/**
 * What the gateway asks for: the addresses /sitemap.xml lists; and cms, registering an insured bike (issue
 * 25): the regular retail price in PLN of the variant the factory made it as, by SKU.
 */
export function internalRoutes(router: Router<ShopState>, context: CatalogContext): void {
  const route = routesOn(router, internalApi);

  route('GET /internal/catalog/sitemap', async (_request, ctx) => {
    const answer = await context.answers.get('sitemap', async (): Promise<CatalogSitemap> => {
      const rows = await sitemapRows(context.db);
      return {
        collections: rows.collections.map((c) => ({
          id: c.id,
          slugs: { pl: c.slugPl, en: c.slugEn },
          updatedAt: c.updatedAt.toISOString(),
        })),
        products: rows.products.map((p) => ({
          id: p.id,
          slugs: { pl: p.slugPl, en: p.slugEn },
          updatedAt: p.updatedAt.toISOString(),
        })),
      };
    });
    // The JSON as encoded once in the cache.
    ctx.type = 'application/json';
    ctx.body = answer.body;
  });

  route('GET /internal/catalog/variants/:sku', async ({ params }) => {
    const [row] = await context.db
      .select({
        sku: variants.sku,
        productId: variants.productId,
        variantId: variants.id,
        namePl: products.namePl,
        nameEn: products.nameEn,
        regularGross: variantPrices.regularGross,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(variantPrices, and(eq(variantPrices.variantId, variants.id), eq(variantPrices.currency, 'PLN')))
      .where(eq(variants.sku, params.sku));
    if (!row) throw new AppError('not_found');
    const { namePl, nameEn, ...variant } = row;
    return { ...variant, name: { pl: namePl, en: nameEn } };
  });
}
