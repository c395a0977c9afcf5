import { type APIRequestContext, expect } from '@playwright/test';

// Journeys that need "something to buy" take accessories sold without options, picked by the stock they have
// now: the journeys of one run all buy from the same demo catalogue, so the first accessory on the list runs
// short before the run ends (the cart takes it, the checkout then refuses the quantity).

/** What the choice reads of a product card; callers name the rest of the card they use. */
export interface AccessoryCard {
  id: number;
  category: string;
  availability: string;
  hasVariants: boolean;
  minQuantity: number;
}

/**
 * `count` accessories that can each be bought `quantity` at a time, the best-stocked first, as the caller with
 * `headers` sees them (their language, currency and prices).
 */
export async function accessoriesInStock<Card extends AccessoryCard = AccessoryCard>(
  request: APIRequestContext,
  headers: Record<string, string>,
  { quantity = 1, count = 1 }: { quantity?: number; count?: number } = {},
): Promise<Card[]> {
  const list = await request.get('/api/catalog/products?limit=200', { headers });
  expect(list.ok(), `the product list: ${list.status()}`).toBe(true);
  const candidates = ((await list.json()) as { items: Card[] }).items.filter(
    (card) =>
      card.availability === 'available' && !card.hasVariants && card.minQuantity === 1 && card.category !== 'bike',
  );
  const stocked = await Promise.all(
    candidates.map(async (card) => {
      const detail = await request.get(`/api/catalog/products/${card.id}`, { headers });
      if (!detail.ok()) return { card, stock: 0 };
      const { stock, type } = (await detail.json()) as { stock: number; type: string };
      // Services, downloads and gift cards go without delivery, which the journeys' checkouts ask for.
      return { card, stock: type === 'physical' ? stock : 0 };
    }),
  );
  const chosen = stocked
    .filter(({ stock }) => stock >= quantity)
    .sort((a, b) => b.stock - a.stock)
    .slice(0, count)
    .map(({ card }) => card);
  expect(chosen.length, `${count} accessories with ${quantity} in stock in the demo catalogue`).toBe(count);
  return chosen;
}
