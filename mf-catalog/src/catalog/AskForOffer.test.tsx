// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AskForOffer } from './AskForOffer';
import { loadTexts, stubGateway } from './test-support';

beforeAll(loadTexts);
afterEach(cleanup);

const emptyRequest = { items: [], total: { amount: 0, currency: 'PLN' } };

describe('Ask for an offer', () => {
  it('puts the chosen variant and quantity into the request cart and links to it', async () => {
    const gateway = stubGateway({ '/api/cart/request': { body: emptyRequest } });
    render(<AskForOffer lang="pl" productId={7} variantId={70} quantity={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zapytaj o ofertę' }));
    expect(await screen.findByText(/Dodano do zapytania ofertowego/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zobacz zapytanie' })).toHaveAttribute('href', '/pl/koszyk?tab=request');
    const [url, init] = gateway.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/cart/request');
    expect(JSON.parse(String(init?.body))).toEqual({ productId: 7, variantId: 70, quantity: 3 });
  });

  it('says why when the request cannot take the product', async () => {
    stubGateway({
      '/api/cart/request': {
        status: 404,
        body: { error: { code: 'product_not_found', message: 'Nie ma takiego produktu' } },
      },
    });
    render(<AskForOffer lang="en" productId={7} variantId={70} quantity={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for an offer' }));
    expect(await screen.findByText('Nie ma takiego produktu')).toBeVisible();
  });
});
