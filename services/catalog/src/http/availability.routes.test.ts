import { randomUUID } from 'node:crypto';
import {
  type Availability,
  CartLinesAnswer,
  type Identity,
  orderableAvailabilities,
  type ProductList,
} from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StockCatalogue, startStockCatalogue } from './stock.test-support';

// What a shopper is offered is exactly what checkout accepts (issue 13, "found while trying the shop"):
// the product page, the list and the cart line say the same about every variant, and a variant is shown
// as orderable exactly when a reservation of one unit is granted.

let shop: StockCatalogue;
const internal: Identity = { app: 'internal', role: 'GUEST' };
/** The settings an order line is taken with: the rule mf-catalog's cart button follows too. */
const ORDERABLE: readonly Availability[] = orderableAvailabilities;

beforeAll(async () => {
  shop = await startStockCatalogue();
});
afterAll(() => shop?.catalog.stop());

async function cartLineOf(productId: number, variantId: number) {
  const answer = await shop.catalog.call('POST', '/internal/catalog/cart-lines', {
    identity: internal,
    body: { currency: 'PLN', customerType: 'retail', lang: 'pl', lines: [{ productId, variantId }] },
  });
  const [line] = CartLinesAnswer.parse(answer.body).lines;
  if (!line?.found) throw new Error(`no line for ${productId}/${variantId}`);
  return line;
}

async function reserveOne(variantId: number) {
  const reservationId = randomUUID();
  const answer = await shop.catalog.call('POST', '/internal/catalog/stock/reservations', {
    identity: internal,
    body: { reservationId, lines: [{ variantId, quantity: 1 }] },
  });
  expect(answer.status).toBe(200);
  if (answer.body.status === 'reserved') {
    await shop.catalog.call('DELETE', `/internal/catalog/stock/reservations/${reservationId}`, { identity: internal });
  }
  return answer.body.status as 'reserved' | 'unavailable';
}

async function listCard(productId: number) {
  const answer = await shop.catalog.call('GET', '/api/catalog/products?collection=59&limit=48');
  expect(answer.status).toBe(200);
  return (answer.body as ProductList).items.find((card) => card.id === productId);
}

describe('availability offered and accepted', () => {
  it('shows a variant sold out wherever it appears when it takes stock and has none, and checkout agrees', async () => {
    for (const productId of [9101, 9102, 9104, 9105, 9106, 9107, 9109]) {
      const page = await shop.page(productId);
      for (const variant of page.variants) {
        const line = await cartLineOf(productId, variant.id);
        expect(line.availability, `cart line of ${variant.sku}`).toBe(variant.availability);
        const offered = ORDERABLE.includes(variant.availability);
        const accepted = (await reserveOne(variant.id)) === 'reserved';
        expect(accepted, `${variant.sku} shown ${variant.availability}`).toBe(offered);
      }
      const card = await listCard(productId);
      const chosen = page.variants.find((v) => v.id === page.chosen.variantId)!;
      expect(card?.availability, `card of ${productId}`).toBe(chosen.availability);
    }
  });

  it("says 'unavailable' for the red L set as available with 0 in stock, and offers its colour and size only through other variants", async () => {
    const page = await shop.page(9101);
    const redL = page.variants[1]!;
    expect(redL.stock).toBe(0);
    expect(redL.availability).toBe('unavailable');
    expect((await shop.page(9101, `?c=${redL.c}`)).availability).toBe('unavailable');
    // Preorder and made to order (on request) need no stock: still offered, and ordered, at 0.
    expect(page.variants.slice(2).map((v) => v.availability)).toEqual(['preorder', 'available_on_request']);
    expect(await reserveOne(page.variants[3]!.id)).toBe('reserved');
  });

  it('turns a product sold out on the page, the list and the cart line once the last unit is taken', async () => {
    const variantId = shop.variant(9110);
    expect((await shop.page(9110)).availability).toBe('available');
    const reservationId = randomUUID();
    const taken = await shop.catalog.call('POST', '/internal/catalog/stock/reservations', {
      identity: internal,
      body: { reservationId, lines: [{ variantId, quantity: 5 }] },
    });
    expect(taken.body.status).toBe('reserved');
    expect((await shop.page(9110)).availability).toBe('unavailable');
    expect((await cartLineOf(9110, variantId)).availability).toBe('unavailable');
    expect(await reserveOne(variantId)).toBe('unavailable');

    await shop.catalog.call('DELETE', `/internal/catalog/stock/reservations/${reservationId}`, { identity: internal });
    expect((await shop.page(9110)).availability).toBe('available');
  });
});
