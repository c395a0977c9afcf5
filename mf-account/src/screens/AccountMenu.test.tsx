// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import AccountMenuFragment from '../fragments/AccountMenuFragment';
import { customer, fakeGateway, preparePage, show, signedInAs } from '../testing';

// The account menu of SPEC §2 (issue 25): the same entries on every account page, downloads for dealers
// only, the current page marked; other remotes show it as the fragment mf-account/account-menu.

beforeAll(preparePage);
afterEach(cleanup);

const menu = () => screen.getByRole('navigation', { name: /Menu konta|Account menu/ });
const entries = () =>
  within(menu())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

describe('the account menu', () => {
  it('lists a retail customer’s sections without downloads, marking the current page (pl)', async () => {
    fakeGateway(() => customer);
    await signedInAs();
    show('addresses', 'pl', '/pl/konto/adresy');
    await waitFor(() => menu());
    expect(entries()).toEqual([
      ['Moje dane', '/pl/konto', null],
      ['Adresy', '/pl/konto/adresy', 'page'],
      ['Zamówienia', '/pl/konto/zamowienia', null],
      ['Zwroty i reklamacje', '/pl/reklamacje', null],
      ['Zmiana hasła', '/pl/zmiana-hasla', null],
    ]);
    expect(within(menu()).getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
  });

  it('lists downloads for a dealer, as the fragment another remote shows, marking downloads (en)', async () => {
    fakeGateway(() => ({ ...customer, customerType: 'B2B' }));
    await signedInAs();
    render(<AccountMenuFragment current="downloads" lang="en" />);
    expect(entries()).toEqual([
      ['My details', '/en/account', null],
      ['Addresses', '/en/account/addresses', null],
      ['Orders', '/en/account/orders', null],
      ['Returns and claims', '/en/rma', null],
      ['Downloads', '/en/account/downloads', 'page'],
      ['Registered bikes', '/en/account/registered-bikes', null],
      ['Change password', '/en/change-password', null],
    ]);
  });
});
