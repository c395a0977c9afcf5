import type { ProductDetail, PublishedReview } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';

// A product page's schema.org Product gains the published reviews (issue 25): `aggregateRating` with the
// average and count, and the latest reviews as `review`; none of it without reviews. A review's text can
// never close the script element it is written into.

const product = {
  name: 'Zefir Miejski C2',
  shortDescription: 'Rower miejski',
  sku: 'ZF-1',
  barcode: null,
  gallery: [],
  price: { gross: 499_900, currency: 'PLN' },
  availability: 'available',
  condition: 'new',
} as unknown as ProductDetail;

const review = (id: number, extra: Partial<PublishedReview> = {}): PublishedReview => ({
  id,
  productId: 1,
  productName: 'Zefir Miejski C2',
  productSlug: 'zefir-miejski-c2',
  rating: 4,
  title: `Opinia ${id}`,
  text: 'Dobry rower na co dzień.',
  author: 'Ewa N.',
  publishedAt: '2026-11-20T10:00:00.000Z',
  helpful: 0,
  photo: null,
  ...extra,
});

const parse = (script: string) => JSON.parse(script);

describe('the product JSON-LD with reviews', () => {
  it('carries aggregateRating and review when reviews are published', () => {
    const ld = parse(
      productJsonLd(product, 'https://zefir.example', '/pl/produkt/1/x', {
        items: [review(2, { rating: 5 }), review(1, { rating: 4 })],
        summary: { average: 4.5, count: 2 },
      }),
    );
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toHaveLength(2);
    expect(ld.review[0]).toEqual({
      '@type': 'Review',
      name: 'Opinia 2',
      reviewBody: 'Dobry rower na co dzień.',
      datePublished: '2026-11-20',
      author: { '@type': 'Person', name: 'Ewa N.' },
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
  });

  it('leaves both out without published reviews or when cms did not answer', () => {
    const none = parse(
      productJsonLd(product, 'https://zefir.example', '/pl/produkt/1/x', {
        items: [],
        summary: { average: null, count: 0 },
      }),
    );
    expect(none).not.toHaveProperty('aggregateRating');
    expect(none).not.toHaveProperty('review');
    expect(parse(productJsonLd(product, 'https://zefir.example', '/pl/produkt/1/x'))).not.toHaveProperty('review');
  });

  it('keeps a review text from closing the script', () => {
    const script = productJsonLd(product, 'https://zefir.example', '/pl/produkt/1/x', {
      items: [review(1, { text: 'Super</script><script>alert(1)</script>' })],
      summary: { average: 4, count: 1 },
    });
    expect(script).not.toContain('</script>');
    expect(parse(script).review[0].reviewBody).toBe('Super</script><script>alert(1)</script>');
  });
});
