import type { CollectionMenuItem } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { asc, eq } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { collections } from '../db/schema';

/** The active collections as the menu tree, each level in its set order. */
export async function collectionMenu(db: Executor<typeof schema>): Promise<CollectionMenuItem[]> {
  const rows = await db
    .select()
    .from(collections)
    .where(eq(collections.state, 'active'))
    .orderBy(asc(collections.position), asc(collections.id));
  const items = new Map<number, CollectionMenuItem>();
  for (const row of rows) {
    items.set(row.id, {
      id: row.id,
      slug: { pl: row.slugPl, en: row.slugEn },
      name: { pl: row.namePl, en: row.nameEn },
      children: [],
    });
  }
  const roots: CollectionMenuItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id)!;
    const parent = row.parentId === null ? undefined : items.get(row.parentId);
    // A child of an inactive parent is hidden with it.
    if (row.parentId === null) roots.push(item);
    else parent?.children.push(item);
  }
  return roots;
}
