// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, makeCart, pln, preparePage, refreshPage, show } from '../testing';

// The cart's summary names each automatic promotion with what it gave (issue 24), in both languages.

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => ({ role: 'GUEST' }));
  await refreshPage();
});
afterEach(cleanup);

const withPromotions = () =>
  makeCart({
    promotions: [
      { id: 7, name: '10% off accessories', discount: pln(980), delivery: pln(0), freeDelivery: false },
      { id: 9, name: 'Free delivery over 300 zł', discount: pln(500), delivery: pln(1_999), freeDelivery: true },
    ],
    totals: { ...makeCart().totals, discount: pln(1_480) },
  });

describe('promotions in the cart summary', () => {
  for (const [lang, path, label, free] of [
    ['pl', '/pl/koszyk', 'Promocja:', 'darmowa dostawa'],
    ['en', '/en/cart', 'Promotion:', 'free delivery'],
  ] as const) {
    it(`lists each promotion with its discount and free delivery (${lang})`, async () => {
      gateway.on('GET /api/cart', () => json(withPromotions()));
      show('cart', lang, path);
      const summary = await screen.findByRole('complementary', { name: /Podsumowanie koszyka|Cart summary/ });
      const first = await within(summary).findByText(`${label} 10% off accessories`);
      expect(first.closest('div')?.querySelector('dd')?.textContent).toMatch(/^−9[,.]80/);
      const second = within(summary).getByText(`${label} Free delivery over 300 zł`);
      expect(second.closest('div')?.querySelector('dd')?.textContent).toMatch(new RegExp(`^−5[,.]00.*, ${free}$`));
    });
  }
});
