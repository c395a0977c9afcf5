// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// The insured bikes section (issue 25): the policies with who registered them, a sold bike registered by staff
// (the contract's checks in the browser, the server's refusal at its field), and one policy's page.

const policy = {
  id: '5b0f2c1e-7a4d-4c1b-9a55-8f1d2e3c4b5a',
  policyNumber: 'ZEF/2026/100001',
  frameNumber: 'ZF2026A00101',
  productName: 'Zefir Trail 29',
  purchaseDate: '2026-11-20',
  buyerName: 'Anna Nowak',
  buyerEmail: 'anna.nowak@example.pl',
  buyerLanguage: 'pl',
  saleDocument: 'PAR/2026/11/7',
  cover: { from: '2026-11-21', to: '2027-11-20' },
  insuredSum: { amount: 1_500_000, currency: 'PLN' },
  state: 'active',
  registeredAt: '2026-11-26T10:00:00.000Z',
  registeredBy: 'dealer',
  dealerId: 'd7c1',
  staffName: null,
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_employee');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/insurance/policies', () => json({ items: [policy], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/insurance/policies/${policy.id}`, () => json(policy));
  await signedIn();
});
afterEach(cleanup);

describe('the insured bikes section', () => {
  it('lists the policies with their state and who registered them, in Polish', async () => {
    showPanel('pl', '/insurance');
    const table = await screen.findByRole('table', { name: 'Ubezpieczone rowery' });
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('ZF2026A00101');
    expect(first).toHaveTextContent('Aktywne');
    expect(first).toHaveTextContent('Dealer');
    expect(screen.getByRole('link', { name: 'Zarejestruj sprzedany rower' })).toHaveAttribute(
      'href',
      '/pl/admin/insurance/new',
    );
  });

  it('registers a sold bike and shows the server’s refusal at the frame number, in English', async () => {
    let refuse = true;
    gateway.on('POST /api/admin/insurance/policies', () =>
      refuse
        ? json(
            {
              error: {
                code: 'duplicate',
                message: 'This bike is already registered with the insurer',
                fields: { frameNumber: 'This bike is already registered with the insurer' },
              },
            },
            409,
          )
        : json({ ...policy, registeredBy: 'staff', dealerId: null, staffName: 'Ewa Kowalska' }, 201),
    );
    showPanel('en', '/insurance/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /Frame number/ }), 'zf2026a00101');
    await userEvent.type(screen.getByLabelText(/Purchase date/), '2026-11-20');
    await userEvent.type(screen.getByRole('textbox', { name: /Buyer's full name/ }), 'Anna Nowak');
    await userEvent.type(screen.getByRole('textbox', { name: /Buyer's e-mail/ }), 'anna.nowak@example.pl');
    await userEvent.type(screen.getByRole('textbox', { name: /Receipt or invoice number/ }), 'PAR/2026/11/7');
    await userEvent.click(screen.getByRole('button', { name: 'Register with the insurer' }));
    const frame = screen.getByRole('textbox', { name: /Frame number/ });
    await waitFor(() => expect(frame).toHaveAccessibleDescription(/already registered/));
    expect(gateway.sent('POST /api/admin/insurance/policies')[0]).toEqual({
      frameNumber: 'ZF2026A00101',
      purchaseDate: '2026-11-20',
      buyerName: 'Anna Nowak',
      buyerEmail: 'anna.nowak@example.pl',
      buyerLanguage: 'pl',
      saleDocument: 'PAR/2026/11/7',
    });
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Register with the insurer' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/en/admin/insurance/${policy.id}`));
  });

  it('shows one policy: its cover, sum and who registered it', async () => {
    showPanel('en', `/insurance/${policy.id}`);
    expect(await screen.findByRole('heading', { name: 'Policy ZEF/2026/100001' })).toBeVisible();
    expect(screen.getByText(/Cover 21\.11\.2026 – 20\.11\.2027, insured sum/)).toBeVisible();
    expect(screen.getByText('Dealer (d7c1)')).toBeVisible();
  });

  it('offers no registration to staff who may only list policies', async () => {
    me = staffUser('service_employee');
    await signedIn();
    showPanel('en', '/insurance');
    await screen.findByRole('table', { name: 'Insured bikes' });
    expect(screen.queryByRole('link', { name: 'Register a sold bike' })).not.toBeInTheDocument();
  });
});
