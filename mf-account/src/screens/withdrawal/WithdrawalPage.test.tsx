// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, guest, json, preparePage, show } from '../../testing';

// Issue 27: the withdrawal page without signing in, in two steps — the order identified, then its items (all
// chosen, the engraved one explained) and a separate "Confirm withdrawal"; a refusal shows its reason.

let gateway: ReturnType<typeof fakeGateway>;
const one = '0b7c1d0e-3f7e-4a53-9d0e-7d6b0a1f2c3d';
const two = '1b7c1d0e-3f7e-4a53-9d0e-7d6b0a1f2c3d';
const three = '2b7c1d0e-3f7e-4a53-9d0e-7d6b0a1f2c3d';
const line = (itemId: string, name: string, extra = {}) => ({
  itemId,
  name,
  optionsLabel: '',
  quantity: 1,
  withdrawn: 0,
  available: 1,
  exclusion: null,
  ...extra,
});

beforeAll(preparePage);
beforeEach(() => {
  gateway = fakeGateway(() => guest);
  sessionStorage.clear();
});
afterEach(cleanup);

async function identify(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Imię i nazwisko/ }), 'Anna Nowak');
  await user.type(screen.getByRole('textbox', { name: /Numer zamówienia/ }), 'ZF/2026/000123');
  await user.type(screen.getByRole('textbox', { name: /Adres e-mail/ }), 'anna@example.com');
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
}

describe('the withdrawal page', () => {
  it('takes the statement in two steps, for the items left chosen', async () => {
    const user = userEvent.setup();
    gateway.on('POST /api/withdrawals/check', () =>
      json({
        orderNumber: 'ZF/2026/000123',
        periodEndsOn: '2026-12-28',
        lines: [
          line(one, 'Kask Zefir'),
          line(two, 'Zamek U'),
          line(three, 'Zefir Miejski', { available: 0, exclusion: 'custom_made' }),
        ],
      }),
    );
    gateway.on('POST /api/withdrawals', () =>
      json(
        {
          id: '3b7c1d0e-3f7e-4a53-9d0e-7d6b0a1f2c3d',
          orderNumber: 'ZF/2026/000123',
          name: 'Anna Nowak',
          receivedAt: '2026-12-20T11:05:00.000Z',
          periodEndsOn: '2026-12-28',
          language: 'pl',
          lines: [{ itemId: one, name: 'Kask Zefir', optionsLabel: '', quantity: 1 }],
        },
        201,
      ),
    );
    show('withdrawal', 'pl', '/pl/odstapienie-od-umowy');
    await identify(user);

    expect(await screen.findByText('Termin na odstąpienie mija 28.12.2026.')).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box).toBeChecked();
    expect(screen.getByText(/Wykonany według Twojej specyfikacji/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Zamek U/ }));
    await user.click(screen.getByRole('button', { name: 'Potwierdź odstąpienie' }));

    expect(await screen.findByText('Otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy')).toBeTruthy();
    expect(screen.getByText('Data i godzina otrzymania: 20.12.2026, 12:05 (czas polski).')).toBeTruthy();
    expect(gateway.sent('POST /api/withdrawals')).toEqual([
      {
        name: 'Anna Nowak',
        orderNumber: 'ZF/2026/000123',
        email: 'anna@example.com',
        items: [{ itemId: one, quantity: 1 }],
      },
    ]);
  });

  it('shows why the order was not found, and asks nothing more', async () => {
    const user = userEvent.setup();
    gateway.on('POST /api/withdrawals/check', () =>
      failure(422, 'business_rule', 'Nie znaleźliśmy zamówienia o tym numerze i adresie e-mail.'),
    );
    show('withdrawal', 'pl', '/pl/odstapienie-od-umowy');
    await identify(user);
    expect(await screen.findByText('Nie znaleźliśmy zamówienia o tym numerze i adresie e-mail.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Potwierdź odstąpienie' })).toBeNull();
  });

  it('marks the fields the form cannot send', async () => {
    const user = userEvent.setup();
    show('withdrawal', 'en', '/en/withdraw-from-contract');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.sent('POST /api/withdrawals/check')).toEqual([]);
  });
});
