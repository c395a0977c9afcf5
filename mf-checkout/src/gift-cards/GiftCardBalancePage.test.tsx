// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, refreshPage, show } from '../testing';

// The gift card balance page (docs/decisions/gift-cards.md): a code's shape is checked in the browser with the
// server's schema; the server's answers (a balance, an unknown code, too many attempts) are shown as such.

let gateway: ReturnType<typeof fakeGateway>;
configure({ asyncUtilTimeout: 5_000 });
beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => ({ role: 'GUEST' }));
  await refreshPage();
});
afterEach(cleanup);

const balance = {
  codeTail: 'GH78',
  balance: { amount: 20_000, currency: 'PLN' },
  value: { amount: 50_000, currency: 'PLN' },
  usable: true,
  state: 'active',
  expiresAt: '2027-11-20T10:00:00.000Z',
};

const open = (lang: 'pl' | 'en') =>
  show('giftCardBalance', lang, lang === 'pl' ? '/pl/saldo-karty-podarunkowej' : '/en/gift-card-balance');

describe('the gift card balance page', () => {
  it('checks a code typed as printed and shows the balance, the value and the validity', async () => {
    gateway.on('POST /api/gift-cards/balance', () => json(balance));
    open('pl');
    expect(screen.getByRole('heading', { level: 1, name: 'Saldo karty podarunkowej' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Etapy zamówienia' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Kod karty podarunkowej' }), 'ab12-cd34-ef56-gh78');
    await userEvent.click(screen.getByRole('button', { name: 'Sprawdź saldo' }));
    expect(await screen.findByRole('heading', { name: 'Karta …GH78' })).toBeVisible();
    expect(document.querySelector('[data-balance]')).toHaveTextContent(/200,00\szł/);
    expect(screen.getByText(/500,00\szł/)).toBeVisible();
    expect(screen.getByText('20.11.2027')).toBeVisible();
    expect(screen.getByText('Kartą możesz zapłacić przy składaniu zamówienia.')).toBeVisible();
    expect(gateway.calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'ab12-cd34-ef56-gh78' });
  });

  it('refuses a code of the wrong shape at its field without asking the server', async () => {
    open('en');
    await userEvent.type(screen.getByRole('textbox', { name: 'Gift card code' }), 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Check the balance' }));
    expect(await screen.findByText('Enter the gift card code as printed: 16 letters and digits')).toBeVisible();
    expect(gateway.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says an unknown code at the field and too many attempts above the button', async () => {
    gateway.on('POST /api/gift-cards/balance', () => failure(404, 'not_found', 'There is no gift card with this code'));
    open('en');
    const field = screen.getByRole('textbox', { name: 'Gift card code' });
    await userEvent.type(field, '0000000000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Check the balance' }));
    expect(await screen.findByText('There is no gift card with this code')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    gateway.on('POST /api/gift-cards/balance', () =>
      failure(429, 'too_many_requests', 'Too many attempts. Try again in 15 min.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check the balance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 min.');
  });
});
