// @vitest-environment jsdom
import { initI18n, refreshSession } from '@shop/platform';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, stubGateway } from '../content/test-gateway';
import { StoreLocatorPage } from './StoreLocatorPage';

// The store locator shows a signed-in dealer its own shops (SPEC §1 dealer store locator) through mf-dealer's
// fragment under the locator; anyone else gets the locator alone and no dealer code is asked for.

const slots: { id: string; props: unknown }[] = [];
vi.mock('@shop/remote-kit/fragments', () => ({
  FragmentSlot: ({ id, props }: { id: string; props: unknown }) => {
    slots.push({ id, props });
    return <p>fragment {id}</p>;
  },
}));
vi.mock('../content/locator/StoreLocator', () => ({ default: () => <p>the locator</p> }));

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
  render(<StoreLocatorPage lang="pl" params={{}} />);
  await screen.findByText('the locator');
}

describe('the store locator for a dealer', () => {
  it("shows a signed-in dealer mf-dealer's list of its own shops under the locator", async () => {
    await showAs(user('b2b'));
    expect(screen.getByText('fragment mf-dealer/dealer-shops')).toBeVisible();
    expect(slots.at(-1)?.props).toEqual({ lang: 'pl' });
  });

  it('shows a retail customer the locator alone', async () => {
    await showAs(user('retail'));
    expect(screen.queryByText(/fragment/)).not.toBeInTheDocument();
    expect(slots).toEqual([]);
  });
});
