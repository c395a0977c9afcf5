// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const power = {
  id: 12,
  group: { pl: 'Napęd', en: 'Drive' },
  name: { pl: 'Moc znamionowa', en: 'Rated power' },
  unit: 'W',
  productCount: 5,
  version: 2,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
};

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  const me = staffUser('marketing_employee');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/features', () => json({ items: [power], total: 1, page: 1, limit: 50 }));
  gateway.on('GET /api/admin/features/12', () => json(power));
  gateway.on('GET /api/admin/features/12/history', () => json({ items: [], total: 0, page: 1, limit: 10 }));
  await signedIn();
});
afterEach(cleanup);

describe('the features section', () => {
  it('lists definitions grouped, with their unit and how many products have them', async () => {
    showPanel('pl', '/features');
    const table = await screen.findByRole('table', { name: 'Cechy produktów' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'Moc znamionowa' })).toHaveAttribute('href', '/pl/admin/features/12');
    expect(row).toHaveTextContent('Napęd');
    expect(row).toHaveTextContent('W');
    expect(row).toHaveTextContent('5');
  });

  it('saves only the changed unit with the version read, and offers no delete to a type that may not delete', async () => {
    gateway.on('PATCH /api/admin/features/12', () => json({ ...power, unit: 'kW', version: 3 }));
    showPanel('pl', '/features/12');
    await screen.findByRole('heading', { level: 1, name: 'Napęd › Moc znamionowa' });
    expect(screen.getByText('Ma ją w specyfikacji 5 produktów.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usuń cechę' })).toBeNull();
    const unit = screen.getByRole('textbox', { name: /^Jednostka/ });
    await userEvent.clear(unit);
    await userEvent.type(unit, 'kW');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(gateway.sent('PATCH /api/admin/features/12')).toEqual([{ unit: 'kW', version: 2 }]));
  });

  it('shows the server’s answer at the name when the group already has it', async () => {
    gateway.on('POST /api/admin/features', () =>
      failure(409, 'duplicate', 'This value already exists.', { 'name.en': 'This value already exists' }),
    );
    showPanel('en', '/features/new');
    const group = await screen.findByRole('group', { name: 'Group' });
    await userEvent.type(within(group).getByRole('textbox', { name: /^Polish/ }), 'Napęd');
    await userEvent.type(within(group).getByRole('textbox', { name: /^English/ }), 'Drive');
    const name = screen.getByRole('group', { name: 'Name' });
    await userEvent.type(within(name).getByRole('textbox', { name: /^Polish/ }), 'Moc');
    await userEvent.type(within(name).getByRole('textbox', { name: /^English/ }), 'Rated power');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This value already exists')).toBeInTheDocument();
    expect(gateway.sent('POST /api/admin/features')).toEqual([
      { group: { pl: 'Napęd', en: 'Drive' }, name: { pl: 'Moc', en: 'Rated power' }, unit: null },
    ]);
  });
});
