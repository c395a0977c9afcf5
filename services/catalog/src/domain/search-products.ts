import { ADMIN_SEARCH_HITS, type ProductSearchHit } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { products } from '../db/schema';
import { prefixQuery } from '../search/fold';

/** A product's number as staff write it: `1315` or its SKU-like `ZF-1315`. */
const productNumber = (typed: string) => /^(?:zf-?)?(\d{1,9})$/i.exec(typed.trim())?.[1];

/**
 * Products for the back office's search: by the shop's folded search text (names in both languages, SKUs,
 * tags, option values: 'zolw' finds 'Żółw'), or by number. Hidden products too: staff look after them.
 */
export async function searchProducts(db: Executor<typeof schema>, typed: string): Promise<ProductSearchHit[]> {
  const tsquery = prefixQuery(typed);
  const number = productNumber(typed);
  const matches: SQL[] = [];
  // The product of that number first, then the best matches of the text.
  const order: SQL[] = [];
  if (number) {
    matches.push(eq(products.id, Number(number)));
    order.push(desc(eq(products.id, Number(number))));
  }
  if (tsquery) {
    const query = sql`to_tsquery('simple', ${tsquery})`;
    matches.push(sql`${products.search} @@ ${query}`);
    order.push(desc(sql`ts_rank(${products.search}, ${query})`));
  }
  if (matches.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      namePl: products.namePl,
      nameEn: products.nameEn,
      category: products.category,
      availability: products.availability,
    })
    .from(products)
    .where(or(...matches))
    .orderBy(...order, asc(products.id))
    .limit(ADMIN_SEARCH_HITS);
  return rows.map(({ namePl, nameEn, ...row }) => ({ ...row, name: { pl: namePl, en: nameEn } }));
}
