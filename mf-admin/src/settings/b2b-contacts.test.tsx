// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// The B2B contacts in settings (issue 15): staff add, change and remove entries and save the list whole at the
// version read; a bad entry is shown at its field before anything is sent.

const anna = {
  name: 'Anna Wiśniewska',
  title: { pl: 'Kierownik sprzedaży B2B', en: 'B2B sales manager' },
  phone: '+48 22 100 20 30',
  email: 'b2b@ebike.example',
};
const noHistory = () => json({ items: [], total: 0, page: 1, limit: 10 });

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => staffUser('super_admin'));
  gateway.on('GET /api/admin/settings/b2b-contacts', () => json({ version: 2, contacts: [anna] }));
  gateway.on('GET /api/admin/settings/b2b-contacts/history', noHistory);
  gateway.on('PUT /api/admin/settings/b2b-contacts', (body) => json({ ...(body as object), version: 3 }));
  await signedIn();
});
afterEach(cleanup);

describe('B2B contacts in settings', () => {
  it('adds a contact and saves the list at the version read, in Polish', async () => {
    showPanel('pl', '/settings/b2b-contacts');
    const first = await screen.findByRole('group', { name: 'Kontakt 1' });
    expect(within(first).getByRole('textbox', { name: /Imię i nazwisko/ })).toHaveValue('Anna Wiśniewska');
    expect(screen.getByRole('link', { name: 'Kontakty B2B' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj kontakt' }));
    const second = screen.getByRole('group', { name: 'Kontakt 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: /Imię i nazwisko/ }), 'Piotr Zieliński');
    await userEvent.type(within(second).getByRole('textbox', { name: /Telefon/ }), '+48 22 100 20 31');
    await userEvent.type(within(second).getByRole('textbox', { name: /E-mail/ }), 'serwis.b2b@ebike.example');
    const title = within(second).getByRole('group', { name: 'Stanowisko' });
    const [polish, english] = within(title).getAllByRole('textbox');
    await userEvent.type(polish!, 'Serwis dealerski');
    await userEvent.type(english!, 'Dealer service');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(gateway.sent('PUT /api/admin/settings/b2b-contacts')).toHaveLength(1));
    expect(gateway.sent('PUT /api/admin/settings/b2b-contacts')[0]).toEqual({
      version: 2,
      contacts: [
        anna,
        {
          name: 'Piotr Zieliński',
          title: { pl: 'Serwis dealerski', en: 'Dealer service' },
          phone: '+48 22 100 20 31',
          email: 'serwis.b2b@ebike.example',
        },
      ],
    });
  });

  it('shows a bad phone and a missing name at their fields and sends nothing, in English', async () => {
    showPanel('en', '/settings/b2b-contacts');
    const first = await screen.findByRole('group', { name: 'Contact 1' });
    await userEvent.clear(within(first).getByRole('textbox', { name: /Full name/ }));
    const phone = within(first).getByRole('textbox', { name: /Phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(first).findByText('This field is required')).toBeVisible();
    expect(phone).toHaveAccessibleDescription(/phone/i);
    expect(gateway.sent('PUT /api/admin/settings/b2b-contacts')).toHaveLength(0);
  });

  it('removes a contact and saves an empty list', async () => {
    showPanel('en', '/settings/b2b-contacts');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove contact 1' }));
    expect(screen.getByText('The list is empty: dealers will see no contact.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gateway.sent('PUT /api/admin/settings/b2b-contacts')).toHaveLength(1));
    expect(gateway.sent('PUT /api/admin/settings/b2b-contacts')[0]).toEqual({ version: 2, contacts: [] });
  });
});
