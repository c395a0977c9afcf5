// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// A library file offered to dealers (issue 15): staff choose the downloads page's item it is listed under and
// the language versions that show it, next to the names dealers see.

const fileId = '0b6f3c2e-5a1d-4e8f-9c7b-2d3e4f5a6b7c';
const file = {
  id: fileId,
  folderId: null,
  name: 'instrukcja-gps.pdf',
  mime: 'application/pdf',
  kind: 'document',
  size: 204_800,
  width: null,
  height: null,
  preview: null,
  url: `/media/catalog/file-${fileId}/original`,
  dealerName: null,
  dealerItem: null,
  dealerLanguages: ['pl', 'en'],
  usedBy: [],
  version: 3,
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
};

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => staffUser('marketing_employee'));
  gateway.on('GET /api/admin/media/folders', () => json({ items: [] }));
  gateway.on(`GET /api/admin/media/files/${fileId}`, () => json(file));
  gateway.on(`GET /api/admin/media/files/${fileId}/history`, () => json({ items: [], total: 0, page: 1, limit: 20 }));
  gateway.on(`PATCH /api/admin/media/files/${fileId}`, (body) => json({ ...file, ...(body as object), version: 4 }));
  await signedIn();
});
afterEach(cleanup);

describe('a file offered to dealers', () => {
  it('sends the item and the languages with the names, in Polish', async () => {
    showPanel('pl', `/media/${fileId}`);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Plik do pobrania dla dealerów/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Nazwa dla dealerów \(PL\)/ }), 'Instrukcja GPS');
    await userEvent.type(screen.getByRole('textbox', { name: /Nazwa dla dealerów \(EN\)/ }), 'GPS guide');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Miejsce na stronie „Do pobrania”/ }),
      'Serwis: instrukcje GPS',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Angielska' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(gateway.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(gateway.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      version: 3,
      name: 'instrukcja-gps.pdf',
      folderId: null,
      dealerName: { pl: 'Instrukcja GPS', en: 'GPS guide' },
      dealerItem: 'service.gps',
      dealerLanguages: ['pl'],
    });
  });

  it('refuses no language at all before sending, in English', async () => {
    showPanel('en', `/media/${fileId}`);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Download for dealers/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name for dealers \(PL\)/ }), 'Instrukcja');
    await userEvent.type(screen.getByRole('textbox', { name: /Name for dealers \(EN\)/ }), 'Guide');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Polish' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(gateway.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});
