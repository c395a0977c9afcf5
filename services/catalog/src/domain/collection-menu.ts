import type { CollectionDetail, CollectionList, CollectionMenuItem, StorefrontLanguage } from '@shop/contracts';
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

/** Every active collection, flat, in menu order (parents before their children). */
export async function collectionList(db: Executor<typeof schema>, lang: StorefrontLanguage): Promise<CollectionList> {
  const menu = await collectionMenu(db);
  const items: CollectionList['items'] = [];
  const walk = (level: CollectionMenuItem[], parentId: number | null) => {
    for (const item of level) {
      items.push({ id: item.id, parentId, slug: item.slug[lang], slugs: item.slug, name: item.name[lang] });
      walk(item.children, item.id);
    }
  };
  walk(menu, null);
  return { items };
}

/** One active collection with its breadcrumb and children; undefined when unknown or hidden. */
export async function collectionDetail(
  db: Executor<typeof schema>,
  id: number,
  lang: StorefrontLanguage,
): Promise<CollectionDetail | undefined> {
  const { items } = await collectionList(db, lang);
  const byId = new Map(items.map((item) => [item.id, item]));
  const found = byId.get(id);
  if (!found) return undefined;
  const ref = ({ parentId: _, ...rest }: CollectionList['items'][number]) => rest;
  const ancestors: CollectionDetail['ancestors'] = [];
  for (let parent = found.parentId; parent !== null; parent = byId.get(parent)?.parentId ?? null) {
    const row = byId.get(parent);
    if (!row) break;
    ancestors.unshift(ref(row));
  }
  return {
    ...ref(found),
    parentId: found.parentId,
    ancestors,
    children: items.filter((item) => item.parentId === id).map(ref),
  };
}
