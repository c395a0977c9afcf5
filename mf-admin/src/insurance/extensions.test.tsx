// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// The insurance extensions bought in the shop (issue 25), in the insured bikes section: each unit ordered with
// its state and the cover it lengthened, links to its order and policy, and those no policy has the frame of.

const applied = {
  id: '0d4f2c1e-7a4d-4c1b-9a55-8f1d2e3c4b5a',
  orderId: '8c1e2c1e-7a4d-4c1b-9a55-8f1d2e3c4b5a',
  orderNumber: 'ZAM/2026/000123',
  frameNumber: 'ZF2026D00001',
  state: 'applied',
  policyId: '5b0f2c1e-7a4d-4c1b-9a55-8f1d2e3c4b5a',
  coverToBefore: '2027-11-20',
  coverToAfter: '2028-11-20',
  createdAt: '2026-11-26T10:00:00.000Z',
};
const unknown = {
  ...applied,
  id: '1d4f2c1e-7a4d-4c1b-9a55-8f1d2e3c4b5a',
  frameNumber: 'ZFTYPO00001',
  state: 'unknown_frame',
  policyId: null,
  coverToBefore: null,
  coverToAfter: null,
};

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  const me = staffUser('service_employee');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/insurance/policies', () => json({ items: [], total: 0, page: 1, limit: 50 }));
  gateway.on('GET /api/admin/insurance/extensions', (_body, url) =>
    url.searchParams.get('filters[state]') === 'unknown_frame'
      ? json({ items: [unknown], total: 1, page: 1, limit: 50 })
      : json({ items: [applied, unknown], total: 2, page: 1, limit: 50 }),
  );
  await signedIn();
});
afterEach(cleanup);

describe('the insurance extensions list', () => {
  it('is reached from the insured bikes and shows each extension with its cover, in Polish', async () => {
    showPanel('pl', '/insurance');
    expect(await screen.findByRole('link', { name: 'Przedłużenia kupione w sklepie' })).toHaveAttribute(
      'href',
      '/pl/admin/insurance/extensions',
    );
    cleanup();
    showPanel('pl', '/insurance/extensions');
    const table = await screen.findByRole('table', { name: 'Przedłużenia ubezpieczenia kupione w sklepie' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('ZF2026D00001');
    expect(first).toHaveTextContent('Przedłużono');
    expect(first).toHaveTextContent('20.11.2027 → 20.11.2028');
    expect(within(first!).getByRole('link', { name: 'ZAM/2026/000123' })).toHaveAttribute(
      'href',
      `/pl/admin/orders/${applied.orderId}`,
    );
    expect(within(first!).getByRole('link', { name: 'Pokaż polisę' })).toHaveAttribute(
      'href',
      `/pl/admin/insurance/${applied.policyId}`,
    );
    expect(second).toHaveTextContent('Brak polisy dla ramy');
  });

  it('filters those no policy has the frame of, in English', async () => {
    showPanel('en', '/insurance/extensions');
    await screen.findByRole('table', { name: 'Insurance extensions bought in the shop' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'unknown_frame');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const table = () => screen.getByRole('table', { name: 'Insurance extensions bought in the shop' });
    await waitFor(() => expect(within(table()).queryByText('ZF2026D00001')).not.toBeInTheDocument());
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(within(table()).getByText('ZFTYPO00001')).toBeVisible();
  });
});
