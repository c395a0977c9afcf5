// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// A policy's claims and payouts in the admin (issue 25): what remains of the sum, each claim with its payouts,
// a theft claim recorded with its police report (the form sends ISO instants), a payout in złoty (sent in
// grosze) and the server's refusal naming the amount left at its field; staff without insurance.update read.

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
  insuredSum: { amount: 1_000_000, currency: 'PLN' },
  state: 'active',
  registeredAt: '2026-11-26T10:00:00.000Z',
  registeredBy: 'dealer',
  dealerId: 'd7c1',
  staffName: null,
};
const claim = {
  id: '7c1e2c1e-7a4d-4c1b-9a55-8f1d2e3c4b5a',
  claimNumber: 'SZK/2026/000001',
  kind: 'theft_forced_entry',
  occurredAt: '2026-11-24T20:30:00.000Z',
  description: 'Kradzież z piwnicy',
  policeReportNumber: 'KMP-1234/26',
  policeReportedAt: '2026-11-25T08:10:00.000Z',
  staffName: 'Ewa Nowak',
  createdAt: '2026-11-25T09:00:00.000Z',
  payouts: [] as unknown[],
};
let claims: { insuredSum: unknown; remainingSum: unknown; endedAt: string | null; items: unknown[] };
let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('service_employee');
  claims = {
    insuredSum: { amount: 1_000_000, currency: 'PLN' },
    remainingSum: { amount: 1_000_000, currency: 'PLN' },
    endedAt: null,
    items: [],
  };
  gateway = fakeGateway(() => me);
  gateway.on(`GET /api/admin/insurance/policies/${policy.id}`, () => json(policy));
  gateway.on(`GET /api/admin/insurance/policies/${policy.id}/claims`, () => json(claims));
  await signedIn();
});
afterEach(cleanup);

describe("a policy's claims and payouts", () => {
  it('records a theft claim with its police report, in Polish', async () => {
    gateway.on(`POST /api/admin/insurance/policies/${policy.id}/claims`, () => {
      claims = { ...claims, items: [claim] };
      return json(claim, 201);
    });
    showPanel('pl', `/insurance/${policy.id}`);
    expect(await screen.findByText(/Pozostała suma ubezpieczenia: 10\s000,00\szł z 10\s000,00\szł/)).toBeVisible();
    expect(screen.getByText('Na tę polisę nie zgłoszono jeszcze żadnej szkody.')).toBeVisible();
    const form = screen.getByRole('region', { name: 'Zgłoś szkodę' });
    await userEvent.click(within(form).getByRole('button', { name: 'Zgłoś szkodę' }));
    const occurred = within(form).getByLabelText(/Data i godzina zdarzenia/);
    await waitFor(() => expect(occurred).toHaveAccessibleDescription(/.+/));
    await userEvent.type(within(form).getByLabelText(/Data i godzina zdarzenia/), '2026-11-24T21:30');
    await userEvent.type(within(form).getByRole('textbox', { name: /Opis zdarzenia/ }), 'Kradzież z piwnicy');
    await userEvent.type(within(form).getByRole('textbox', { name: /Numer zgłoszenia/ }), 'KMP-1234/26');
    await userEvent.type(within(form).getByLabelText(/Data i godzina zgłoszenia/), '2026-11-25T09:10');
    await userEvent.click(within(form).getByRole('button', { name: 'Zgłoś szkodę' }));
    expect(await screen.findByRole('heading', { name: 'Szkoda SZK/2026/000001: kradzież z włamaniem' })).toBeVisible();
    // The form is empty again for the next claim.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Opis zdarzenia/ })).toHaveValue(''));
    const sent = gateway.sent(`POST /api/admin/insurance/policies/${policy.id}/claims`)[0] as Record<string, string>;
    expect(sent).toMatchObject({
      kind: 'theft_forced_entry',
      description: 'Kradzież z piwnicy',
      policeReportNumber: 'KMP-1234/26',
    });
    expect(sent.occurredAt).toBe(new Date('2026-11-24T21:30').toISOString());
    expect(sent.policeReportedAt).toBe(new Date('2026-11-25T09:10').toISOString());
  });

  it('records a payout in złoty and shows the refusal naming what is left, in English', async () => {
    claims = { ...claims, items: [claim] };
    let refuse = true;
    gateway.on(`POST /api/admin/insurance/policies/${policy.id}/claims/${claim.id}/payouts`, () => {
      if (refuse) {
        const message = 'The payout exceeds the remaining insured sum. PLN 4,200.00 is left';
        return json({ error: { code: 'business_rule', message, fields: { amount: message } } }, 422);
      }
      const payout = {
        id: '9d1e2c1e-7a4d-4c1b-9a55-8f1d2e3c4b5a',
        amount: { amount: 420_000, currency: 'PLN' },
        payoutReference: 'WYP/000001',
        staffName: 'Ewa Nowak',
        createdAt: '2026-11-26T09:00:00.000Z',
      };
      claims = {
        ...claims,
        remainingSum: { amount: 580_000, currency: 'PLN' },
        items: [{ ...claim, payouts: [payout] }],
      };
      return json(payout, 201);
    });
    showPanel('en', `/insurance/${policy.id}`);
    const article = await screen.findByRole('article', { name: /Claim SZK\/2026\/000001/ });
    const amount = within(article).getByRole('textbox', { name: /Payout \(PLN\)/ });
    await userEvent.type(amount, '4 200,00');
    await userEvent.click(within(article).getByRole('button', { name: 'Record a payout' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/4,200.00 is left/));
    expect(gateway.sent(`POST /api/admin/insurance/policies/${policy.id}/claims/${claim.id}/payouts`)[0]).toEqual({
      amount: 420_000,
    });
    refuse = false;
    await userEvent.click(within(article).getByRole('button', { name: 'Record a payout' }));
    expect(await screen.findByText(/WYP\/000001/)).toBeVisible();
    expect(await screen.findByText(/Remaining insured sum: .*5.800\.00/)).toBeVisible();
  });

  it('offers no forms to staff who may only read policies', async () => {
    me = staffUser('sales_employee');
    claims = { ...claims, items: [claim] };
    await signedIn();
    showPanel('en', `/insurance/${policy.id}`);
    expect(await screen.findByRole('article', { name: /Claim SZK\/2026\/000001/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Record a payout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Record a claim' })).not.toBeInTheDocument();
  });
});
