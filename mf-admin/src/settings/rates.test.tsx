// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const table = (currency: string, ratePln: string) => ({
  currency,
  ratePln,
  source: 'NBP tabela A 231/A/NBP/2026 z 2026-11-27',
  effectiveAt: '2026-11-30T07:00:00.000Z',
  tableNo: '231/A/NBP/2026',
  tableDate: '2026-11-27',
});

const rates = {
  current: [
    table('CHF', '4.551900'),
    {
      currency: 'EUR',
      ratePln: '4.500000',
      source: 'kurs ustalony ręcznie',
      effectiveAt: '2026-11-30T09:00:00.000Z',
      tableNo: null,
      tableDate: null,
    },
    table('GBP', '4.822700'),
    table('USD', '3.662800'),
  ],
  overrides: [
    {
      currency: 'EUR',
      ratePln: '4.500000',
      note: 'Umowa z bankiem',
      setBy: 'Ewa Kowalska',
      setAt: '2026-11-30T09:00:00.000Z',
    },
  ],
  alert: null,
  lastRun: { ranAt: '2026-11-30T07:00:00.000Z', outcome: 'stored' },
};

const history = {
  items: [
    {
      tableNo: '231/A/NBP/2026',
      tableDate: '2026-11-27',
      storedAt: '2026-11-30T07:00:00.000Z',
      source: 'NBP tabela A 231/A/NBP/2026 z 2026-11-27',
      rates: [
        { currency: 'CHF', ratePln: '4.551900' },
        { currency: 'EUR', ratePln: '4.243100' },
        { currency: 'GBP', ratePln: '4.822700' },
        { currency: 'USD', ratePln: '3.662800' },
      ],
    },
  ],
  total: 1,
  page: 1,
  limit: 50,
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/settings/rates', () => json(rates));
  gateway.on('GET /api/admin/settings/rates/history', () => json(history));
  await signedIn();
});
afterEach(cleanup);

describe('exchange rates', () => {
  it('shows each rate in force with its NBP table or who set it by hand, and the tables stored', async () => {
    showPanel('pl', '/settings/rates');
    const current = await screen.findByRole('table', { name: 'Kursy obowiązujące teraz' });
    const usd = within(current).getByRole('row', { name: /USD/ });
    expect(usd).toHaveTextContent('3,6628');
    expect(usd).toHaveTextContent('NBP, tabela 231/A/NBP/2026 z 27.11.2026');
    const eur = within(current).getByRole('row', { name: /EUR/ });
    expect(eur).toHaveTextContent('4,5000');
    expect(eur).toHaveTextContent(/Ustalony ręcznie: Ewa Kowalska, 30\.11\.2026 \d\d:\d\d — Umowa z bankiem/);
    const stored = await screen.findByRole('table', { name: /Tabele kursów NBP zapisane przez sklep/ });
    expect(await within(stored).findByText('231/A/NBP/2026')).toBeVisible();
    expect(within(stored).getByText('4,2431')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kursy walut' })).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getByText(/Ostatnie sprawdzenie tabeli NBP: 30\.11\.2026 \d\d:\d\d — zapisano nową tabelę/),
    ).toBeVisible();
  });

  it('sets a rate by hand with the contract’s check, and removes one after asking', async () => {
    gateway.on('PUT /api/admin/settings/rates/USD/override', () =>
      json({
        currency: 'USD',
        ratePln: '3.700000',
        note: null,
        setBy: 'Ewa Kowalska',
        setAt: '2026-11-30T10:00:00.000Z',
      }),
    );
    gateway.on('DELETE /api/admin/settings/rates/EUR/override', () => new Response(null, { status: 204 }));
    showPanel('en', '/settings/rates');
    await userEvent.click(await screen.findByRole('button', { name: 'Set the USD rate by hand' }));
    const field = screen.getByRole('textbox', { name: /USD rate in PLN/ });
    await userEvent.type(field, '3.7x');
    await userEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText(/invalid/i)).toBeVisible();
    expect(gateway.sent('PUT /api/admin/settings/rates/USD/override')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '3,7');
    await userEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(gateway.sent('PUT /api/admin/settings/rates/USD/override')).toHaveLength(1));
    expect(gateway.sent('PUT /api/admin/settings/rates/USD/override')[0]).toEqual({ ratePln: '3.700000', note: '' });
    expect(await screen.findByText('The manual USD rate was saved.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove the manual EUR rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the manual EUR rate?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove manual rate' }));
    await waitFor(() => expect(gateway.sent('DELETE /api/admin/settings/rates/EUR/override')).toHaveLength(1));
  });

  it('warns on the dashboard while the rate table cannot be fetched, and says why the page failed', async () => {
    gateway.on('GET /api/admin/dashboard/rates-alert', () =>
      json({
        alert: {
          since: '2026-12-01T07:00:00.000Z',
          detail: 'NBP answered 503 for table A 2026-11-30',
          lastGoodTableNo: '231/A/NBP/2026',
          lastGoodTableDate: '2026-11-27',
        },
      }),
    );
    showPanel('pl', '/dashboard');
    const alert = await screen.findByTestId('rates-alert');
    expect(alert).toHaveTextContent('Nie udało się pobrać tabeli kursów NBP');
    expect(alert).toHaveTextContent('231/A/NBP/2026 z 27.11.2026');
    expect(alert).toHaveTextContent('NBP answered 503');
    expect(within(alert).getByRole('link', { name: 'Przejdź do kursów walut' })).toBeVisible();

    gateway.on('GET /api/admin/settings/rates', () => failure(503, 'service_unavailable', 'Usługa niedostępna.'));
    showPanel('pl', '/settings/rates');
    expect(await screen.findByText('Nie udało się wczytać kursów walut')).toBeVisible();
  });
});
