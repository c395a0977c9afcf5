// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// "Generuj PDF" on a saved price list: the panel asks documents for the list in the chosen language with its
// own application id and saves the file; a refusal is said in a toast, not swallowed.

const priceList = {
  id: '6f1c0d2e-8a3b-4c5d-9e7f-0a1b2c3d4e5f',
  name: 'Dealerzy 2027',
  group: { id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b', name: 'Dealerzy premium' },
  currency: 'EUR',
  prices: 'net',
  discountPercent: 5,
  version: 1,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
};
const pdfPath = (lang: string) => `/api/admin/price-lists/${priceList.id}/document/${lang}`;

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;
const saved: string[] = [];

beforeAll(preparePage);
beforeEach(async () => {
  saved.length = 0;
  me = staffUser('sales_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/price-lists', () => json({ items: [priceList], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/price-lists/${priceList.id}`, () => json(priceList));
  gateway.on(`GET /api/admin/price-lists/${priceList.id}/history`, () =>
    json({ items: [], total: 0, page: 1, limit: 10 }),
  );
  for (const lang of ['pl', 'en']) {
    gateway.on(
      `GET ${pdfPath(lang)}`,
      () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
  }
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  await signedIn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a price list PDF', () => {
  it("is generated from a list's row in either language and saved under the list's name", async () => {
    showPanel('pl', '/price-lists');
    const table = await screen.findByRole('table', { name: 'Zapisane cenniki' });
    const [, row] = within(table).getAllByRole('row');
    await userEvent.click(within(row!).getByRole('button', { name: 'PDF EN (cennik Dealerzy 2027, język angielski)' }));
    await waitFor(() => expect(saved).toEqual(['dealerzy-2027-en.pdf']));
    const asked = gateway.calls.filter((call) => call.path === pdfPath('en'));
    expect(asked).toHaveLength(1);
    expect(await screen.findByText('PDF cennika Dealerzy 2027 został pobrany')).toBeVisible();
  });

  it("is generated from the list's page in the language chosen", async () => {
    showPanel('en', `/price-lists/${priceList.id}`);
    const pdf = await screen.findByRole('region', { name: 'PDF document' });
    expect(within(pdf).getByLabelText('Document language')).toHaveValue('en');
    await userEvent.selectOptions(within(pdf).getByLabelText('Document language'), 'pl');
    await userEvent.click(within(pdf).getByRole('button', { name: 'Generate PDF' }));
    await waitFor(() => expect(saved).toEqual(['dealerzy-2027-pl.pdf']));
    expect(gateway.calls.some((call) => call.path === pdfPath('pl'))).toBe(true);
  });

  it('says why when documents refuses, and saves nothing', async () => {
    gateway.on(`GET ${pdfPath('pl')}`, () => failure(503, 'service_unavailable', 'Service unavailable.'));
    showPanel('pl', `/price-lists/${priceList.id}`);
    const pdf = await screen.findByRole('region', { name: 'Dokument PDF' });
    await userEvent.click(within(pdf).getByRole('button', { name: 'Generuj PDF' }));
    expect(await screen.findByText(/Nie udało się przygotować PDF/)).toBeVisible();
    expect(saved).toEqual([]);
  });
});
