// @vitest-environment jsdom
import { initI18n, preloadLanguage, refreshSession } from '@shop/platform';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutLoginPage } from './CheckoutLoginPage';

let me: unknown = { role: 'GUEST', email: null, firstName: null };

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).endsWith('/api/account/me')
        ? new Response(JSON.stringify(me), { headers: { 'content-type': 'application/json' } })
        : new Response('', { status: 404 }),
    ),
  );
  await initI18n('pl');
  await preloadLanguage('en');
});
afterEach(cleanup);

describe('the checkout login screen', () => {
  it('offers a guest to sign in, coming back to the checkout, or to go on without an account', async () => {
    await refreshSession();
    render(<CheckoutLoginPage lang="pl" params={{}} />);
    const signIn = await screen.findByRole('link', { name: 'Zaloguj się' });
    expect(signIn).toHaveAttribute('href', '/pl/logowanie?return=%2Fpl%2Fkasa');
    expect(screen.getByRole('link', { name: 'Kontynuuj bez rejestracji' })).toHaveAttribute('href', '/pl/kasa');
  });

  it('lets a signed-in customer go straight on', async () => {
    me = { role: 'CUSTOMER', email: 'anna@example.com', firstName: 'Anna' };
    await refreshSession();
    render(<CheckoutLoginPage lang="en" params={{}} />);
    expect(await screen.findByRole('heading', { name: 'Signed in as Anna' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', '/en/checkout');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
