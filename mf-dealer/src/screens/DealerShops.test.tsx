// @vitest-environment jsdom
import { initI18n, preloadLanguage, refreshSession } from '@shop/platform';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DealerShops } from './DealerShops';

// The dealer's own store locator entries (issue 15): the shop as customers see it, a change asked of staff
// (the whole hours, phones and website sent), the server's field errors shown, a pending change announced, and
// nothing for a retail customer (the store locator page shows it to dealers).

const dealer = {
  role: 'CUSTOMER',
  customerType: 'b2b',
  email: 'sklep@example.com',
  firstName: 'Jan',
  lastName: 'Kowalski',
  taxId: '7792433421',
  currency: 'PLN',
};
const retail = { ...dealer, customerType: 'retail', taxId: null };
const shop = {
  id: 12,
  name: 'Rowery Nowak',
  street: 'ul. Długa 1',
  zip: '30-001',
  city: 'Kraków',
  region: 'pl_mp',
  lat: 50.06,
  lng: 19.94,
  website: 'https://stara.example',
  phones: ['+48 12 111 22 33'],
  email: null,
  tags: ['shop'],
  collections: [],
  openingHours: [{ day: 1, opens: '09:00', closes: '17:00' }],
  pendingRequest: null as unknown,
};

let me: unknown = dealer;
let pending: unknown = null;
let askStatus = 201;
const sent: unknown[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = new URL(String(url), 'http://shop.test').pathname;
      if (path === '/api/account/me') return json(me);
      if (path === '/api/cms/dealer/shops') return json({ items: [{ ...shop, pendingRequest: pending }] });
      if (path === '/api/cms/dealer/shops/12/change-requests') {
        sent.push(JSON.parse(String(init?.body)));
        if (askStatus !== 201)
          return json(
            {
              error: {
                code: 'validation_failed',
                message: 'Niektóre parametry były nieprawidłowe.',
                fields: { 'phones.0': 'Podaj poprawny numer telefonu' },
              },
            },
            askStatus,
          );
        pending = { id: 3, shopId: 12, changes: {}, state: 'pending', createdAt: '2026-11-26T10:00:00.000Z' };
        return json(pending, 201);
      }
      return new Response('', { status: 404 });
    }),
  );
  await initI18n('pl');
  await preloadLanguage('en');
});
beforeEach(() => {
  pending = null;
  askStatus = 201;
  sent.length = 0;
});
afterEach(cleanup);

async function show(lang: 'pl' | 'en', user: unknown = dealer) {
  me = user;
  await refreshSession();
  return render(<DealerShops lang={lang} />);
}

describe('DealerShops', () => {
  it('shows the shop and asks for new hours, phones and website, then says the change waits, in Polish', async () => {
    await show('pl');
    const card = await screen.findByRole('region', { name: 'Rowery Nowak' });
    expect(within(card).getByText('pon. 09:00–17:00')).toBeVisible();
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Otwarte w: sobota' }));
    const phones = within(card).getByRole('textbox', { name: /Telefony/ });
    await userEvent.clear(phones);
    await userEvent.type(phones, '+48 12 111 22 33, +48 600 100 200');
    await userEvent.click(within(card).getByRole('button', { name: 'Poproś o zmianę' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      phones: ['+48 12 111 22 33', '+48 600 100 200'],
      website: 'https://stara.example',
      openingHours: [
        { day: 1, opens: '09:00', closes: '17:00' },
        { day: 6, opens: '09:00', closes: '17:00' },
      ],
    });
    expect(await screen.findByText('Zmiany czekają na zatwierdzenie')).toBeVisible();
  });

  it('shows the server’s field error at the phones and nothing as waiting', async () => {
    askStatus = 400;
    await show('pl');
    const card = await screen.findByRole('region', { name: 'Rowery Nowak' });
    await userEvent.click(within(card).getByRole('button', { name: 'Poproś o zmianę' }));
    expect(await within(card).findByText('Podaj poprawny numer telefonu')).toBeVisible();
    expect(screen.queryByText('Zmiany czekają na zatwierdzenie')).not.toBeInTheDocument();
  });

  it('shows a retail customer nothing, in English', async () => {
    const { container } = await show('en', retail);
    expect(container).toBeEmptyDOMElement();
  });
});
