// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const id = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const summary = {
  id,
  number: 'RMA/2026/000042',
  stage: 'warranty',
  status: 'new',
  requestedAction: 'repair',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  customerId: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
  contactEmail: 'zofia@example.pl',
  assignee: null,
};
const detail = {
  ...summary,
  purchaseDate: '2026-05-01',
  orderDate: null,
  address: null,
  contactPhone: '+48 600 100 200',
  notes: '',
  items: [
    {
      id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b',
      category: 'battery',
      productName: 'Bateria 500 Wh',
      problem: 'Nie ładuje się',
      serialNumbers: ['SN-1'],
      status: 'request',
    },
  ],
  attachments: [],
  messages: [
    {
      id: '5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c',
      author: 'customer',
      staffName: null,
      text: '<b>Pilne</b>',
      attachments: [],
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  messagesOpen: true,
  internalNotes: [],
  nextStatuses: ['in_progress', 'on_hold', 'rejected'],
  order: null,
  refunds: [],
};
const itemId = '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b';
const order = {
  id: '8c9d0e1f-2a3b-4c4d-9e5f-6a7b8c9d0e1f',
  number: 'ZF/2026/000007',
  total: { amount: 129_900, currency: 'PLN' },
};

const colleague = { id: '9d0e1f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a', name: 'Marek Serwisant' };

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  const me = staffUser('sales_employee');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/returns', () => json({ items: [summary], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/returns/${id}`, () => json(detail));
  gateway.on(`GET /api/admin/returns/${id}/history`, () => json({ items: [], total: 0, page: 1, limit: 10 }));
  gateway.on('GET /api/admin/returns/assignees', () => json({ items: [colleague] }));
  await signedIn();
});
afterEach(cleanup);

describe('returns', () => {
  it("lets staff download the return's proof of purchase and a photo sent in the thread", async () => {
    const proof = {
      id: '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d',
      name: 'paragon.pdf',
      mime: 'application/pdf',
      size: 20_480,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const photo = {
      id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
      name: 'bateria.jpg',
      mime: 'image/jpeg',
      size: 51_200,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    gateway.on(`GET /api/admin/returns/${id}`, () =>
      json({ ...detail, attachments: [proof], messages: [{ ...detail.messages[0], attachments: [photo] }] }),
    );
    gateway.on(`GET /api/admin/returns/${id}/files/${photo.id}`, () => new Response('JPEG'));
    const createObjectURL = vi.fn(() => 'blob:bateria');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    showPanel('pl', `/returns/${id}`);

    const files = await screen.findByRole('region', { name: 'Załączniki' });
    expect(within(files).getByRole('button', { name: 'Pobierz plik paragon.pdf' })).toBeVisible();
    const thread = screen.getByRole('region', { name: 'Wiadomości z klientem' });
    await userEvent.click(within(thread).getByRole('button', { name: 'Pobierz plik bateria.jpg' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const call = gateway.calls.find((c) => c.path === `/api/admin/returns/${id}/files/${photo.id}`);
    expect(call).toBeDefined();
  });

  it('offers the service report in both languages to staff who may generate it, and downloads it', async () => {
    const manager = staffUser('service_manager');
    const withReports = fakeGateway(() => manager);
    withReports.on(`GET /api/admin/returns/${id}`, () => json(detail));
    withReports.on(`GET /api/admin/returns/${id}/history`, () => json({ items: [], total: 0, page: 1, limit: 10 }));
    withReports.on(`GET /api/admin/returns/${id}/report/en`, () => new Response('%PDF-1.7'));
    await signedIn();
    const createObjectURL = vi.fn(() => 'blob:raport');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    showPanel('pl', `/returns/${id}`);

    const polish = await screen.findByRole('button', { name: 'Raport serwisowy (PDF)' });
    expect(polish).toHaveAttribute('lang', 'pl');
    const english = screen.getByRole('button', { name: 'Service report (PDF)' });
    expect(english).toHaveAttribute('lang', 'en');
    await userEvent.click(english);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(withReports.calls.some((c) => c.path === `/api/admin/returns/${id}/report/en`)).toBe(true);
  });

  it('shows no service report to staff whose type may not generate it', async () => {
    showPanel('pl', `/returns/${id}`);
    await screen.findByRole('heading', { name: /RMA\/2026\/000042/ });
    expect(screen.queryByRole('button', { name: 'Raport serwisowy (PDF)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Service report (PDF)' })).toBeNull();
  });

  it('lists returns, each row leading to its detail', async () => {
    showPanel('pl', '/returns');
    const table = await screen.findByRole('table', { name: 'Zwroty i reklamacje' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'RMA/2026/000042' })).toHaveAttribute(
      'href',
      `/pl/admin/returns/${id}`,
    );
    expect(first).toHaveTextContent('Gwarancja');
    expect(first).toHaveTextContent('Naprawa');
    expect(first).toHaveTextContent('Nikt');
  });

  it('shows the thread as text, answers the customer and keeps internal notes', async () => {
    gateway.on(`POST /api/admin/returns/${id}/messages`, () =>
      json(
        { ...detail.messages[0], id: '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d', author: 'staff', text: 'Odbierzemy' },
        201,
      ),
    );
    gateway.on(`POST /api/admin/returns/${id}/notes`, (body) =>
      json({
        ...detail,
        internalNotes: [
          {
            id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
            text: (body as { text: string }).text,
            staffId: 'x',
            staffName: 'Ewa Kowalska',
            createdAt: '2026-11-21T10:00:00.000Z',
          },
        ],
      }),
    );
    showPanel('pl', `/returns/${id}`);
    expect(await screen.findByText('<b>Pilne</b>')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Odpowiedź dla klienta' }), 'Odbierzemy');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedź' }));
    await waitFor(() =>
      expect(gateway.sent(`POST /api/admin/returns/${id}/messages`)).toEqual([{ text: 'Odbierzemy' }]),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Nowa notatka' }), 'Klient dzwonił');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj notatkę' }));
    expect(await screen.findByText('Klient dzwonił')).toBeVisible();
  });

  it('moves the status from the one shown, after asking', async () => {
    gateway.on(`POST /api/admin/returns/${id}/status`, () =>
      json({ ...detail, status: 'in_progress', nextStatuses: [] }),
    );
    showPanel('en', `/returns/${id}`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'New status' }), 'in_progress');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(gateway.sent(`POST /api/admin/returns/${id}/status`)).toEqual([{ from: 'new', to: 'in_progress' }]),
    );
  });

  it('corrects the stage from the one shown, either way, naming the new one (pl)', async () => {
    gateway.on(`POST /api/admin/returns/${id}/stage`, () => json({ ...detail, stage: 'presales' }));
    showPanel('pl', `/returns/${id}`);
    const stage = await screen.findByRole('combobox', { name: 'Etap' });
    expect(stage).toHaveValue('warranty');
    expect(screen.getByRole('button', { name: 'Popraw etap' })).toBeDisabled();
    await userEvent.selectOptions(stage, 'presales');
    await userEvent.click(screen.getByRole('button', { name: 'Popraw etap' }));
    await waitFor(() =>
      expect(gateway.sent(`POST /api/admin/returns/${id}/stage`)).toEqual([{ from: 'warranty', to: 'presales' }]),
    );
    expect(await screen.findByText('Etap zgłoszenia to teraz „Przedsprzedaż”')).toBeVisible();
  });

  it('reloads the return when its stage changed meanwhile, saying so (en)', async () => {
    gateway.on(`POST /api/admin/returns/${id}/stage`, () =>
      json(
        {
          error: {
            code: 'conflict',
            message:
              'Someone else saved this in the meantime. Reload the page to see their changes, then make yours again.',
          },
        },
        409,
      ),
    );
    showPanel('en', `/returns/${id}`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Stage' }), 'post_warranty');
    await userEvent.click(screen.getByRole('button', { name: 'Correct the stage' }));
    expect(await screen.findByText(/Someone else saved this in the meantime/)).toBeVisible();
    await waitFor(() =>
      expect(gateway.calls.filter((call) => call.path === `/api/admin/returns/${id}`)).toHaveLength(2),
    );
  });

  it('links the return to its order, showing the refusal at the field', async () => {
    gateway.on(`POST /api/admin/returns/${id}/order`, (body) =>
      (body as { number: string }).number === order.number
        ? json({ ...detail, order })
        : json(
            {
              error: {
                code: 'validation_failed',
                message: 'Niektóre parametry są nieprawidłowe.',
                fields: { number: 'To zamówienie złożył inny klient' },
              },
            },
            400,
          ),
    );
    showPanel('pl', `/returns/${id}`);
    expect(await screen.findByText(/nie jest powiązane z zamówieniem/)).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Numer zamówienia' });
    await userEvent.type(field, 'ZF/2026/000001');
    await userEvent.click(screen.getByRole('button', { name: 'Powiąż z zamówieniem' }));
    expect(await screen.findByText('To zamówienie złożył inny klient')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, order.number);
    await userEvent.click(screen.getByRole('button', { name: 'Powiąż z zamówieniem' }));
    expect(await screen.findByRole('link', { name: order.number })).toHaveAttribute(
      'href',
      `/pl/admin/orders/${order.id}`,
    );
  });

  it('decides a refund on an item of a linked return with its amount in minor units', async () => {
    gateway.on(`GET /api/admin/returns/${id}`, () => json({ ...detail, order }));
    gateway.on(`POST /api/admin/returns/${id}/items/${itemId}/status`, () =>
      json({
        ...detail,
        order,
        items: [{ ...detail.items[0], status: 'refunded' }],
        refunds: [{ itemId, amount: { amount: 19_950, currency: 'PLN' } }],
      }),
    );
    showPanel('pl', `/returns/${id}`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Decyzja: Bateria 500 Wh' }), 'refunded');
    await userEvent.type(screen.getByRole('textbox', { name: 'Kwota zwrotu (PLN)' }), '199,50');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz decyzję' }));
    await waitFor(() =>
      expect(gateway.sent(`POST /api/admin/returns/${id}/items/${itemId}/status`)).toEqual([
        { status: 'refunded', refund: { amount: 19_950 } },
      ]),
    );
    expect(await screen.findByRole('cell', { name: /199,50/ })).toBeVisible();
  });

  it('lets the staff member take the return', async () => {
    gateway.on(`POST /api/admin/returns/${id}/assignee`, () =>
      json({ ...detail, assignee: { id: summary.customerId, name: 'Ewa Nowak' } }),
    );
    showPanel('en', `/returns/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Take the return' }));
    await waitFor(() => expect(gateway.sent(`POST /api/admin/returns/${id}/assignee`)).toEqual([{ assignee: 'me' }]));
    expect(await screen.findByRole('button', { name: 'Let the return go' })).toBeVisible();
  });

  it('gives the return to a colleague who works on returns', async () => {
    gateway.on(`POST /api/admin/returns/${id}/assignee`, () => json({ ...detail, assignee: colleague }));
    showPanel('pl', `/returns/${id}`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Przekaż pracownikowi' }), colleague.id);
    await userEvent.click(screen.getByRole('button', { name: 'Przekaż' }));
    await waitFor(() =>
      expect(gateway.sent(`POST /api/admin/returns/${id}/assignee`)).toEqual([{ assignee: colleague.id }]),
    );
    expect(await screen.findByText('Opiekun zgłoszenia: Marek Serwisant')).toBeVisible();
  });

  it('says the thread is closed and offers no answer once the return is closed', async () => {
    gateway.on(`GET /api/admin/returns/${id}`, () =>
      json({ ...detail, status: 'closed', messagesOpen: false, nextStatuses: [] }),
    );
    showPanel('en', `/returns/${id}`);
    expect(await screen.findByText('The return is closed: no more messages can be sent.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Answer to the customer' })).toBeNull();
  });
});
