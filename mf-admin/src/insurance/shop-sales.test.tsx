// @vitest-environment jsdom
import type { InsuranceShopSale } from '@shop/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// The bikes the shop shipped with their frames (issue 25), in the insured bikes section: each registration's
// state and reason, links to its order and policy, and "send again" for a refused one to staff who register.

const registered: InsuranceShopSale = {
  frameNumber: 'ZF2026D00003',
  orderId: '8c1e2c1e-7a4d-4c1b-9a55-8f1d2e3c4b5a',
  orderNumber: 'ZF/2026/000321',
  shippedOn: '2026-11-25',
  state: 'registered',
  reason: null,
  attempts: 1,
  policyId: '5b0f2c1e-7a4d-4c1b-9a55-8f1d2e3c4b5a',
  updatedAt: '2026-11-25T10:00:10.000Z',
};
const refused: InsuranceShopSale = {
  ...registered,
  frameNumber: 'ZF2026D00004',
  state: 'refused',
  reason: 'Brak ceny katalogowej modelu ZF-1001-01',
  policyId: null,
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/insurance/policies', () => json({ items: [], total: 0, page: 1, limit: 50 }));
  gateway.on('GET /api/admin/insurance/shop-sales', () =>
    json({ items: [registered, refused], total: 2, page: 1, limit: 50 }),
  );
  await signedIn();
});
afterEach(cleanup);

describe("the shop's own sales", () => {
  it('is reached from the insured bikes and shows each registration with its state, reason and policy', async () => {
    showPanel('pl', '/insurance');
    expect(await screen.findByRole('link', { name: 'Sprzedaże sklepu' })).toHaveAttribute(
      'href',
      '/pl/admin/insurance/shop-sales',
    );
    cleanup();
    showPanel('pl', '/insurance/shop-sales');
    const table = await screen.findByRole('table', { name: 'Zgłoszenia rowerów sprzedanych przez sklep' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('ZF2026D00003');
    expect(first).toHaveTextContent('25.11.2026');
    expect(first).toHaveTextContent('Ubezpieczony');
    expect(within(first!).getByRole('link', { name: 'Polisa ramy ZF2026D00003' })).toHaveAttribute(
      'href',
      `/pl/admin/insurance/${registered.policyId}`,
    );
    expect(within(first!).getByRole('link', { name: 'ZF/2026/000321' })).toHaveAttribute(
      'href',
      `/pl/admin/orders/${registered.orderId}`,
    );
    expect(second).toHaveTextContent('Odrzucony');
    expect(second).toHaveTextContent('Brak ceny katalogowej modelu ZF-1001-01');
    expect(within(first!).queryByRole('button')).toBeNull();
  });

  it('sends a refused registration again and shows it queued', async () => {
    gateway.on('POST /api/admin/insurance/shop-sales/ZF2026D00004/retry', () =>
      json({ ...refused, state: 'queued', reason: null, attempts: 0 }),
    );
    showPanel('en', '/insurance/shop-sales');
    await userEvent.click(await screen.findByRole('button', { name: 'Send frame ZF2026D00004 again' }));
    expect(await screen.findByText('Frame ZF2026D00004 waits to be registered again')).toBeVisible();
    expect(gateway.sent('POST /api/admin/insurance/shop-sales/ZF2026D00004/retry')).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'Registrations of bikes sold by the shop' });
    await waitFor(() => expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Waiting to be registered'));
    expect(screen.queryByRole('button', { name: 'Send frame ZF2026D00004 again' })).toBeNull();
  });

  it('says why sending again was refused, and offers no button to staff who do not register', async () => {
    gateway.on('POST /api/admin/insurance/shop-sales/ZF2026D00004/retry', () =>
      failure(422, 'business_rule', 'Ponownie zgłosić można tylko odrzuconą rejestrację'),
    );
    showPanel('pl', '/insurance/shop-sales');
    await userEvent.click(await screen.findByRole('button', { name: 'Zgłoś ponownie ramę ZF2026D00004' }));
    expect(await screen.findByText('Ponownie zgłosić można tylko odrzuconą rejestrację')).toBeVisible();

    cleanup();
    me = staffUser('service_employee');
    await signedIn();
    showPanel('pl', '/insurance/shop-sales');
    await screen.findByRole('table', { name: 'Zgłoszenia rowerów sprzedanych przez sklep' });
    expect(screen.queryByRole('button', { name: /Zgłoś ponownie/ })).toBeNull();
  });
});
