// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// The invoices section (issue 26): the list with its KSeF states and filters, an invoice's page with its
// files, resending a rejected invoice (its buyer fixed first, or as it is), a correction by hand made once
// however often it is submitted; what a sales employee (read only) is offered.

const invoiceId = '2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a8b';
const orderId = '5d3c2b1a-0f9e-4d8c-b7a6-958473625140';
const party = {
  taxId: null,
  vatId: null,
  street: 'ul. Długa 5',
  zipCode: '30-001',
  city: 'Kraków',
  country: 'PL',
  email: null,
};
const summary = {
  id: invoiceId,
  kind: 'VAT',
  number: 'FV/2026/000123',
  state: 'rejected',
  orderId,
  issueDate: '2026-11-26',
  currency: 'PLN',
  total: { amount: 1_299_900, currency: 'PLN' },
  totalPln: { amount: 1_299_900, currency: 'PLN' },
  refersTo: [],
  ksefNumber: null,
  splitPayment: false,
  createdAt: '2026-11-26T10:00:00.000Z',
  buyerName: 'Rowery Kowalski',
  buyerTaxId: '5260250274',
  ksefRejection: 'Nieprawidłowy NIP nabywcy',
};
const detail = {
  ...summary,
  saleDate: null,
  seller: { ...party, name: 'Zefir sp. z o.o.', taxId: '5250000009' },
  buyer: { ...party, name: 'Rowery Kowalski', taxId: '5260250274' },
  lines: [
    {
      name: 'Zefir Trail 29',
      sku: 'ZF-T29',
      unit: 'szt.',
      quantity: 1,
      unitGross: 1_299_900,
      discount: 0,
      gross: 1_299_900,
      vatRate: 23,
      annex15: false,
    },
  ],
  rateTotals: [{ vatRate: 23, net: 1_056_829, vat: 243_071, gross: 1_299_900, vatPln: 243_071 }],
  rate: null,
  payment: { method: 'transfer', paidOn: '2026-11-26', dueDate: null, bankAccount: null },
  reason: null,
  ksefAcceptedAt: null,
  hasUpo: false,
  offlineSince: null,
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/invoices', () => json({ items: [summary], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/invoices/${invoiceId}`, () => json(detail));
  await signedIn();
});
afterEach(cleanup);

describe('the invoices section', () => {
  it('lists invoices with their KSeF state and buyer, filtered by kind, state, buyer and day', async () => {
    showPanel('pl', '/invoices');
    const table = await screen.findByRole('table', { name: 'Faktury VAT sklepu' });
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('FV/2026/000123');
    expect(first).toHaveTextContent('Odrzucona');
    expect(first).toHaveTextContent('Rowery Kowalski (5260250274)');
    expect(first).toHaveTextContent(/12\s999,00\szł/);
    expect(within(first!).getAllByRole('link')[0]).toHaveAttribute('href', `/pl/admin/invoices/${invoiceId}`);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stan w KSeF' }), 'rejected');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rodzaj' }), 'KOR');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Nabywca lub NIP' }), 'Kowalski');
    const from = screen.getByLabelText('Wystawione od');
    expect(from).toHaveAttribute('type', 'date');
    await userEvent.type(from, '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    const listed = () =>
      gateway.calls
        .filter((call) => call.path === '/api/admin/invoices')
        .map((call) => decodeURIComponent(call.search));
    await waitFor(() => expect(listed().at(-1)).toContain('filters[buyer]=Kowalski'));
    for (const filter of ['filters[kind]=KOR', 'filters[state]=rejected', 'filters[from]=2026-11-01'])
      expect(listed().at(-1)).toContain(filter);
  });

  it('shows a rejected invoice with KSeF’s reason, resends it and offers its files', async () => {
    gateway.on(`POST /api/admin/invoices/${invoiceId}/resend`, () => json({ ...detail, state: 'queued' }));
    showPanel('en', `/invoices/${invoiceId}`);
    expect(await screen.findByRole('heading', { name: 'Invoice FV/2026/000123' })).toBeVisible();
    expect(screen.getByText('Nieprawidłowy NIP nabywcy')).toBeVisible();
    expect(screen.getByRole('table', { name: /The invoice's lines/ })).toHaveTextContent('Zefir Trail 29 (ZF-T29)');
    for (const file of ['PDF (Polish)', 'PDF (English)', 'FA(3) XML'])
      expect(screen.getByRole('button', { name: file })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'UPO' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Send to KSeF again' }));
    expect(await screen.findByText('Invoice FV/2026/000123 is queued to be sent to KSeF again')).toBeVisible();
    expect(screen.getByText('Queued')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send to KSeF again' })).toBeNull();
  });

  it('issues a correction by hand: the amount in złoty as minor units, one key however often it is sent', async () => {
    let attempts = 0;
    gateway.on(`POST /api/admin/orders/${orderId}/invoice-corrections`, () =>
      ++attempts === 1
        ? failure(503, 'service_unavailable', 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.')
        : json({ ...detail, id: '9a8b7c6d-5e4f-4321-8a9b-0c1d2e3f4a5b', kind: 'KOR', number: 'FK/2026/000007' }),
    );
    showPanel('pl', `/invoices/${invoiceId}`);
    const issue = await screen.findByRole('button', { name: 'Wystaw fakturę korygującą' });
    await userEvent.click(issue);
    expect(gateway.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: /Kwota korekty \(PLN\)/ }), '199,99');
    await userEvent.type(screen.getByRole('textbox', { name: /Przyczyna korekty/ }), 'Zwrot towaru');
    await userEvent.type(screen.getByRole('textbox', { name: /Numer zwrotu/ }), 'RMA/2026/00077');
    await userEvent.click(issue);
    expect(await screen.findByText('Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.')).toBeVisible();
    await userEvent.click(issue);
    expect(await screen.findByText('Wystawiono fakturę korygującą FK/2026/000007')).toBeVisible();
    const sent = gateway.calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      amount: 19_999,
      reason: 'Zwrot towaru',
      returnNumber: 'RMA/2026/00077',
    });
    // The retry is the same correction: the key made when the form opened.
    expect(sent[1]).toEqual(sent[0]);
  });

  it('fixes a rejected invoice’s buyer and sends it again, with what the screen showed for a stale check', async () => {
    let answer = failure(409, 'conflict', 'Ktoś zmienił te dane w międzyczasie. Odśwież stronę.');
    gateway.on(`PUT /api/admin/invoices/${invoiceId}/buyer`, () => answer);
    showPanel('pl', `/invoices/${invoiceId}`);
    const form = within(
      (await screen.findByRole('heading', { name: 'Popraw dane nabywcy i wyślij ponownie' })).closest('section')!,
    );
    const name = form.getByRole('textbox', { name: /Nazwa nabywcy/ });
    expect(name).toHaveValue('Rowery Kowalski');
    const nip = form.getByRole('textbox', { name: /NIP/ });
    await userEvent.clear(nip);
    await userEvent.type(nip, '5260250275');
    const submit = form.getByRole('button', { name: 'Zapisz i wyślij ponownie do KSeF' });
    await userEvent.click(submit);
    // The checksum is checked before anything is sent.
    expect(await form.findByText('Ten NIP jest nieprawidłowy – sprawdź jego cyfry')).toBeVisible();
    expect(gateway.calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.clear(nip);
    await userEvent.type(nip, '5260250274');
    await userEvent.clear(name);
    await userEvent.type(name, 'Rowery Kowalski sp.j.');
    await userEvent.click(submit);
    expect(await form.findByText('Ktoś zmienił te dane w międzyczasie. Odśwież stronę.')).toBeVisible();
    const put = gateway.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'Rowery Kowalski sp.j.',
      street: 'ul. Długa 5',
      zipCode: '30-001',
      city: 'Kraków',
      country: 'PL',
      taxId: '5260250274',
      seen: { buyer: detail.buyer, ksefRejection: 'Nieprawidłowy NIP nabywcy' },
    });

    answer = json({ ...detail, state: 'queued', buyer: { ...detail.buyer, name: 'Rowery Kowalski sp.j.' } });
    await userEvent.click(submit);
    expect(
      await screen.findByText('Poprawiono fakturę FV/2026/000123 – czeka na ponowną wysyłkę do KSeF'),
    ).toBeVisible();
    expect(screen.getByText('W kolejce')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Popraw dane nabywcy i wyślij ponownie' })).toBeNull();
  });

  it('offers a sales employee (read only) the files but neither resending nor corrections', async () => {
    me = staffUser('sales_employee');
    await signedIn();
    showPanel('en', `/invoices/${invoiceId}`);
    expect(await screen.findByRole('heading', { name: 'Invoice FV/2026/000123' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'FA(3) XML' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send to KSeF again' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Issue a correction' })).toBeNull();
    expect(screen.queryByRole('heading', { name: "Fix the buyer's data and send again" })).toBeNull();
  });
});
