// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffId, staffUser } from '../testing';

const member = (id: string, first: string, last: string, adminType: string, state = 'active') => ({
  id,
  email: `${first.toLowerCase()}.${last.toLowerCase()}@zefir.test`,
  firstName: first,
  lastName: last,
  adminType,
  state,
  lockedOut: false,
  language: 'pl',
  createdAt: '2026-11-02T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
  lastSignInAt: null as string | null,
});
const jan = member('7a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'Jan', 'Nowak', 'sales_employee');
const ola = {
  ...member('1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', 'Ola', 'Wiśniewska', 'super_admin'),
  lastSignInAt: '2026-11-25T07:30:00.000Z',
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('admin');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/admins', () => json({ items: [jan, ola], total: 2, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/admins/${jan.id}/history`, () => json({ items: [], total: 0, page: 1, limit: 10 }));
  await signedIn();
});
afterEach(cleanup);

describe('the staff list', () => {
  it('lists name, e-mail, type, state and last sign-in, each row leading to the account', async () => {
    showPanel('pl', '/admins');
    const table = await screen.findByRole('table', { name: 'Konta pracowników' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Jan Nowak' })).toHaveAttribute(
      'href',
      `/pl/admin/admins/${jan.id}`,
    );
    expect(first).toHaveTextContent('jan.nowak@zefir.test');
    expect(first).toHaveTextContent('Pracownik sprzedaży');
    expect(first).toHaveTextContent('Aktywne');
    expect(first).toHaveTextContent('Nigdy');
    expect(second).toHaveTextContent('Superadministrator');
    expect(second).toHaveTextContent(/25\.11\.2026 \d\d:30/);
    expect(screen.getByRole('link', { name: 'Dodaj pracownika' })).toHaveAttribute('href', '/pl/admin/admins/new');
  });

  it('filters by type, state and a search on the server', async () => {
    showPanel('en', '/admins');
    await screen.findByRole('table', { name: 'Staff accounts' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name or e-mail' }), 'nowak');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Account type' }), 'sales_employee');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'pending');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => {
      const last = gateway.calls.filter((call) => call.path === '/api/admin/admins').at(-1);
      expect(new URLSearchParams(last?.search)).toEqual(
        new URLSearchParams('filters[q]=nowak&filters[adminType]=sales_employee&filters[state]=pending'),
      );
    });
  });

  it('says when no account matches', async () => {
    gateway.on('GET /api/admin/admins', () => json({ items: [], total: 0, page: 1, limit: 50 }));
    showPanel('pl', '/admins?filters[q]=zzz');
    expect(await screen.findByRole('heading', { name: 'Brak kont pracowników spełniających kryteria' })).toBeVisible();
  });
});

describe('inviting a staff member', () => {
  const fill = async (email: string) => {
    await userEvent.type(screen.getByRole('textbox', { name: /Imię/ }), 'Jan');
    await userEvent.type(screen.getByRole('textbox', { name: /Nazwisko/ }), 'Nowak');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), email);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Typ konta/ }), 'sales_employee');
  };

  it('offers only the types an admin manages and says what is missing before sending', async () => {
    showPanel('pl', '/admins/new');
    const types = within(screen.getByRole('combobox', { name: /Typ konta/ }))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(types).not.toContain('super_admin');
    expect(types).not.toContain('admin');
    expect(types).toContain('warehouse_employee');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij zaproszenie' }));
    expect(screen.getByRole('textbox', { name: /Imię/ })).toHaveAccessibleDescription('To pole jest wymagane');
    expect(screen.getByRole('combobox', { name: /Typ konta/ })).toHaveAccessibleDescription('To pole jest wymagane');
    expect(gateway.sent('POST /api/admin/admins')).toEqual([]);
  });

  it('shows "admin e-mail already registered" at the e-mail field', async () => {
    gateway.on('POST /api/admin/admins', () =>
      failure(409, 'duplicate', 'Ten adres e-mail administratora jest już zarejestrowany.', {
        email: 'Ten adres e-mail administratora jest już zarejestrowany',
      }),
    );
    showPanel('pl', '/admins/new');
    await fill('jan.nowak@zefir.test');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij zaproszenie' }));
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Ten adres e-mail administratora jest już zarejestrowany'),
    );
    expect(email).toHaveFocus();
  });

  it('sends the invitation, says so and opens the new account', async () => {
    gateway.on('POST /api/admin/admins', () => json({ ...jan, state: 'pending' }, 201));
    gateway.on(`GET /api/admin/admins/${jan.id}`, () => json({ ...jan, state: 'pending' }));
    showPanel('pl', '/admins/new');
    await fill(' jan.nowak@zefir.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij zaproszenie' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/pl/admin/admins/${jan.id}`));
    expect(gateway.sent('POST /api/admin/admins')).toEqual([
      {
        email: 'jan.nowak@zefir.test',
        firstName: 'Jan',
        lastName: 'Nowak',
        adminType: 'sales_employee',
        language: 'pl',
      },
    ]);
    expect(screen.getByText('Zaproszenie wysłano na adres jan.nowak@zefir.test.')).toBeVisible();
  });
});

describe('a staff account', () => {
  it('changes the type, sending only what changed, and shows the history', async () => {
    gateway.on(`GET /api/admin/admins/${jan.id}`, () => json(jan));
    gateway.on(`PATCH /api/admin/admins/${jan.id}`, (body) =>
      json({ ...jan, ...(body as object), updatedAt: '2026-11-26T08:00:00.000Z' }),
    );
    gateway.on(`GET /api/admin/admins/${jan.id}/history`, () =>
      json({
        items: [
          {
            id: 1,
            at: '2026-11-26T08:00:00.000Z',
            staffId,
            staffName: 'Ewa Kowalska',
            adminType: 'admin',
            action: 'update',
            changes: [{ field: 'adminType', before: 'sales_employee', after: 'sales_manager' }],
          },
        ],
        total: 1,
        page: 1,
        limit: 10,
      }),
    );
    showPanel('pl', `/admins/${jan.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jan Nowak' })).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Typ konta/ }), 'sales_manager');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(gateway.sent(`PATCH /api/admin/admins/${jan.id}`)).toEqual([{ adminType: 'sales_manager' }]),
    );
    expect(await screen.findByText('Zmiany zostały zapisane.')).toBeVisible();
    const history = screen.getByRole('region', { name: 'Historia zmian' });
    expect(await within(history).findByText(/Typ konta:/)).toBeVisible();
    expect(history).toHaveTextContent('Pracownik sprzedaży → zmieniono na Kierownik sprzedaży');
  });

  it('deactivates only after the confirmation', async () => {
    gateway.on(`GET /api/admin/admins/${jan.id}`, () => json(jan));
    gateway.on(`PATCH /api/admin/admins/${jan.id}`, (body) => json({ ...jan, ...(body as object) }));
    showPanel('en', `/admins/${jan.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Jan Nowak?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(gateway.sent(`PATCH /api/admin/admins/${jan.id}`)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(gateway.sent(`PATCH /api/admin/admins/${jan.id}`)).toEqual([{ state: 'inactive' }]));
    expect(await screen.findByText('Jan Nowak has been deactivated.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeVisible();
  });

  it('sends the welcome e-mail again to someone who has not activated yet', async () => {
    gateway.on(`GET /api/admin/admins/${jan.id}`, () => json({ ...jan, state: 'pending' }));
    gateway.on(`POST /api/admin/admins/${jan.id}/welcome`, () => json({ ...jan, state: 'pending' }));
    showPanel('pl', `/admins/${jan.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Wyślij ponownie e-mail powitalny' }));
    expect(await screen.findByText('E-mail powitalny wysłano ponownie na adres jan.nowak@zefir.test.')).toBeVisible();
  });

  it('offers no changes of an account the type does not manage, nor of one’s own type and state', async () => {
    gateway.on(`GET /api/admin/admins/${ola.id}`, () => json(ola));
    gateway.on(`GET /api/admin/admins/${ola.id}/history`, () => json({ items: [], total: 0, page: 1, limit: 10 }));
    showPanel('pl', `/admins/${ola.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ola Wiśniewska' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dezaktywuj' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument();
    cleanup();

    const self = { ...member(staffId, 'Ewa', 'Kowalska', 'admin'), email: 'ewa.kowalska@zefir.test' };
    gateway.on(`GET /api/admin/admins/${staffId}`, () => json(self));
    gateway.on(`GET /api/admin/admins/${staffId}/history`, () => json({ items: [], total: 0, page: 1, limit: 10 }));
    showPanel('pl', `/admins/${staffId}`);
    expect(await screen.findByRole('button', { name: 'Zapisz' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /Typ konta/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dezaktywuj' })).not.toBeInTheDocument();
  });

  it('says an account is blocked after ten failed sign-ins and unblocks it', async () => {
    gateway.on(`GET /api/admin/admins/${jan.id}`, () => json({ ...jan, lockedOut: true }));
    gateway.on(`PATCH /api/admin/admins/${jan.id}`, () => json(jan));
    showPanel('pl', `/admins/${jan.id}`);
    expect(await screen.findByText('Zablokowane po 10 nieudanych logowaniach')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Odblokuj' }));
    await waitFor(() => expect(gateway.sent(`PATCH /api/admin/admins/${jan.id}`)).toEqual([{ state: 'active' }]));
    expect(await screen.findByText('Konto Jan Nowak zostało odblokowane.')).toBeVisible();
    expect(screen.queryByText('Zablokowane po 10 nieudanych logowaniach')).not.toBeInTheDocument();
  });

  it('shows what went wrong when the account cannot be loaded', async () => {
    gateway.on(`GET /api/admin/admins/${jan.id}`, () => failure(404, 'not_found', 'Nie znaleziono.'));
    showPanel('pl', `/admins/${jan.id}`);
    expect(await screen.findByText('Nie udało się wczytać konta pracownika')).toBeVisible();
    expect(screen.getByText('Nie znaleziono.')).toBeVisible();
  });
});
