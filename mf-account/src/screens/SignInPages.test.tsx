// @vitest-environment jsdom
import { onShopEvent } from '@shop/platform';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, errorOf, failure, fakeGateway, field, guest, json, preparePage, show } from '../testing';

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(() => {
  gateway = fakeGateway(() => guest);
});
afterEach(cleanup);

describe('signing in by link', () => {
  it('shows progress, then success, then opens the account', async () => {
    let answer!: (response: Response) => void;
    gateway.on('POST /api/account/login-token', () => new Promise<Response>((resolve) => (answer = resolve)));
    const signedIn = vi.fn();
    const stop = onShopEvent('account:signed-in', signedIn);
    show('authorize', 'pl', '/pl/autoryzuj?token=abc123');
    expect(screen.getByRole('status').textContent).toContain('Logujemy Cię…');
    await waitFor(() => expect(answer).toBeDefined());
    answer(json(customer));
    expect(await screen.findByText('Zalogowano. Za chwilę przejdziesz do swojego konta.')).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe('/pl/konto'), { timeout: 3000 });
    expect(signedIn).toHaveBeenCalledTimes(1);
    expect(gateway.sent('POST /api/account/login-token')).toEqual([{ token: 'abc123' }]);
    stop();
  });

  it('says when the link is invalid or expired and offers a new one', async () => {
    gateway.on('POST /api/account/login-token', () => failure(422, 'invalid_link', 'Invalid link'));
    show('authorize', 'en', '/en/authorize?token=used-already');
    expect(await screen.findByText('Invalid link')).toBeVisible();
    expect(screen.getByText('We could not sign you in')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeVisible();
  });

  it('without a token, e-mails a link to the address given', async () => {
    gateway.on('POST /api/account/login-link', () => json({ sent: true }));
    show('authorize', 'pl', '/pl/autoryzuj');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    await waitFor(() => expect(errorOf(field('login-link', 'email'))).toBe('To pole jest wymagane'));
    await userEvent.type(field('login-link', 'email'), 'anna@example');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    await waitFor(() => expect(errorOf(field('login-link', 'email'))).toBe('Wpisz poprawny adres e-mail'));
    await userEvent.type(field('login-link', 'email'), '.com');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText(/wysłaliśmy na niego link do logowania/)).toBeVisible();
    expect(gateway.sent('POST /api/account/login-link')).toEqual([{ email: 'anna@example.com' }]);
  });
});

describe('a forgotten password', () => {
  it('asks for the e-mail and answers the same whatever the address', async () => {
    gateway.on('POST /api/account/forgot-password', () => json({ sent: true }));
    show('resetPassword', 'en', '/en/reset-password');
    await userEvent.type(field('forgot-password', 'email'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/we have sent it a link to set a new password/)).toBeVisible();
  });

  it('sets a new password from the link, with the password rules', async () => {
    gateway.on('POST /api/account/reset-password', () => json(customer));
    show('resetPassword', 'pl', '/pl/resetuj-haslo?token=reset-token');
    await userEvent.type(field('reset-password', 'password'), 'krotkie');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz hasło' }));
    await waitFor(() =>
      expect(errorOf(field('reset-password', 'password'))).toBe('Hasło musi mieć co najmniej 8 znaków'),
    );
    await userEvent.type(field('reset-password', 'password'), '-dluzsze');
    await userEvent.type(field('reset-password', 'repeatPassword'), 'krotkie-dluzsze');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz hasło' }));
    expect(await screen.findByText('Nowe hasło zostało zapisane. Przenosimy Cię do konta.')).toBeVisible();
    expect(gateway.sent('POST /api/account/reset-password')).toEqual([
      { token: 'reset-token', password: 'krotkie-dluzsze', repeatPassword: 'krotkie-dluzsze' },
    ]);
  });

  it('says when the reset link no longer works', async () => {
    gateway.on('POST /api/account/reset-password', () =>
      failure(422, 'invalid_link', 'Nie udało się zresetować hasła. Link jest nieprawidłowy lub wygasł.'),
    );
    show('resetPassword', 'pl', '/pl/resetuj-haslo?token=old');
    await userEvent.type(field('reset-password', 'password'), 'nowe-haslo');
    await userEvent.type(field('reset-password', 'repeatPassword'), 'nowe-haslo');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz hasło' }));
    expect(
      await screen.findByText('Nie udało się zresetować hasła. Link jest nieprawidłowy lub wygasł.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Poproś o nowy link' })).toHaveAttribute('href', '/pl/resetuj-haslo');
  });
});
