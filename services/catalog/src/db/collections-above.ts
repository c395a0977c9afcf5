import type { Executor } from '@shop/service-kit/db';
import { sql } from 'drizzle-orm';
import type * as schema from './schema';

// The collections a dealer's discount may be on for each product: its own and every one above them
// (dealer-prices.ts), read the same way as the cart's lines (domain/cart-lines.ts), so a listing, a
// product page and the cart give one product one price. Read only for dealers' answers.

type Db = Executor<typeof schema>;

/** Each product's collections with every collection above them; a product in none maps to []. */
export async function collectionsAbove(db: Db, productIds: readonly number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return found;
  const result = (await db.execute(sql`
    with recursive up(product_id, id) as (
      select pc.product_id, pc.collection_id from product_collections pc
      where pc.product_id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      union
      select up.product_id, c.parent_id from collections c join up on c.id = up.id where c.parent_id is not null
    )
    select product_id, array_agg(id order by id) as ids from up group by product_id`)) as unknown as {
    rows: { product_id: number; ids: number[] }[];
  };
  for (const row of result.rows) found.set(row.product_id, row.ids);
  return found;
}
