// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// The gift cards section (docs/decisions/gift-cards.md): the list with masked codes, a card's uses, voiding.

const cardId = '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b';
const orderId = '5d3c2b1a-0f9e-4d8c-b7a6-958473625140';
const card = {
  id: cardId,
  codeTail: 'GH78',
  state: 'active',
  value: { amount: 50_000, currency: 'PLN' },
  balance: { amount: 20_000, currency: 'PLN' },
  issuedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2027-11-20T10:00:00.000Z',
  recipientEmail: 'ola@example.com',
  buyerEmail: 'anna.nowak@example.com',
  orderId,
  orderNumber: 'ZF/2026/000100',
  voidReason: null,
  version: 1,
  createdAt: '2026-11-20T09:55:00.000Z',
};
const detail = {
  ...card,
  message: 'Na nowe przygody!',
  uses: [
    {
      kind: 'spend',
      amount: { amount: 30_000, currency: 'PLN' },
      orderId: '6e4d3c2b-1a0f-4e9d-8c7b-a69584736251',
      orderNumber: 'ZF/2026/000123',
      at: '2026-11-24T12:00:00.000Z',
    },
  ],
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/gift-cards', () => json({ items: [card], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/gift-cards/${cardId}`, () => json(detail));
  gateway.on(`GET /api/admin/gift-cards/${cardId}/history`, () => json({ items: [], total: 0, page: 1, limit: 10 }));
  await signedIn();
});
afterEach(cleanup);

describe('the gift cards section', () => {
  it('lists each card by the end of its code, with its state, value and balance, leading to the card', async () => {
    showPanel('pl', '/gift-cards');
    const table = await screen.findByRole('table', { name: 'Karty podarunkowe' });
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('…GH78');
    expect(first).toHaveTextContent('Aktywna');
    expect(first).toHaveTextContent(/500,00\szł/);
    expect(first).toHaveTextContent(/200,00\szł/);
    expect(within(first!).getAllByRole('link')[0]).toHaveAttribute('href', `/pl/admin/gift-cards/${cardId}`);
  });

  it('shows a card’s uses and voids it with a reason, at the version read', async () => {
    gateway.on(`POST /api/admin/gift-cards/${cardId}/void`, (body) =>
      json({
        ...detail,
        state: 'voided',
        balance: { amount: 0, currency: 'PLN' },
        voidReason: (body as { reason: string }).reason,
        version: 2,
      }),
    );
    showPanel('en', `/gift-cards/${cardId}`);
    expect(await screen.findByRole('heading', { name: 'Gift card …GH78' })).toBeVisible();
    const uses = screen.getByRole('table', { name: 'Orders paid with the card and amounts given back to it' });
    expect(uses).toHaveTextContent('ZF/2026/000123');
    expect(uses).toHaveTextContent('Payment');

    await userEvent.click(screen.getByRole('button', { name: 'Void the card' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason for voiding/ }), 'Reported stolen');
    await userEvent.click(screen.getByRole('button', { name: 'Void the card' }));
    expect(await screen.findByText('The card has been voided.')).toBeVisible();
    const sent = gateway.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ reason: 'Reported stolen', version: 1 });
    expect(screen.queryByRole('button', { name: 'Void the card' })).toBeNull();
  });

  it('lets staff who may only read cards see them but not void them', async () => {
    me = staffUser('sales_employee');
    await signedIn();
    showPanel('en', `/gift-cards/${cardId}`);
    expect(await screen.findByRole('heading', { name: 'Gift card …GH78' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Void the card' })).toBeNull();
  });
});
