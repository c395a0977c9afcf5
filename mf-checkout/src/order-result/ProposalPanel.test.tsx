// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, makeOrder, orderId, pln, preparePage, refreshPage, show } from '../testing';

// Issue 23: a proposal on its order's page, opened from the e-mailed link, accepted or rejected.

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway();
  await refreshPage();
});
afterEach(cleanup);

const proposal = (overrides: Record<string, unknown> = {}) => ({
  orderId,
  number: 'ZAM/2026/000123',
  type: 'PROPOSAL',
  status: 'new',
  state: 'sent',
  email: 'flota@example.com',
  customerId: null,
  firstName: 'Jan',
  lastName: 'Kowalski',
  companyName: null,
  comments: '',
  lines: [
    {
      id: '0b0c0d0e-1111-4222-8333-444455556666',
      productId: 1042,
      variantId: 7,
      sku: 'CITY-M',
      name: 'Rower elektryczny City',
      optionsLabel: '',
      quantity: 3,
      listPrice: pln(499_900),
      agreedPrice: pln(450_000),
      difference: pln(-49_900),
      lineTotal: pln(1_350_000),
    },
  ],
  total: pln(1_350_000),
  listTotal: pln(1_499_700),
  deliveryMethods: ['COURIER'],
  paymentMethods: ['online_tpay', 'transfer'],
  validUntil: '2026-12-31',
  note: 'Cena flotowa',
  requestedAt: null,
  sentAt: null,
  decidedAt: null,
  ...overrides,
});

const open = (lang: 'pl' | 'en' = 'pl') =>
  show('orderConfirmation', lang, `/${lang}/zamowienie/${orderId}/tok`, { id: orderId, token: 'tok' });

describe('a proposal on its page', () => {
  it('shows the agreed prices beside the list prices and accepts it with the chosen methods', async () => {
    let accepted = false;
    gateway.on(`GET /api/orders/status/${orderId}`, () =>
      json({ order: makeOrder({ type: 'PROPOSAL', status: accepted ? 'ready_to_pay' : 'new' }) }),
    );
    gateway.on(`GET /api/proposals/${orderId}`, () =>
      json({ proposal: proposal(accepted ? { state: 'accepted' } : {}) }),
    );
    gateway.on(`POST /api/proposals/${orderId}/accept`, () => {
      accepted = true;
      return json({ order: makeOrder({ type: 'PROPOSAL', status: 'ready_to_pay' }) });
    });
    open();
    const table = await screen.findByRole('table', { name: 'Uzgodnione ceny' });
    const row = within(table).getByRole('row', { name: /Rower elektryczny City/ });
    expect(row).toHaveTextContent('4 999,00 zł');
    expect(row).toHaveTextContent('4 500,00 zł');
    expect(screen.getByText('Ważna do 31.12.2026 włącznie.')).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Bank transfer|Przelew/ }));
    await user.type(screen.getByRole('textbox', { name: /Ulica/ }), 'Długa 5');
    await user.type(screen.getByRole('textbox', { name: /Kod pocztowy/ }), '30-001');
    await user.type(screen.getByRole('textbox', { name: /Miejscowość/ }), 'Kraków');
    await user.click(screen.getByRole('checkbox', { name: /regulamin/i }));
    await user.click(screen.getByRole('checkbox', { name: /prywatności/i }));
    await user.click(screen.getByRole('button', { name: 'Przyjmij i przejdź do płatności' }));

    expect(await screen.findByText('Przyjęta')).toBeVisible();
    const [sent] = gateway.sent(`POST /api/proposals/${orderId}/accept`) as Array<Record<string, unknown>>;
    expect(sent).toMatchObject({
      deliveryMethod: 'COURIER',
      paymentMethod: 'transfer',
      billing: {
        type: 'person',
        firstName: 'Jan',
        street: 'Długa 5',
        zipCode: '30-001',
        city: 'Kraków',
        country: 'PL',
      },
    });
    expect(gateway.calls.find((call) => call.path.endsWith('/accept'))?.search).toBe('?t=tok');
  });

  it('says when an expired proposal can no longer be accepted, and shows the server’s refusal', async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder({ type: 'PROPOSAL' }) }));
    gateway.on(`GET /api/proposals/${orderId}`, () => json({ proposal: proposal({ state: 'expired' }) }));
    open('en');
    expect(await screen.findByText(/was valid until 31.12.2026 and can no longer be accepted/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept and go to payment' })).toBeNull();
  });

  it('shows the partial-cart error when the stock is gone', async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder({ type: 'PROPOSAL' }) }));
    gateway.on(`GET /api/proposals/${orderId}`, () => json({ proposal: proposal() }));
    gateway.on(`POST /api/proposals/${orderId}/accept`, () =>
      failure(422, 'product_unavailable', 'Product availability error. Please check the cart.'),
    );
    open('en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept and go to payment' }));
    expect(await screen.findByText('Product availability error. Please check the cart.')).toBeVisible();
  });
});
