// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const colour = {
  id: 4,
  code: 'colour',
  name: { pl: 'Kolor', en: 'Colour' },
  kind: 'SELECT',
  display: 'colors',
  values: [
    { label: { pl: 'czerwony', en: 'red' }, color: '#c0392b' },
    { label: { pl: 'niebieski', en: 'blue' }, color: '#2e86de' },
  ],
  productCount: 3,
  version: 1,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
};

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  const me = staffUser('marketing_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/options', () => json({ items: [colour], total: 1, page: 1, limit: 50 }));
  gateway.on('GET /api/admin/options/4', () => json(colour));
  gateway.on('GET /api/admin/options/4/history', () => json({ items: [], total: 0, page: 1, limit: 10 }));
  await signedIn();
});
afterEach(cleanup);

describe('the options section', () => {
  it('lists definitions with their kind, display, values and products', async () => {
    showPanel('pl', '/options');
    const table = await screen.findByRole('table', { name: 'Opcje produktów' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Kolor');
    expect(row).toHaveTextContent('Wybór jednej wartości');
    expect(row).toHaveTextContent('Kolory');
  });

  it('reorders values with the arrows and sends only what changed with the version read', async () => {
    gateway.on('PATCH /api/admin/options/4', () => json({ ...colour, version: 2 }));
    showPanel('en', '/options/4');
    await screen.findByRole('heading', { level: 1, name: 'Colour' });
    expect(screen.getByText('3 products use it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move value 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gateway.sent('PATCH /api/admin/options/4')).toHaveLength(1));
    expect(gateway.sent('PATCH /api/admin/options/4')).toEqual([
      {
        version: 1,
        values: [
          { label: { pl: 'niebieski', en: 'blue' }, color: '#2e86de' },
          { label: { pl: 'czerwony', en: 'red' }, color: '#c0392b' },
        ],
      },
    ]);
  });

  it('checks a new option in the browser: a colour display needs a colour for each value', async () => {
    showPanel('en', '/options/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Code/ }), 'helmet-colour');
    const name = screen.getByRole('group', { name: 'Name' });
    await userEvent.type(within(name).getByRole('textbox', { name: /^Polish/ }), 'Kolor kasku');
    await userEvent.type(within(name).getByRole('textbox', { name: /^English/ }), 'Helmet colour');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Display/ }), 'colors');
    const value = screen.getByRole('group', { name: 'Value 1' });
    await userEvent.type(within(value).getByRole('textbox', { name: /^Polish/ }), 'czarny');
    await userEvent.type(within(value).getByRole('textbox', { name: /^English/ }), 'black');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(gateway.sent('POST /api/admin/options')).toEqual([]);
  });

  it('shows the refusal to delete an option products use', async () => {
    gateway.on('DELETE /api/admin/options/4', () =>
      failure(422, 'business_rule', 'This option cannot be deleted: it is used in 3 products.'),
    );
    showPanel('en', '/options/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete option' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete option' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('it is used in 3 products');
  });
});
