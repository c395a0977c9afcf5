// @vitest-environment jsdom
import { initI18n, preloadLanguage, refreshSession } from '@shop/platform';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisteredBikesPage } from './RegisteredBikesPage';

// Registering sold bikes (issue 25): the dealer fills in the sale, the policy number and the certificate's
// address come back and the list shows the bike with its state; the server's field errors stand at their
// fields; a guest is asked to sign in and a retail customer told the page is for dealers.

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
const policy = {
  id: '5b0f2c1e-7a4d-4c1b-9a55-8f1d2e3c4b5a',
  policyNumber: 'ZEF/2026/100001',
  frameNumber: 'ZF2026A00101',
  productName: 'Zefir Trail 29',
  purchaseDate: '2026-11-20',
  buyerName: 'Anna Nowak',
  buyerEmail: 'anna.nowak@example.pl',
  buyerLanguage: 'pl',
  saleDocument: 'PAR/2026/11/7',
  cover: { from: '2026-11-21', to: '2027-11-20' },
  insuredSum: { amount: 1_500_000, currency: 'PLN' },
  state: 'active',
  registeredAt: '2026-11-26T10:00:00.000Z',
};

let me: unknown = dealer;
let registered: unknown[] = [];
let refusal: unknown = null;
const sent: unknown[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = new URL(String(url), 'http://shop.test').pathname;
      if (path === '/api/account/me') return json(me);
      if (path === '/api/insurance/policies' && (init?.method ?? 'GET') === 'GET') return json({ items: registered });
      if (path === '/api/insurance/policies') {
        sent.push(JSON.parse(String(init?.body)));
        if (refusal) return json(refusal, 422);
        registered = [policy];
        return json(policy, 201);
      }
      return new Response('', { status: 404 });
    }),
  );
  // The shell's federation instance, loading a stand-in for the account team's menu.
  (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = {
    __INSTANCES__: [
      {
        name: 'shell',
        loadRemote: async (id: string) =>
          id === 'mf-account/account-menu'
            ? {
                default: ({ current, lang }: { current: string; lang: string }) => (
                  <nav aria-label="Account menu stand-in" data-current={current} data-lang={lang} />
                ),
              }
            : null,
      },
    ],
  };
  await initI18n('pl');
  await preloadLanguage('en');
});
beforeEach(() => {
  registered = [];
  refusal = null;
  sent.length = 0;
});
afterEach(cleanup);

async function show(lang: 'pl' | 'en', user: unknown = dealer) {
  me = user;
  await refreshSession();
  return render(<RegisteredBikesPage lang={lang} params={{}} />);
}

describe('RegisteredBikesPage', () => {
  it('registers a sold bike and lists it as active, in Polish', async () => {
    await show('pl');
    expect(await screen.findByText('Nie zarejestrowano jeszcze żadnego roweru')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Zarejestruj sprzedany rower' });
    await userEvent.type(within(form).getByLabelText(/Numer ramy/), 'zf2026a00101');
    await userEvent.type(within(form).getByLabelText(/Data zakupu/), '2026-11-20');
    await userEvent.type(within(form).getByLabelText(/Imię i nazwisko kupującego/), 'Anna Nowak');
    await userEvent.type(within(form).getByLabelText(/E-mail kupującego/), 'anna.nowak@example.pl');
    await userEvent.type(within(form).getByLabelText(/Numer paragonu lub faktury/), 'PAR/2026/11/7');
    await userEvent.click(within(form).getByRole('button', { name: 'Zarejestruj rower' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      frameNumber: 'zf2026a00101',
      purchaseDate: '2026-11-20',
      buyerName: 'Anna Nowak',
      buyerEmail: 'anna.nowak@example.pl',
      buyerLanguage: 'pl',
      saleDocument: 'PAR/2026/11/7',
    });
    expect(await screen.findByText('Zarejestrowano: polisa ZEF/2026/100001')).toBeVisible();
    expect(screen.getByText('Certyfikat ubezpieczenia wysłaliśmy na adres anna.nowak@example.pl.')).toBeVisible();
    const row = await screen.findByRole('row', { name: /ZF2026A00101/ });
    expect(within(row).getByText('Aktywne')).toBeVisible();
    expect(within(row).getByText('21.11.2026 – 20.11.2027')).toBeVisible();
  });

  it('shows the server’s refusal at the frame number, in English', async () => {
    refusal = {
      error: {
        code: 'business_rule',
        message: 'Our factory has not assembled a bike with this frame number. Check the number on the frame',
        fields: {
          frameNumber: 'Our factory has not assembled a bike with this frame number. Check the number on the frame',
        },
      },
    };
    await show('en');
    const form = await screen.findByRole('form', { name: 'Register a sold bike' });
    await userEvent.type(within(form).getByLabelText(/Frame number/), 'ZF9999');
    await userEvent.click(within(form).getByRole('button', { name: 'Register the bike' }));
    const frame = within(form).getByLabelText(/Frame number/);
    await waitFor(() => expect(frame).toHaveAccessibleDescription(/Our factory has not assembled/));
    expect(screen.queryByText(/Registered: policy/)).not.toBeInTheDocument();
  });

  it('shows the account team’s menu beside the page with the registered bikes current', async () => {
    await show('en');
    const menu = await screen.findByRole('navigation', { name: 'Account menu stand-in' });
    expect(menu).toHaveAttribute('data-current', 'registeredBikes');
    expect(menu).toHaveAttribute('data-lang', 'en');
  });

  it('asks a guest to sign in and tells a retail customer the page is for dealers', async () => {
    await show('en', { role: 'GUEST' });
    expect(await screen.findByText('Sign in with your dealer account to register the bikes you sold.')).toBeVisible();
    cleanup();
    await show('pl', retail);
    expect(await screen.findByText('Strona dla dealerów')).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
