import type { Executor } from '@shop/service-kit/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { demoManufacturers, safetyOfSeed } from '../seed/manufacturers';
import type { ProductSeed } from '../seed/product-seed';
import type * as schema from './schema';
import { manufacturers, products } from './schema';

// The demo catalogue's product safety information (issue 27): the makers that are missing (by name), then
// each demo product that names no manufacturer yet gets its maker and warnings. What staff set is kept; a
// database seeded before manufacturers existed is filled in on its next start.

type Db = Executor<typeof schema>;

async function manufacturerIds(db: Db): Promise<Map<string, number>> {
  const existing = await db.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers);
  const byName = new Map(existing.map((row) => [row.name, row.id]));
  const missing = demoManufacturers.filter((m) => !byName.has(m.name));
  if (missing.length > 0) {
    const inserted = await db
      .insert(manufacturers)
      .values(
        missing.map((m) => ({
          name: m.name,
          address: m.address,
          country: m.country,
          email: m.email ?? null,
          web: m.web ?? null,
          responsibleName: m.responsible?.name ?? null,
          responsibleAddress: m.responsible?.address ?? null,
          responsibleCountry: m.responsible?.country ?? null,
          responsibleEmail: m.responsible?.email ?? null,
          responsibleWeb: m.responsible?.web ?? null,
        })),
      )
      .returning({ id: manufacturers.id, name: manufacturers.name });
    for (const row of inserted) byName.set(row.name, row.id);
  }
  return new Map(demoManufacturers.map((m) => [m.key, byName.get(m.name)!]));
}

export async function seedProductSafety(db: Db, seeds: readonly ProductSeed[]): Promise<void> {
  const ids = await manufacturerIds(db);
  // One statement per maker and text: the catalogue has a handful of each, not a statement per product.
  const groups = new Map<string, { manufacturerId: number; pl: string; en: string; productIds: number[] }>();
  for (const seed of seeds) {
    const safety = safetyOfSeed(seed);
    if (!safety) continue;
    const key = `${safety.manufacturer}|${safety.safety.pl}`;
    const group = groups.get(key) ?? {
      manufacturerId: ids.get(safety.manufacturer)!,
      ...safety.safety,
      productIds: [],
    };
    group.productIds.push(seed.id);
    groups.set(key, group);
  }
  for (const group of groups.values())
    for (let i = 0; i < group.productIds.length; i += 500)
      await db
        .update(products)
        .set({ manufacturerId: group.manufacturerId, safetyPl: group.pl, safetyEn: group.en })
        .where(
          and(
            inArray(products.id, group.productIds.slice(i, i + 500)),
            isNull(products.manufacturerId),
            eq(products.safetyPl, ''),
          ),
        );
}
