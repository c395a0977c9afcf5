import type { AdminProductListQuery, AdminProductRow, Availability, ListAnswer } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { listAnswerOf, listOffset } from '@shop/service-kit/db';
import { type SQL, sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { foldText } from '../search/fold';

// The back office's products list: every product, hidden ones too, filtered and sorted in one query.

type Db = Executor<typeof schema>;

interface Row {
  id: number;
  name_pl: string;
  name_en: string;
  sku: string | null;
  category: AdminProductRow['category'];
  availability: Availability;
  tags: string[];
  variant_count: number;
  stock: number;
  price_gross: number | null;
  primary_collection_id: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  total: number;
}

const sortColumn: Record<AdminProductListQuery['sort'], SQL> = {
  createdAt: sql`p.created_at`,
  updatedAt: sql`p.updated_at`,
  id: sql`p.id`,
  name: sql`p.name_pl`,
  price: sql`vp.effective_gross`,
  stock: sql`s.stock`,
};

const iso = (value: Date | string) => new Date(value).toISOString();

export async function listAdminProducts(db: Db, query: AdminProductListQuery): Promise<ListAnswer<AdminProductRow>> {
  const { filters } = query;
  const where: SQL[] = [sql`true`];
  if (filters.collection !== undefined)
    where.push(
      sql`exists (select 1 from product_collections pc where pc.product_id = p.id and pc.collection_id = ${filters.collection})`,
    );
  if (filters.availability) where.push(sql`p.availability = ${filters.availability}`);
  if (filters.category) where.push(sql`p.category = ${filters.category}`);
  if (filters.tag) where.push(sql`${filters.tag} = any(p.tags)`);
  if (filters.q) {
    // search_text holds names and SKUs folded (lower case, no diacritics): a plain substring match.
    const folded = `%${foldText(filters.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`p.search_text like ${folded}`);
  }
  const dir = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const nulls = query.dir === 'asc' ? sql`nulls first` : sql`nulls last`;
  const result = (await db.execute(sql`
    select p.id, p.name_pl, p.name_en, v.sku, p.category, p.availability, p.tags, s.variant_count, s.stock,
      vp.effective_gross as price_gross, p.primary_collection_id, p.created_at, p.updated_at,
      (count(*) over ())::int as total
    from products p
    left join variants v on v.product_id = p.id and v.is_default
    left join variant_prices vp on vp.variant_id = v.id and vp.currency = 'PLN'
    cross join lateral (
      select count(*)::int as variant_count, coalesce(sum(greatest(v2.stock, 0)), 0)::int as stock
      from variants v2 where v2.product_id = p.id
    ) s
    where ${sql.join(where, sql` and `)}
    order by ${sortColumn[query.sort]} ${dir} ${nulls}, p.id ${dir}
    limit ${query.limit} offset ${listOffset(query)}`)) as unknown as { rows: Row[] };
  const rows = result.rows;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const counted = (await db.execute(
      sql`select count(*)::int as total from products p where ${sql.join(where, sql` and `)}`,
    )) as unknown as { rows: Array<{ total: number }> };
    total = counted.rows[0]?.total ?? 0;
  }
  return listAnswerOf(
    rows.map((row) => ({
      id: row.id,
      name: { pl: row.name_pl, en: row.name_en },
      sku: row.sku ?? '',
      category: row.category,
      availability: row.availability,
      tags: row.tags,
      variantCount: row.variant_count,
      stock: row.stock,
      priceGross: row.price_gross,
      primaryCollectionId: row.primary_collection_id,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    })),
    total,
    query,
  );
}
