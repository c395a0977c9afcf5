import {
  CATALOGUE_REVALIDATE_SECONDS,
  type CatalogSitemap,
  CollectionMenu,
  type CollectionMenuItem,
  currencyOfLanguage,
  IDENTITY_HEADER,
  type Identity,
  type NewsSitemap,
  ProductDetail,
  type ProductReviews,
} from '@shop/contracts';
import { type ScreenId, type StorefrontLanguage, screens } from '@shop/i18n';
import { matchPath, pathFor } from '@shop/platform/routes';
import { AppError, type IdentitySigner, type Logger } from '@shop/service-kit';
import type { Context } from 'koa';
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import { callInternal } from './internal-calls';
import {
  type CatalogPageFacts,
  catalogPageHead,
  escapeAttribute,
  type PageHead,
  pageHead,
  privateScreens,
} from './page-head';
import { productJsonLd } from './product-json-ld';
import { isUpstreamFailure } from './proxy';

// What the gateway serves from the catalogue besides /api: the heads of product and collection pages
// (title, description, canonical, hreflang, schema.org Product) before any JavaScript runs, /sitemap.xml,
// /robots.txt, and product pictures under /media/catalog/ (proxied to the catalog service) and published
// reviews' photos under /media/cms/ (to cms).

export interface CatalogPagesOptions {
  catalog: Dispatcher;
  /** The blog's posts join the sitemap when cms answers (they are left out, for a minute, when it does not). */
  cms?: Dispatcher;
  signer: IdentitySigner;
  log: Logger;
  /** How long a built sitemap is re-used (default 10 minutes). */
  sitemapTtlMs?: number;
}

export interface CatalogPages {
  /** The head of any storefront page; product and collection pages ask the catalogue. */
  head(pathname: string, origin: string): Promise<PageHead>;
  sitemap(ctx: Context, origin: string): Promise<void>;
  robots(ctx: Context, origin: string): void;
  media(ctx: Context, path: string): Promise<void>;
}

const guest: Identity = { app: 'storefront', role: 'GUEST' };
const timeouts = { headersTimeout: 2_000, bodyTimeout: 2_000 };
function findCollection(items: CollectionMenuItem[], id: number): CollectionMenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const child = findCollection(item.children, id);
    if (child) return child;
  }
  return undefined;
}

export function createCatalogPages(options: CatalogPagesOptions): CatalogPages {
  const { catalog, cms, signer, log, sitemapTtlMs = 10 * 60_000 } = options;
  let sitemapCache: { origin: string; xml: string; expiresAt: number } | undefined;

  /** GET from the catalogue: the checked answer, null for 404, undefined when it could not answer. */
  async function ask<S extends z.ZodType>(
    schema: S,
    path: string,
    identity: Identity,
    lang: StorefrontLanguage,
  ): Promise<z.output<S> | null | undefined> {
    try {
      const { statusCode, body } = await catalog.request({
        method: 'GET',
        path,
        headers: {
          [IDENTITY_HEADER]: await signer.sign(identity),
          'x-language': lang,
          'x-currency': currencyOfLanguage[lang],
        },
        ...timeouts,
      });
      if (statusCode === 404) {
        await body.dump();
        return null;
      }
      if (statusCode !== 200) {
        await body.dump();
        throw new Error(`catalog answered ${statusCode}`);
      }
      const parsed = schema.safeParse(await body.json());
      if (!parsed.success) throw new Error('the catalogue answered in an unexpected shape');
      return parsed.data;
    } catch (error) {
      log.warn({ err: error, path }, 'catalogue facts for a page head are unavailable');
      return undefined;
    }
  }

  async function productFacts(id: string, lang: StorefrontLanguage, origin: string) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [product, reviews] = await Promise.all([
      ask(ProductDetail, `/api/catalog/products/${id}`, guest, lang),
      productReviews(Number(id)),
    ]);
    if (!product) return product;
    const paths = {
      pl: pathFor('product', 'pl', { id: product.id, slug: product.slugs.pl }),
      en: pathFor('product', 'en', { id: product.id, slug: product.slugs.en }),
    };
    const facts: CatalogPageFacts = {
      title: product.name,
      description: product.shortDescription,
      paths,
      image: product.gallery[0]?.widths.at(-1)?.url,
      jsonLd: productJsonLd(product, origin, paths[lang], reviews),
    };
    return facts;
  }

  /** A product's published reviews for its JSON-LD, or nothing when cms is not there or does not answer. */
  async function productReviews(id: number): Promise<ProductReviews | undefined> {
    if (!cms) return undefined;
    try {
      const answer = await callInternal(
        cms,
        signer,
        'GET /internal/cms/products/:id/reviews',
        { params: { id } },
        { timeoutMs: timeouts.headersTimeout },
      );
      if (answer.ok) return answer.body;
      throw new Error(`cms answered ${answer.status}`);
    } catch (error) {
      log.warn({ err: error, id }, "a product's reviews for its page head are unavailable");
      return undefined;
    }
  }

  async function collectionFacts(id: string, lang: StorefrontLanguage) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const menu = await ask(CollectionMenu, '/api/catalog/collections/menu', guest, lang);
    if (!menu) return menu;
    const collection = findCollection(menu.items, Number(id));
    if (!collection) return null;
    const facts: CatalogPageFacts = {
      title: collection.name[lang],
      description: '',
      paths: {
        pl: pathFor('collection', 'pl', { id: collection.id, slug: collection.slug.pl }),
        en: pathFor('collection', 'en', { id: collection.id, slug: collection.slug.en }),
      },
    };
    return facts;
  }

  /** The catalogue's addresses for the sitemap, or undefined when it could not answer. */
  async function catalogueAddresses(): Promise<CatalogSitemap | undefined> {
    try {
      const answer = await callInternal(
        catalog,
        signer,
        'GET /internal/catalog/sitemap',
        {},
        { timeoutMs: timeouts.headersTimeout },
      );
      if (answer.ok) return answer.body;
      throw new Error(`catalog answered ${answer.status}`);
    } catch (error) {
      log.warn({ err: error }, 'the catalogue addresses for the sitemap are unavailable');
      return undefined;
    }
  }

  /** The blog's published posts for the sitemap, or undefined when cms could not answer. */
  async function blogAddresses(): Promise<NewsSitemap | undefined> {
    if (!cms) return undefined;
    try {
      const answer = await callInternal(
        cms,
        signer,
        'GET /internal/cms/sitemap',
        {},
        { timeoutMs: timeouts.headersTimeout },
      );
      if (answer.ok) return answer.body;
      throw new Error(`cms answered ${answer.status}`);
    } catch (error) {
      log.warn({ err: error }, 'the blog addresses for the sitemap are unavailable');
      return undefined;
    }
  }

  async function buildSitemap(origin: string): Promise<{ xml: string; complete: boolean } | undefined> {
    const [catalogue, blog] = await Promise.all([catalogueAddresses(), blogAddresses()]);
    if (!catalogue) return undefined;
    const entries: Array<{ paths: Partial<Record<StorefrontLanguage, string>>; lastmod?: string }> = [];
    for (const screen of screens) {
      if (privateScreens.has(screen.id as ScreenId) || screen.id === 'search') continue;
      if (screen.en.includes(':')) continue;
      entries.push({
        paths: screen.polishOnly
          ? { pl: pathFor(screen.id, 'pl') }
          : { pl: pathFor(screen.id, 'pl'), en: pathFor(screen.id, 'en') },
      });
    }
    for (const c of catalogue.collections) {
      entries.push({
        paths: {
          pl: pathFor('collection', 'pl', { id: c.id, slug: c.slugs.pl }),
          en: pathFor('collection', 'en', { id: c.id, slug: c.slugs.en }),
        },
        lastmod: c.updatedAt.slice(0, 10),
      });
    }
    for (const p of catalogue.products) {
      entries.push({
        paths: {
          pl: pathFor('product', 'pl', { id: p.id, slug: p.slugs.pl }),
          en: pathFor('product', 'en', { id: p.id, slug: p.slugs.en }),
        },
        lastmod: p.updatedAt.slice(0, 10),
      });
    }
    for (const post of blog?.posts ?? []) {
      entries.push({
        paths: {
          pl: pathFor('blogPost', 'pl', { id: post.id, slug: post.slugs.pl }),
          en: pathFor('blogPost', 'en', { id: post.id, slug: post.slugs.en }),
        },
        lastmod: post.updatedAt.slice(0, 10),
      });
    }
    const urls = entries.flatMap(({ paths, lastmod }) => {
      const alternates = Object.entries(paths).map(
        ([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeAttribute(origin + path)}"/>`,
      );
      if (paths.en)
        alternates.push(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeAttribute(origin + paths.pl)}"/>`,
        );
      return Object.values(paths).map(
        (path) =>
          `<url><loc>${escapeAttribute(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${
            paths.en ? alternates.join('') : ''
          }</url>`,
      );
    });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return { xml, complete: blog !== undefined || !cms };
  }

  return {
    async head(pathname, origin) {
      const match = matchPath(pathname);
      if (match?.screen !== 'product' && match?.screen !== 'collection') return pageHead(pathname, origin);
      const facts =
        match.screen === 'product'
          ? await productFacts(match.params.id ?? '', match.lang, origin)
          : await collectionFacts(match.params.id ?? '', match.lang);
      // The catalogue away: the page still works, with the generic head.
      if (facts === undefined) return pageHead(pathname, origin);
      return catalogPageHead(match.lang, origin, facts ?? undefined);
    },

    async sitemap(ctx, origin) {
      const now = Date.now();
      if (!sitemapCache || sitemapCache.origin !== origin || sitemapCache.expiresAt <= now) {
        const built = await buildSitemap(origin);
        if (built === undefined) {
          ctx.status = 503;
          ctx.set('retry-after', '60');
          ctx.type = 'text/plain; charset=utf-8';
          ctx.body = 'The sitemap is not available right now.\n';
          return;
        }
        // Without the blog the sitemap is kept a minute only, so its posts return soon.
        const ttl = built.complete ? sitemapTtlMs : Math.min(sitemapTtlMs, 60_000);
        sitemapCache = { origin, xml: built.xml, expiresAt: now + ttl };
      }
      ctx.set('cache-control', `public, max-age=${CATALOGUE_REVALIDATE_SECONDS}`);
      ctx.type = 'application/xml; charset=utf-8';
      ctx.body = sitemapCache.xml;
    },

    robots(ctx, origin) {
      const prefixes = new Set<string>(['/api/', '/pl/admin', '/en/admin']);
      for (const screen of screens) {
        if (!privateScreens.has(screen.id as ScreenId)) continue;
        for (const lang of ['pl', 'en'] as const) {
          const path = screen[lang];
          const literal = path.split('/:')[0]!;
          prefixes.add(`/${lang}/${literal}`);
        }
      }
      // A shorter prefix already covers a longer one (/pl/konto covers /pl/konto/adresy).
      const sorted = [...prefixes].sort();
      const needed = sorted.filter((p) => !sorted.some((q) => q !== p && p.startsWith(q.endsWith('/') ? q : `${q}/`)));
      ctx.set('cache-control', 'public, max-age=3600');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = [
        'User-agent: *',
        ...needed.map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },

    async media(ctx, path) {
      // Published reviews' photos are cms's; every other picture is the catalogue's.
      const owner = path.startsWith('/media/cms/') ? cms : catalog;
      if (!owner) throw new AppError('not_found');
      const answer = await owner
        .request({
          method: ctx.method === 'HEAD' ? 'HEAD' : 'GET',
          path,
          headers: {
            [IDENTITY_HEADER]: await signer.sign(guest),
            ...(typeof ctx.req.headers['if-none-match'] === 'string'
              ? { 'if-none-match': ctx.req.headers['if-none-match'] }
              : {}),
          },
          headersTimeout: 15_000,
          bodyTimeout: 15_000,
        })
        .catch((error: unknown) => {
          if (isUpstreamFailure(error)) throw new AppError('service_unavailable', { cause: error });
          throw error;
        });
      const { statusCode, headers, body } = answer;
      // Pictures are small: buffered, so a client that leaves cannot break a stream half-way.
      const bytes = Buffer.from(await body.arrayBuffer());
      ctx.status = statusCode;
      for (const name of [
        'content-type',
        'cache-control',
        'etag',
        'content-security-policy',
        'x-content-type-options',
      ]) {
        const value = headers[name];
        if (typeof value === 'string') ctx.set(name, value);
      }
      ctx.set('access-control-allow-origin', '*');
      if (statusCode !== 304 && ctx.method !== 'HEAD') ctx.body = bytes;
    },
  };
}
