// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// The service training participants (issue 15): staff see the list, add a dealer (checked before sending,
// answered field by field) and take one off after confirming; a type that may only view gets no forms.

const nowak = { taxId: '5260250274', companyName: 'E-Rowery Mazowsze', city: 'Warszawa', trainedOn: '2025-02-18' };

let gateway: ReturnType<typeof fakeGateway>;
let me: unknown;
let items = [nowak];

beforeAll(preparePage);
beforeEach(async () => {
  items = [nowak];
  me = staffUser('sales_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/training-participants', () => json({ items }));
  gateway.on('POST /api/admin/training-participants', (body) => {
    items = [...items, body as typeof nowak];
    return json(body, 201);
  });
  gateway.on('DELETE /api/admin/training-participants/5260250274', () => {
    items = [];
    return new Response(null, { status: 204 });
  });
  await signedIn();
});
afterEach(cleanup);

describe('service training participants', () => {
  it('adds a dealer to the list, in Polish', async () => {
    showPanel('pl', '/customers/training');
    const table = await screen.findByRole('table', { name: 'Dealerzy przeszkoleni serwisowo' });
    expect(within(table).getByRole('rowheader', { name: 'E-Rowery Mazowsze' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /NIP/ }), '779-243-34-21');
    await userEvent.type(screen.getByRole('textbox', { name: /Nazwa firmy/ }), 'Rowery Nowak');
    await userEvent.type(screen.getByRole('textbox', { name: /Miejscowość/ }), 'Poznań');
    await userEvent.type(screen.getByLabelText(/Data szkolenia/), '2026-03-10');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj do listy' }));
    await waitFor(() => expect(gateway.sent('POST /api/admin/training-participants')).toHaveLength(1));
    expect(gateway.sent('POST /api/admin/training-participants')[0]).toEqual({
      taxId: '7792433421',
      companyName: 'Rowery Nowak',
      city: 'Poznań',
      trainedOn: '2026-03-10',
    });
    expect(await within(table).findByRole('rowheader', { name: 'Rowery Nowak' })).toBeVisible();
  });

  it('shows a bad tax id at its field and sends nothing, in English', async () => {
    showPanel('en', '/customers/training');
    await screen.findByRole('table', { name: 'Dealers trained in service' });
    await userEvent.type(screen.getByRole('textbox', { name: /Tax ID/ }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Add to the list' }));
    expect(await screen.findByText('The tax ID must have 10 digits')).toBeVisible();
    expect(gateway.sent('POST /api/admin/training-participants')).toHaveLength(0);
  });

  it('takes a dealer off the list after confirming', async () => {
    showPanel('en', '/customers/training');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove E-Rowery Mazowsze from the list' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from the list' }));
    expect(await screen.findByText('Nobody is on the list yet.')).toBeVisible();
  });

  it('gives a type that may only view the list no forms', async () => {
    me = staffUser('marketing_manager');
    showPanel('en', '/customers/training');
    await screen.findByRole('table', { name: 'Dealers trained in service' });
    expect(screen.queryByRole('button', { name: 'Add to the list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
