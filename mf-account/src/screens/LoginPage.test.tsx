// @vitest-environment jsdom
import { onShopEvent, refreshSession } from '@shop/platform';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, errorOf, failure, fakeGateway, field, guest, json, preparePage, show } from '../testing';

let me: unknown = guest;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(() => {
  me = guest;
  gateway = fakeGateway(() => me);
});
afterEach(cleanup);

const signInForm = () => within(document.querySelector<HTMLElement>('[data-form="login"]')!);
const registerForm = () => within(document.querySelector<HTMLElement>('[data-form="register"]')!);

describe('signing in', () => {
  it('asks for both fields with the SPEC §5 text and sends nothing', async () => {
    show('login', 'pl', '/pl/logowanie');
    await userEvent.click(signInForm().getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(errorOf(field('login', 'username'))).toBe('To pole jest wymagane'));
    expect(errorOf(field('login', 'password'))).toBe('To pole jest wymagane');
    expect(field('login', 'username')).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(field('login', 'username'));
    expect(gateway.sent('POST /api/account/login')).toEqual([]);
  });

  it('takes an e-mail or an EU VAT ID, nothing else', async () => {
    show('login', 'en', '/en/login');
    await userEvent.type(field('login', 'username'), 'jan.kowalski');
    await userEvent.type(field('login', 'password'), 'whatever1');
    await userEvent.click(signInForm().getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(errorOf(field('login', 'username'))).toBe('Enter your e-mail address or EU VAT ID, e.g. PL1234567890'),
    );
    expect(gateway.sent('POST /api/account/login')).toEqual([]);
  });

  it.each([
    [401, 'invalid_credentials', 'Nieprawidłowa nazwa użytkownika i/lub hasło.'],
    [403, 'account_blocked', 'Konto jest zablokowane.'],
    [403, 'account_inactive', 'Konto jest nieaktywne.'],
    [429, 'too_many_login_attempts', 'Zbyt wiele nieudanych logowań. Konto zostało zablokowane.'],
  ])('shows the server’s %i %s clearly', async (status, code, message) => {
    gateway.on('POST /api/account/login', () => failure(status, code, message));
    show('login', 'pl', '/pl/logowanie');
    await userEvent.type(field('login', 'username'), 'PL5260250274');
    await userEvent.type(field('login', 'password'), 'haslo-dealera');
    await userEvent.click(signInForm().getByRole('button', { name: 'Zaloguj się' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(gateway.sent('POST /api/account/login')).toEqual([{ username: 'PL5260250274', password: 'haslo-dealera' }]);
  });

  it('tells the page and goes back where the shopper came from', async () => {
    gateway.on('POST /api/account/login', () => {
      me = customer;
      return json(customer);
    });
    const signedIn = vi.fn();
    const stop = onShopEvent('account:signed-in', signedIn);
    show('login', 'pl', '/pl/logowanie?return=%2Fpl%2Fkasa');
    await userEvent.type(field('login', 'username'), ' anna@example.com ');
    await userEvent.type(field('login', 'password'), 'tajne-haslo');
    await userEvent.click(signInForm().getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(window.location.pathname).toBe('/pl/kasa'));
    expect(signedIn).toHaveBeenCalledTimes(1);
    expect(gateway.sent('POST /api/account/login')).toEqual([
      { username: 'anna@example.com', password: 'tajne-haslo' },
    ]);
    stop();
  });

  it('never follows a return address to another site', async () => {
    gateway.on('POST /api/account/login', () => json(customer));
    show('login', 'en', '/en/login?return=%2F%2Fevil.example%2F');
    await userEvent.type(field('login', 'username'), 'anna@example.com');
    await userEvent.type(field('login', 'password'), 'secret-password');
    await userEvent.click(signInForm().getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/account'));
  });
});

describe('someone already signed in', () => {
  it('is told who they are, and may still sign in as someone else', async () => {
    me = customer;
    await refreshSession();
    show('login', 'pl', '/pl/logowanie');
    expect(screen.getByText(/Zalogowano jako Anna\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Przejdź do swojego konta' })).toHaveAttribute('href', '/pl/konto');
    expect(field('login', 'username')).toBeVisible();
    me = guest;
    await refreshSession();
  });
});

describe('registering', () => {
  it('names every missing field and the terms', async () => {
    show('login', 'pl', '/pl/logowanie');
    await userEvent.click(registerForm().getByRole('button', { name: 'Załóż konto' }));
    await waitFor(() => expect(errorOf(field('register', 'firstName'))).toBe('To pole jest wymagane'));
    for (const name of ['lastName', 'email', 'password', 'repeatPassword']) {
      expect(errorOf(field('register', name)), name).toBe('To pole jest wymagane');
    }
    expect(errorOf(field('register', 'terms'))).toBe('Musisz zaakceptować regulamin');
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('Popraw zaznaczone pola'))).toBe(
      true,
    );
  });

  it('checks the e-mail, the password length and the repeat', async () => {
    show('login', 'en', '/en/login');
    await userEvent.type(field('register', 'firstName'), 'Jan');
    await userEvent.type(field('register', 'lastName'), 'Kowalski');
    await userEvent.type(field('register', 'email'), 'jan@');
    await userEvent.type(field('register', 'password'), 'short');
    await userEvent.type(field('register', 'repeatPassword'), 'other');
    await userEvent.click(registerForm().getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf(field('register', 'email'))).toBe('Enter a valid e-mail address'));
    expect(errorOf(field('register', 'password'))).toBe('The password must have at least 8 characters');
    expect(errorOf(field('register', 'firstName'))).toBeUndefined();
    // The repeat is compared once the fields themselves are right (the schema's rule).
    await userEvent.type(field('register', 'email'), 'example.pl');
    await userEvent.type(field('register', 'password'), '-long-enough');
    await userEvent.click(field('register', 'terms'));
    await userEvent.click(registerForm().getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf(field('register', 'repeatPassword'))).toBe('The passwords must match'));
    expect(errorOf(field('register', 'email'))).toBeUndefined();
    expect(gateway.sent('POST /api/account/register')).toEqual([]);
  });

  it('shows the server’s field errors under their fields', async () => {
    gateway.on('POST /api/account/register', () =>
      failure(409, 'duplicate', 'Taka wartość już istnieje.', {
        email: 'Ten identyfikator klienta jest już zarejestrowany',
      }),
    );
    show('login', 'pl', '/pl/logowanie');
    await userEvent.type(field('register', 'firstName'), 'Jan');
    await userEvent.type(field('register', 'lastName'), 'Kowalski');
    await userEvent.type(field('register', 'email'), 'jan@example.pl');
    await userEvent.type(field('register', 'password'), 'dobre-haslo');
    await userEvent.type(field('register', 'repeatPassword'), 'dobre-haslo');
    await userEvent.click(field('register', 'terms'));
    await userEvent.click(registerForm().getByRole('button', { name: 'Załóż konto' }));
    await waitFor(() =>
      expect(errorOf(field('register', 'email'))).toBe('Ten identyfikator klienta jest już zarejestrowany'),
    );
    expect(gateway.sent('POST /api/account/register')).toEqual([
      {
        firstName: 'Jan',
        lastName: 'Kowalski',
        email: 'jan@example.pl',
        password: 'dobre-haslo',
        repeatPassword: 'dobre-haslo',
        terms: true,
      },
    ]);
  });
});
