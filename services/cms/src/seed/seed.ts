import type { ServiceContext } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { b2bContacts, newsPosts, shops } from '../db/schema';
import { demoB2bContacts } from '../domain/b2b-contacts';
import { shopSearchText } from '../domain/find-shops';
import { ensureContentPage } from '../pages/content-pages';
import { newsSeeds } from './news.seed';
import { hours, shopSeeds } from './shops.seed';

/** Demo blog posts and shops; inserts only what is missing, so it is safe on every start. */
export async function seedCms(context: ServiceContext<typeof schema>): Promise<void> {
  await context.transaction(async (tx) => {
    // The accessibility statement (issue 27): its first text, unless staff have written one.
    await ensureContentPage(tx, 'accessibility-statement', context.shopSettings());
    // Only into an empty blog: a demo post staff deleted stays deleted after a restart.
    const [{ posts } = { posts: 0 }] = await tx.select({ posts: sql<number>`count(*)::int` }).from(newsPosts);
    if (posts === 0)
      await tx
        .insert(newsPosts)
        .values(
          newsSeeds.map((post) => ({
            id: post.id,
            slug: post.slug,
            title: post.title,
            lead: post.lead,
            body: post.body,
            tags: post.tags,
            coverTheme: post.cover,
            publishedAt: new Date(post.publishedAt),
          })),
        )
        .onConflictDoNothing();

    const [{ existing } = { existing: 0 }] = await tx.select({ existing: sql<number>`count(*)::int` }).from(shops);
    if (existing === 0) {
      await tx.insert(shops).values(
        shopSeeds.map((shop) => ({
          name: shop.name,
          street: shop.street,
          zip: shop.zip,
          city: shop.city,
          region: shop.region,
          lat: shop.lat,
          lng: shop.lng,
          website: shop.domain ? `https://${shop.domain}` : null,
          phones: shop.phones,
          email: shop.domain
            ? `${shop.tags.includes('branch') ? shop.city.toLowerCase().replace(/[^a-z]/g, '') : 'sklep'}@${shop.domain}`
            : null,
          tags: shop.tags,
          collections: shop.collections,
          openingHours: hours[shop.hours],
          searchText: shopSearchText(shop),
        })),
      );
    }
    // The demo B2B contacts only while staff have never saved the list (a saved empty list stays empty).
    await tx.insert(b2bContacts).values({ id: 1, contacts: demoB2bContacts }).onConflictDoNothing();
    // Explicit ids leave the sequences behind; move them past the seeded rows.
    await tx.execute(sql`select setval(pg_get_serial_sequence('news_posts', 'id'), (select max(id) from news_posts))`);
  });
}
