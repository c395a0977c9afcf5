// @vitest-environment jsdom
import { defaultShopSettings, settingsGroupsOf } from '@shop/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const { general, paymentDelivery } = settingsGroupsOf(defaultShopSettings);
const { company, openingHours, currencies } = general;
const noHistory = () => json({ items: [], total: 0, page: 1, limit: 10 });

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('super_admin');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/settings/general', () => json(general));
  gateway.on('GET /api/admin/settings/payment-delivery', () => json(paymentDelivery));
  gateway.on('GET /api/admin/settings/general/history', noHistory);
  gateway.on('GET /api/admin/settings/payment-delivery/history', noHistory);
  await signedIn();
});
afterEach(cleanup);

describe('delivery and payment settings', () => {
  it('shows sums in złoty and saves them in grosze, with the history of the change', async () => {
    gateway.on('PUT /api/admin/settings/payment-delivery', (body) => json(body));
    showPanel('pl', '/settings/payment-delivery');
    const threshold = await screen.findByRole('textbox', { name: /Darmowy kurier od \(zł\)/ });
    expect(threshold).toHaveValue('200.00');
    expect(screen.getByRole('link', { name: 'Dostawa i płatności' })).toHaveAttribute('aria-current', 'page');

    await userEvent.clear(threshold);
    await userEvent.type(threshold, '300');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Płatność przy odbiorze' }));
    gateway.on('GET /api/admin/settings/payment-delivery/history', () =>
      json({
        items: [
          {
            id: 1,
            at: '2026-11-26T09:00:00.000Z',
            staffId: 'x',
            staffName: 'Ewa Kowalska',
            adminType: 'super_admin',
            action: 'update',
            changes: [{ field: 'freeCourierThreshold.amount', before: 20_000, after: 30_000 }],
          },
        ],
        total: 1,
        page: 1,
        limit: 10,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(gateway.sent('PUT /api/admin/settings/payment-delivery')).toHaveLength(1));
    expect(gateway.sent('PUT /api/admin/settings/payment-delivery')[0]).toEqual({
      ...paymentDelivery,
      freeCourierThreshold: { amount: 30_000, currency: 'PLN' },
      paymentMethods: { ...paymentDelivery.paymentMethods, cash: false },
    });
    expect(await screen.findByText(/Ustawienia zapisane/)).toBeVisible();
    const history = await screen.findByRole('region', { name: 'Historia zmian' });
    expect(await within(history).findByText('Darmowy kurier od (zł):')).toBeVisible();
    expect(history).toHaveTextContent('200.00');
    expect(history).toHaveTextContent('300.00');
  });

  it('checks the form with the contract schema before sending, and shows the server’s field errors', async () => {
    showPanel('en', '/settings/payment-delivery');
    const days = await screen.findByRole('textbox', { name: /Transfer due within/ });
    await userEvent.clear(days);
    await userEvent.type(days, '61');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The value must be at most 60')).toBeVisible();
    expect(days).toHaveFocus();
    expect(gateway.sent('PUT /api/admin/settings/payment-delivery')).toHaveLength(0);

    gateway.on('PUT /api/admin/settings/payment-delivery', () =>
      failure(400, 'validation_failed', 'Some of the parameters were invalid', {
        'courierPrice.EUR': 'The value must be at most 25000',
      }),
    );
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The value must be at most 25000')).toBeVisible();
  });
});

describe('shop data', () => {
  it('opens at /settings, saves the company, hours and test mode', async () => {
    gateway.on('PUT /api/admin/settings/general', (body) => json(body));
    showPanel('en', '/settings');
    const name = await screen.findByRole('textbox', { name: /Company name/ });
    expect(name).toHaveValue(company.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Zefir Rowery S.A.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Test mode/ }));
    const sync = screen.getByRole('textbox', { name: /Warehouse stock sync every/ });
    expect(sync).toHaveValue('30');
    await userEvent.clear(sync);
    await userEvent.type(sync, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gateway.sent('PUT /api/admin/settings/general')).toHaveLength(1));
    expect(gateway.sent('PUT /api/admin/settings/general')[0]).toEqual({
      ...general,
      company: { ...company, name: 'Zefir Rowery S.A.' },
      openingHours: { ...openingHours, days: [1, 2, 3, 4, 5, 6] },
      testMode: false,
      warehouseSyncIntervalSeconds: 60,
    });
  });

  it('offers the known currencies, off until ticked, and saves them with the rest', async () => {
    gateway.on('PUT /api/admin/settings/general', (body) => json(body));
    showPanel('pl', '/settings');
    const group = await screen.findByRole('group', { name: 'Waluty w sklepie' });
    expect(group).toHaveAccessibleDescription(/PLN i EUR są dostępne zawsze.*kursie NBP.*płatności pobieramy w PLN/);
    expect(within(group).getByRole('checkbox', { name: 'Dolar amerykański (USD)' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Frank szwajcarski (CHF)' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Funt brytyjski (GBP)' })).not.toBeChecked();

    // By keyboard: Tab reaches the boxes in order, Space ticks the focused one.
    within(group).getByRole('checkbox', { name: 'Dolar amerykański (USD)' }).focus();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(group).getByRole('checkbox', { name: 'Funt brytyjski (GBP)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Dolar amerykański (USD)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(gateway.sent('PUT /api/admin/settings/general')).toHaveLength(1));
    expect(gateway.sent('PUT /api/admin/settings/general')[0]).toEqual({
      ...general,
      currencies: { USD: true, CHF: false, GBP: true },
    });
  });

  it('shows the currencies in English', async () => {
    gateway.on('GET /api/admin/settings/general', () => json({ ...general, currencies: { ...currencies, CHF: true } }));
    showPanel('en', '/settings');
    const group = await screen.findByRole('group', { name: 'Currencies in the shop' });
    expect(within(group).getByRole('checkbox', { name: 'Swiss franc (CHF)' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'US dollar (USD)' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Pound sterling (GBP)' })).not.toBeChecked();
  });

  it('opens on delivery and payment for a sales manager, who may not see the shop data', async () => {
    me = staffUser('sales_manager');
    await signedIn();
    showPanel('pl', '/settings');
    expect(await screen.findByRole('textbox', { name: /Darmowy kurier od/ })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Dane sklepu' })).toBeNull();
    expect(gateway.sent('GET /api/admin/settings/general')).toHaveLength(0);
  });
});

describe('the e-mail log', () => {
  const failedMail = {
    id: '7d1f0c52-0c1e-4b8e-9a55-3f4c2a1b0e99',
    template: 'order-created',
    language: 'pl',
    recipient: 'anna@example.pl',
    subject: 'Potwierdzenie zamówienia ZF/2026/000123',
    state: 'failed',
    attempts: 8,
    lastError: '550 No such mailbox',
    createdAt: '2026-11-25T10:00:00.000Z',
    sentAt: null,
    nextAttemptAt: null,
  };

  it('shows why an e-mail failed and sends it again', async () => {
    gateway.on('GET /api/admin/mails', () => json({ items: [failedMail], total: 1, page: 1, limit: 50 }));
    gateway.on(`POST /api/admin/mails/${failedMail.id}/retry`, () =>
      json({ ...failedMail, state: 'pending', attempts: 0, nextAttemptAt: '2026-11-26T10:00:00.000Z' }),
    );
    showPanel('pl', '/settings/mails');
    const table = await screen.findByRole('table', { name: 'Wiadomości e-mail sklepu' });
    const row = (await within(table).findByText('anna@example.pl')).closest('tr')!;
    expect(within(row).getByText('Nie wysłano')).toBeVisible();
    expect(within(row).getByText('8 prób')).toBeVisible();
    expect(within(row).getByText('550 No such mailbox')).toBeVisible();
    expect(screen.getByRole('link', { name: 'E-maile' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(row).getByRole('button', { name: 'Wyślij ponownie wiadomość do anna@example.pl' }));
    await waitFor(() => expect(gateway.sent(`POST /api/admin/mails/${failedMail.id}/retry`)).toHaveLength(1));
    expect(await within(row).findByText('Czeka na wysłanie')).toBeVisible();
    expect(within(row).queryByRole('button', { name: /Wyślij ponownie/ })).toBeNull();
  });

  it('is not offered to staff without the general settings', async () => {
    me = staffUser('sales_manager');
    await signedIn();
    showPanel('pl', '/settings');
    expect(await screen.findByRole('link', { name: 'Dostawa i płatności' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'E-maile' })).toBeNull();
  });
});
