// @vitest-environment jsdom
import type { PreorderPage } from '@shop/contracts';
import { initI18n, preloadLanguage, refreshSession } from '@shop/platform';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { quantityOf } from './PreorderForm';
import { PreorderConfirmationPage, PreordersPage } from './PreorderPages';

// The dealer's preorder page (SPEC §2, §4): the form from the link with gross, net or hidden prices (kept for
// the next visit), every bad quantity named at its line before anything is sent, the submit, the notice of the
// second visit, and the screens of a guest, another dealer's and an expired link.

const dealer = {
  role: 'CUSTOMER',
  customerType: 'b2b',
  email: 'zakupy@rowerowo.example.pl',
  firstName: 'Jan',
  lastName: 'Kowalski',
  taxId: '5260250274',
  currency: 'PLN',
};
const guest = { ...dealer, role: 'GUEST', customerType: null, email: null, firstName: null, taxId: null };

const pln = (amount: number) => ({ amount, currency: 'PLN' as const });
const page: PreorderPage = {
  season: {
    id: 3,
    name: 'Sezon 2027',
    opensOn: '2026-11-20',
    closesOn: '2026-12-20',
    priceGuaranteeUntil: '2026-03-31',
  },
  status: 'opened',
  expiresAt: '2026-12-12T09:00:00.000Z',
  submittedAt: null,
  orderNumber: null,
  lines: [
    {
      productId: 9001,
      variantId: 501,
      sku: 'ZEF-CITY',
      name: 'Zefir City',
      optionsLabel: '',
      image: null,
      vatRate: 23,
      unitNet: pln(270_000),
      unitGross: pln(332_100),
      max: 999,
      quantity: 0,
    },
    {
      productId: 9002,
      variantId: 502,
      sku: 'DZW-1',
      name: 'Dzwonek',
      optionsLabel: '',
      image: null,
      vatRate: 23,
      unitNet: pln(2_940),
      unitGross: pln(3_616),
      max: 5,
      quantity: 0,
    },
  ],
};

let me: unknown = dealer;
let answer: { status: number; body: unknown } = { status: 200, body: page };
const sent: unknown[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = new URL(String(url), 'http://shop.test').pathname;
      if (path === '/api/account/me') return json(me);
      if (path === '/api/preorders' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return json({ orderId: crypto.randomUUID(), orderNumber: 'ZF/2026/000321', currency: 'PLN' }, 201);
      }
      if (path === '/api/preorders') return json(answer.body, answer.status);
      return new Response('', { status: 404 });
    }),
  );
  await initI18n('pl');
  await preloadLanguage('en');
});
beforeEach(() => {
  me = dealer;
  answer = { status: 200, body: page };
  sent.length = 0;
  window.localStorage.clear();
  window.history.pushState(null, '', '/pl/preordery?t=abcdefghijklmnopqrstuvwxyz012345');
});
afterEach(cleanup);

async function show(lang: 'pl' | 'en', user: unknown = dealer) {
  me = user;
  await refreshSession();
  render(<PreordersPage lang={lang} params={{}} />);
}

const totals = () => screen.getByRole('region', { name: /Podsumowanie|Summary/ });

describe('the preorder form', () => {
  it('shows gross prices first, then net when chosen, and remembers the choice', async () => {
    await show('pl');
    expect(await screen.findByText(/Sezon „Sezon 2027”/)).toBeVisible();
    const bike = screen.getByRole('textbox', { name: 'Ilość: Zefir City' });
    await userEvent.type(bike, '2');
    expect(screen.getByText(/3\s321,00\szł brutto za sztukę \(VAT 23%\)/)).toBeVisible();
    expect(within(totals()).getByText(/6\s642,00\szł/)).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Netto' }));
    expect(screen.getByText(/2\s700,00\szł netto za sztukę/)).toBeVisible();
    expect(within(totals()).getByText(/5\s400,00\szł/)).toBeVisible();
    expect(within(totals()).queryByText('Razem brutto')).not.toBeInTheDocument();
    cleanup();
    await show('pl');
    expect(await screen.findByRole('radio', { name: 'Netto' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Ukryte' }));
    expect(screen.queryByText(/za sztukę/)).not.toBeInTheDocument();
    expect(within(totals()).queryByText('Razem netto')).not.toBeInTheDocument();
  });

  it('names every bad quantity at its line and sends nothing', async () => {
    await show('en');
    const bike = await screen.findByRole('textbox', { name: 'Quantity: Zefir City' });
    const bell = screen.getByRole('textbox', { name: 'Quantity: Dzwonek' });
    for (const [typed, message] of [
      ['-1', 'The value must be at least 0'],
      ['1.5', 'Enter a whole number'],
      ['1000', 'The value must be at most 999'],
    ]) {
      await userEvent.clear(bike);
      await userEvent.type(bike, typed as string);
      await userEvent.click(screen.getByRole('button', { name: 'Submit the preorder' }));
      expect(
        await screen.findByRole('textbox', { name: 'Quantity: Zefir City', description: /./ }),
      ).toHaveAccessibleDescription(expect.stringContaining(message as string));
    }
    await userEvent.clear(bike);
    await userEvent.type(bell, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Submit the preorder' }));
    expect(bell).toHaveAccessibleDescription(expect.stringContaining('You can order max 5 pcs of this product'));
    await userEvent.clear(bell);
    await userEvent.click(screen.getByRole('button', { name: 'Submit the preorder' }));
    expect(await screen.findByText('Enter a quantity of at least one product.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('submits every line with its quantity (empty is 0) and moves to the confirmation', async () => {
    await show('pl');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Ilość: Zefir City' }), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Złóż zamówienie przedsprzedażowe' }));
    await waitFor(() => expect(window.location.pathname).toBe('/pl/preordery/potwierdzenie'));
    expect(sent).toEqual([
      {
        token: 'abcdefghijklmnopqrstuvwxyz012345',
        items: [
          { productId: 9001, variantId: 501, quantity: 4 },
          { productId: 9002, variantId: 502, quantity: 0 },
        ],
      },
    ]);
    cleanup();
    render(<PreorderConfirmationPage lang="pl" params={{}} />);
    expect(screen.getByText('Numer zamówienia: ZF/2026/000321.')).toBeVisible();
  });
});

describe('the page around the form', () => {
  it('replaces the form with the notice once the preorder was submitted', async () => {
    answer = {
      status: 200,
      body: {
        ...page,
        status: 'submitted',
        orderNumber: 'ZF/2026/000321',
        lines: [{ ...page.lines[0], quantity: 4 }, page.lines[1]],
      },
    };
    await show('en');
    expect(await screen.findByText('Preorder ZF/2026/000321 has already been submitted')).toBeVisible();
    expect(screen.getByText(/get in touch with your contact/)).toBeVisible();
    expect(screen.getByText('Zefir City: 4 pcs')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit the preorder' })).not.toBeInTheDocument();
  });

  it("asks a guest to sign in, and gives another dealer's, an old and a closed season's link each its own screen", async () => {
    await show('pl', guest);
    expect(await screen.findByRole('heading', { name: 'Wymagane zalogowanie' })).toBeVisible();
    cleanup();
    answer = {
      status: 403,
      body: { error: { code: 'forbidden', message: 'Ten link do przedsprzedaży został wysłany do innego dealera.' } },
    };
    await show('pl');
    expect(await screen.findByRole('heading', { name: 'Ten link jest przeznaczony dla innego dealera' })).toBeVisible();
    cleanup();
    answer = { status: 422, body: { error: { code: 'invalid_link', message: 'Link do przedsprzedaży wygasł.' } } };
    await show('pl');
    expect(await screen.findByRole('heading', { name: 'Tego linku nie można już użyć' })).toBeVisible();
    expect(screen.getByText('Link do przedsprzedaży wygasł.')).toBeVisible();
    cleanup();
    answer = {
      status: 422,
      body: { error: { code: 'business_rule', message: 'Przedsprzedaż w tym sezonie jest zamknięta.' } },
    };
    await show('pl');
    expect(await screen.findByRole('heading', { name: 'Ten sezon nie przyjmuje teraz zamówień' })).toBeVisible();
    expect(screen.getByText('Przedsprzedaż w tym sezonie jest zamknięta.')).toBeVisible();
  });
});

describe('quantityOf', () => {
  it('reads an empty field as 0 and names what is wrong', () => {
    expect(quantityOf('', 5, 'en')).toBe(0);
    expect(quantityOf(' 3 ', 5, 'en')).toBe(3);
    expect(quantityOf('6', 5, 'en')).toBe('You can order max 5 pcs of this product');
    expect(quantityOf('abc', 5, 'en')).toBe('Enter a whole number');
  });
});
