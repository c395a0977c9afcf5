// @vitest-environment jsdom

import type { OrderDownload } from '@shop/contracts';
import { orderDetail } from '@shop/platform/order-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import OrderViewFragment from '../fragments/OrderViewFragment';
import { customer, failure, fakeGateway, json, preparePage, refreshPage } from '../testing';

// A paid order's downloads in the order view (issue 24): the signed link while it works, why it no longer
// does, and the signed-in buyer's fresh link; an order that ships nothing shows no delivery address.

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => customer);
  await refreshPage();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const manual = (overrides: Partial<OrderDownload> = {}): OrderDownload => ({
  id: '9b2f7a1e-0c4d-4e5f-8a6b-1c2d3e4f5a6b',
  name: 'Instrukcja serwisowa (PDF)',
  fileName: 'zefir-instrukcja-serwisowa.pdf',
  size: 1_572_864,
  state: 'ready',
  path: '/api/orders/downloads/9b2f7a1e-0c4d-4e5f-8a6b-1c2d3e4f5a6b?s=sekret',
  expiresAt: '2026-12-03T10:00:00.000Z',
  downloadsLeft: 4,
  renewable: false,
  ...overrides,
});

const downloads = () => within(screen.getByRole('region', { name: /pliki do pobrania|downloads/i }));

describe('an order’s downloads', () => {
  it('gives the link with its expiry and the downloads left, and no delivery address for an order shipping nothing', () => {
    const order = orderDetail({ deliveryMethod: 'NONE', downloads: [manual()] });
    render(<OrderViewFragment order={order} lang="pl" />);
    const link = downloads().getByRole('link', { name: 'Pobierz: Instrukcja serwisowa (PDF)' });
    expect(link).toHaveAttribute('href', manual().path);
    downloads().getByText('zefir-instrukcja-serwisowa.pdf, 1,5 MB');
    downloads().getByText('Link działa do 03.12.2026; pozostało pobrań: 4.');
    expect(screen.queryByRole('heading', { name: 'Adres dostawy' })).toBeNull();
    expect(screen.getByText('Bez wysyłki')).toBeVisible();
  });

  it('says why a used-up link opened nothing, and the signed-in buyer gets a fresh one', async () => {
    window.history.replaceState(null, '', '/en/account/orders/x?download=used_up');
    const order = orderDetail({
      downloads: [manual({ state: 'used_up', path: null, downloadsLeft: 0, renewable: true })],
    });
    const fresh = manual({
      path: '/api/orders/downloads/9b2f7a1e-0c4d-4e5f-8a6b-1c2d3e4f5a6b?s=nowy',
      downloadsLeft: 5,
    });
    gateway.on(`POST /api/orders/${order.id}/downloads/${fresh.id}`, () => json({ download: fresh }));
    render(<OrderViewFragment order={order} lang="en" />);
    downloads().getByText('The download link you opened has been used as many times as it allows.');
    downloads().getByText('The link has been used as many times as it allows.');
    expect(downloads().queryByRole('link')).toBeNull();
    await userEvent.click(downloads().getByRole('button', { name: 'Get a fresh link for Instrukcja serwisowa (PDF)' }));
    expect(await downloads().findByText('Here is a fresh link: it works for 7 days and 5 downloads.')).toBeVisible();
    expect(downloads().getByRole('link', { name: 'Download Instrukcja serwisowa (PDF)' })).toHaveAttribute(
      'href',
      fresh.path,
    );
    downloads().getByText(/downloads left: 5/);
  });

  it('tells a guest how to get a fresh link, and says when one could not be made', async () => {
    const expired = manual({ state: 'expired', path: null, renewable: false });
    render(<OrderViewFragment order={orderDetail({ downloads: [expired] })} lang="pl" />);
    downloads().getByText('Link wygasł.');
    downloads().getByText(/zaloguj się i otwórz to zamówienie w swoim koncie/i);
    expect(downloads().queryByRole('button')).toBeNull();
    cleanup();

    const order = orderDetail({ downloads: [manual({ state: 'expired', path: null, renewable: true })] });
    gateway.on(`POST /api/orders/${order.id}/downloads/${expired.id}`, () =>
      failure(404, 'not_found', 'Nie znaleziono'),
    );
    render(<OrderViewFragment order={order} lang="pl" />);
    await userEvent.click(downloads().getByRole('button', { name: 'Nowy link: Instrukcja serwisowa (PDF)' }));
    expect(await downloads().findByText(/Nie udało się utworzyć nowego linku/)).toBeVisible();
  });
});
