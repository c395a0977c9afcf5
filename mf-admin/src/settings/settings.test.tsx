// @vitest-environment jsdom
import { defaultShopSettings } from '@shop/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const { company, openingHours, mailboxes, social, testMode, ...paymentDelivery } = defaultShopSettings;
const general = { company, openingHours, mailboxes, social, testMode };
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
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gateway.sent('PUT /api/admin/settings/general')).toHaveLength(1));
    expect(gateway.sent('PUT /api/admin/settings/general')[0]).toEqual({
      ...general,
      company: { ...company, name: 'Zefir Rowery S.A.' },
      openingHours: { ...openingHours, days: [1, 2, 3, 4, 5, 6] },
      testMode: false,
    });
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
