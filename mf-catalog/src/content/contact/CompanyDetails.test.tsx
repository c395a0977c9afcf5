// @vitest-environment jsdom
import { initI18n, refreshSession } from '@shop/platform';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, shopConfig, stubGateway } from '../test-gateway';
import { CompanyDetails } from './CompanyDetails';

// The contact page's B2B reveal (SPEC §2): a signed-in dealer gets mf-dealer's reveal in the dealers' card,
// anyone else only the link to the B2B contact page (no dealer code is even asked for).

const slots: { id: string; props: unknown }[] = [];
vi.mock('@shop/remote-kit/fragments', () => ({
  FragmentSlot: ({ id, props }: { id: string; props: unknown }) => {
    slots.push({ id, props });
    return <p>reveal of {id}</p>;
  },
}));

const user = (customerType: 'b2b' | 'retail') => ({
  role: 'CUSTOMER',
  customerType,
  email: 'sklep@example.com',
  firstName: 'Jan',
  lastName: 'Kowalski',
  taxId: null,
  currency: 'PLN',
});

beforeAll(() => initI18n('pl'));
afterEach(() => {
  cleanup();
  slots.length = 0;
});

async function showAs(me: unknown) {
  stubGateway([['GET', '/api/account/me', () => json(me)]]);
  await refreshSession();
  render(
    <CompanyDetails lang="pl" openingHours="pon.–pt. 8:00–16:00" config={{ state: 'ready', data: shopConfig() }} />,
  );
  return screen.getByRole('region', { name: 'Jesteś dealerem?' });
}

describe('the dealers’ card on the contact page', () => {
  it('shows a signed-in dealer the B2B contact reveal beside the link', async () => {
    const card = await showAs(user('b2b'));
    expect(await within(card).findByText('reveal of mf-dealer/b2b-contact-reveal')).toBeVisible();
    expect(slots.at(-1)?.props).toEqual({ lang: 'pl' });
    expect(within(card).getByRole('link', { name: 'Zobacz kontakty B2B' })).toHaveAttribute('href', '/pl/kontakt-b2b');
  });

  it('shows a retail customer and a guest only the link', async () => {
    for (const me of [user('retail'), { ...user('retail'), role: 'GUEST', customerType: null }]) {
      const card = await showAs(me);
      expect(within(card).getByRole('link', { name: 'Zobacz kontakty B2B' })).toBeVisible();
      expect(within(card).queryByText(/reveal of/)).not.toBeInTheDocument();
      cleanup();
    }
    expect(slots).toEqual([]);
  });
});
