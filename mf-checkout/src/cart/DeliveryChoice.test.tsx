// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeGateway, json, makeCart, pln, preparePage, refreshPage, show } from '../testing';

// The free-delivery threshold is a setting staff may change (SPEC §9: 200 PLN by default): the cart quotes
// the shop's configuration. In a file of its own, as the page keeps the configuration it has read.

beforeAll(preparePage);
afterEach(cleanup);

describe('the cart’s delivery choice', () => {
  it('quotes the free-delivery threshold the shop’s configuration sets, in the page’s language', async () => {
    const gateway = fakeGateway();
    gateway.on('GET /api/cart', () => json(makeCart()));
    gateway.on('GET /api/config', () =>
      json({
        brandSlug: 'zefir',
        freeDeliveryThreshold: pln(30_000),
        payment: { transferDueWorkingDays: 5 },
      }),
    );
    await refreshPage();
    show('cart', 'pl', '/pl/koszyk');
    expect(await screen.findByText(/Darmowa dostawa kurierem od 300,00 zł/)).toBeVisible();
    cleanup();
    show('cart', 'en', '/en/cart');
    expect(await screen.findByText(/Free courier delivery from 300\.00 PLN/)).toBeVisible();
  });
});
