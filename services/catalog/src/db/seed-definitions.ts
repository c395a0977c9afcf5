import type { Executor } from '@shop/service-kit/db';
import { sql } from 'drizzle-orm';
import type * as schema from './schema';

// The demo's feature and option definitions, taken from what the demo products already carry: every spec
// line's group and name, every option code (its names, kind, display and the values of its first product).
// Written only while a table is empty, so definitions staff deleted do not come back at the next start.

export async function seedDefinitions(db: Executor<typeof schema>): Promise<void> {
  await db.execute(sql`
    insert into feature_definitions (group_pl, group_en, name_pl, name_en)
    select distinct on (spec->'group'->>'pl', spec->'name'->>'pl')
      spec->'group'->>'pl', spec->'group'->>'en', spec->'name'->>'pl', spec->'name'->>'en'
    from products, jsonb_array_elements(products.specs) as spec
    where not exists (select 1 from feature_definitions)
    order by spec->'group'->>'pl', spec->'name'->>'pl', products.id
    on conflict do nothing`);
  await db.execute(sql`
    insert into option_definitions (code, name_pl, name_en, kind, display, "values")
    select distinct on (po.code) po.code, po.name_pl, po.name_en, po.kind, po.display,
      coalesce((select jsonb_agg(jsonb_build_object(
                  'label', jsonb_build_object('pl', ov.label_pl, 'en', ov.label_en), 'color', ov.color)
                order by ov.position, ov.id)
                from option_values ov where ov.option_id = po.id), '[]'::jsonb)
    from product_options po
    where not exists (select 1 from option_definitions)
    order by po.code, po.product_id, po.id
    on conflict do nothing`);
}
