// @vitest-environment jsdom
import { initI18n, preloadLanguage, refreshSession } from '@shop/platform';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import B2bContactRevealFragment from '../fragments/B2bContactRevealFragment';
import { B2bContactPage } from './B2bContactPage';

// The B2B contact page (SPEC §2, §6): the notice first, the contacts only from the server's answer after the
// dealer accepted it (and at once when it had accepted before); a guest and a retail customer see no contact
// and the page asks the server nothing for them.

const dealer = {
  role: 'CUSTOMER',
  customerType: 'b2b',
  email: 'sklep@example.com',
  firstName: 'Jan',
  lastName: 'Kowalski',
  taxId: '5260250274',
  currency: 'PLN',
};
const retail = { ...dealer, customerType: 'retail', taxId: null };
const guest = {
  ...dealer,
  role: 'GUEST',
  customerType: null,
  email: null,
  firstName: null,
  lastName: null,
  taxId: null,
};
const contact = {
  name: 'Anna Wiśniewska',
  title: 'Kierownik sprzedaży B2B',
  phone: '+48 22 100 20 30',
  email: 'b2b@ebike.example',
};

let me: unknown = dealer;
let acceptedAt: string | null = null;
let acceptStatus = 200;
const asked: string[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = new URL(String(url), 'http://shop.test').pathname;
      asked.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/api/account/me') return json(me);
      if (path === '/api/cms/b2b-contacts') return json({ acceptedAt, contacts: acceptedAt ? [contact] : [] });
      if (path === '/api/cms/b2b-contacts/accept') {
        if (acceptStatus !== 200)
          return json({ error: { code: 'server_error', message: 'Błąd serwera' } }, acceptStatus);
        acceptedAt = '2026-11-26T10:00:00.000Z';
        return json({ acceptedAt, contacts: [contact] });
      }
      return new Response('', { status: 404 });
    }),
  );
  await initI18n('pl');
  await preloadLanguage('en');
});
beforeEach(() => {
  acceptedAt = null;
  acceptStatus = 200;
  asked.length = 0;
});
afterEach(cleanup);

async function show(lang: 'pl' | 'en', user: unknown = dealer) {
  me = user;
  await refreshSession();
  render(<B2bContactPage lang={lang} params={{}} />);
}

describe('B2bContactPage', () => {
  it('shows the contacts only after the dealer accepts the notice, in Polish', async () => {
    await show('pl');
    const button = await screen.findByRole('button', { name: 'Rozumiem, pokaż kontakty' });
    expect(screen.getByText(/przeznaczone wyłącznie dla partnerów biznesowych/)).toBeVisible();
    expect(screen.queryByText('Anna Wiśniewska')).not.toBeInTheDocument();
    await userEvent.click(button);
    const list = await screen.findByRole('list', { name: 'Kontakt B2B' });
    expect(within(list).getByRole('heading', { name: 'Anna Wiśniewska' })).toBeVisible();
    expect(within(list).getByRole('link', { name: 'b2b@ebike.example' })).toHaveAttribute(
      'href',
      'mailto:b2b@ebike.example',
    );
    expect(within(list).getByRole('link', { name: '+48 22 100 20 30' })).toHaveAttribute('href', 'tel:+48221002030');
    expect(asked).toContain('POST /api/cms/b2b-contacts/accept');
  });

  it('shows the contacts at once to a dealer who accepted before, in English', async () => {
    acceptedAt = '2026-11-20T10:00:00.000Z';
    await show('en');
    expect(await screen.findByRole('heading', { name: 'Anna Wiśniewska' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'I understand, show the contacts' })).not.toBeInTheDocument();
  });

  it('keeps the notice and says why when accepting fails', async () => {
    acceptStatus = 500;
    await show('pl');
    await userEvent.click(await screen.findByRole('button', { name: 'Rozumiem, pokaż kontakty' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.queryByText('Anna Wiśniewska')).not.toBeInTheDocument();
  });

  it('asks a guest to sign in and tells a retail customer it is for dealers, asking the server nothing', async () => {
    await show('en', guest);
    expect(screen.getByRole('heading', { name: 'Authentication required' })).toBeVisible();
    cleanup();
    await show('pl', retail);
    expect(screen.getByRole('heading', { name: 'Strona dla dealerów' })).toBeVisible();
    expect(asked.filter((call) => call.includes('b2b-contacts'))).toEqual([]);
  });

  it('as the contact page’s fragment shows a dealer the notice and anyone else nothing', async () => {
    me = retail;
    await refreshSession();
    const { container } = render(<B2bContactRevealFragment lang="en" />);
    expect(container).toBeEmptyDOMElement();
    cleanup();
    me = dealer;
    await refreshSession();
    render(<B2bContactRevealFragment lang="en" />);
    expect(await screen.findByRole('button', { name: 'I understand, show the contacts' })).toBeVisible();
  });
});
