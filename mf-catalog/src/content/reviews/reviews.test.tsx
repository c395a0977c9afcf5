// @vitest-environment jsdom
import type { PublishedReview } from '@shop/contracts';
import { initI18n, preloadLanguage } from '@shop/platform';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, stubGateway } from '../test-gateway';
import { ProductReviews } from './ProductReviews';
import { ReviewList } from './ReviewList';

// The storefront's reviews (issue 25): the product page's block (average, count, order, pages, helpful vote)
// and the reviews page (the latest across products), in Polish and English; the customer's text is text.

beforeAll(async () => {
  await initI18n('pl');
  await preloadLanguage('en');
});
afterEach(cleanup);

const review = (id: number, extra: Partial<PublishedReview> = {}): PublishedReview => ({
  id,
  productId: 1315,
  productName: 'Zefir Miejski C2',
  productSlug: 'zefir-miejski-c2',
  rating: 5,
  title: `Opinia ${id}`,
  text: 'Dojeżdżam nim codziennie do pracy.',
  author: 'Ewa N.',
  publishedAt: '2026-11-20T10:00:00.000Z',
  helpful: 0,
  photo: null,
  ...extra,
});
const page = (items: PublishedReview[], total = items.length, average: number | null = 4.5) => ({
  items,
  total,
  page: 1,
  limit: 10,
  summary: { average, count: total },
});

describe("the product page's reviews", () => {
  it('shows the average, the count and each review as text, in Polish', async () => {
    stubGateway([
      [
        'GET',
        '/api/cms/products/1315/reviews',
        () => json(page([review(1, { text: '<b>Świetny</b> rower <script>alert(1)</script>' }), review(2)])),
      ],
    ]);
    render(<ProductReviews productId={1315} lang="pl" />);
    expect(await screen.findByRole('heading', { name: 'Opinie klientów' })).toBeVisible();
    expect(await screen.findByText('Średnia ocen: 4,5 / 5 · liczba opinii: 2')).toBeVisible();
    expect(screen.getByText('<b>Świetny</b> rower <script>alert(1)</script>')).toBeVisible();
    expect(document.querySelector('b, script')).toBeNull();
    expect(screen.getAllByText('Ewa N., 20.11.2026')).toHaveLength(2);
    expect(screen.getByText('Każdą opinię przed publikacją sprawdza', { exact: false })).toBeVisible();
  });

  it('asks for the most helpful first and for the next page', async () => {
    const gateway = stubGateway([
      [
        'GET',
        '/api/cms/products/1315/reviews',
        (request) => json({ ...page([review(Number(request.url.searchParams.get('page') ?? 1))], 12), limit: 10 }),
      ],
    ]);
    render(<ProductReviews productId={1315} lang="en" />);
    expect(await screen.findByText('Average rating: 4.5 / 5 · 12 reviews')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'helpful');
    await waitFor(() => expect(gateway.sent.at(-1)?.url.searchParams.get('sort')).toBe('helpful'));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(gateway.sent.at(-1)?.url.searchParams.get('page')).toBe('2'));
    expect(gateway.sent.at(-1)?.url.searchParams.get('sort')).toBe('helpful');
  });

  it('says there are none yet and who may write one', async () => {
    stubGateway([['GET', '/api/cms/products/7/reviews', () => json(page([], 0, null))]]);
    render(<ProductReviews productId={7} lang="en" />);
    expect(await screen.findByText('This product has no reviews yet.')).toBeVisible();
  });

  it('counts a helpful vote, and asks a guest to sign in', async () => {
    let signedIn = true;
    stubGateway([
      ['GET', '/api/cms/products/1315/reviews', () => json(page([review(1, { helpful: 2 })]))],
      [
        'POST',
        '/api/cms/reviews/1/helpful',
        () =>
          signedIn
            ? json({ helpful: 3 })
            : json({ error: { code: 'authentication_required', message: 'Wymagane zalogowanie.' } }, 401),
      ],
    ]);
    render(<ProductReviews productId={1315} lang="pl" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pomocna (2)' }));
    expect(await screen.findByRole('button', { name: 'Pomocna (3)' })).toBeDisabled();
    expect(screen.getByText('Dziękujemy, Twój głos został zapisany.')).toBeVisible();
    cleanup();
    signedIn = false;
    render(<ProductReviews productId={1315} lang="pl" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pomocna (2)' }));
    expect(await screen.findByText('Zaloguj się, aby oznaczyć opinię jako pomocną.')).toBeVisible();
  });
});

describe('the customer reviews page', () => {
  it('lists the latest reviews across products, each linking its product', async () => {
    stubGateway([
      [
        'GET',
        '/api/cms/reviews',
        () => json(page([review(3, { productId: 40, productName: 'Zamek U', productSlug: 'zamek-u' })])),
      ],
    ]);
    render(<ReviewList lang="en" />);
    expect(await screen.findByRole('link', { name: 'about Zamek U' })).toHaveAttribute(
      'href',
      '/en/product/40/zamek-u',
    );
    expect(screen.getByRole('heading', { name: 'Opinia 3' })).toBeVisible();
  });

  it('says when nothing is published yet, in Polish', async () => {
    stubGateway([['GET', '/api/cms/reviews', () => json(page([], 0, null))]]);
    render(<ReviewList lang="pl" />);
    expect(await screen.findByText('Nie ma jeszcze opublikowanych opinii.')).toBeVisible();
  });
});
