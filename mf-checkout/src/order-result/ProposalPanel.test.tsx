// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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
  customerType: 'retail',
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
      type: 'physical',
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

describe('the questions of the right of withdrawal, as checkout asks them', () => {
  const manual = {
    id: '0b0c0d0e-2222-4222-8333-444455556666',
    productId: 1906,
    variantId: 31,
    sku: 'MANUAL-PDF',
    name: 'Instrukcja serwisowa (PDF)',
    optionsLabel: '',
    type: 'download',
    quantity: 1,
    listPrice: pln(4_900),
    agreedPrice: pln(4_900),
    difference: pln(0),
    lineTotal: pln(4_900),
  };
  const withManual = (overrides: Record<string, unknown> = {}) =>
    proposal({ lines: [...(proposal().lines as object[]), manual], ...overrides });
  const consentName = /Żądam dostarczenia plików do pobrania/;

  function serve(answer: Record<string, unknown>, accept = () => json({ order: makeOrder({ type: 'PROPOSAL' }) })) {
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder({ type: 'PROPOSAL' }) }));
    gateway.on(`GET /api/proposals/${orderId}`, () => json({ proposal: answer }));
    gateway.on(`POST /api/proposals/${orderId}/accept`, accept);
  }
  async function fillAndAccept(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: /Ulica/ }), 'Długa 5');
    await user.type(screen.getByRole('textbox', { name: /Kod pocztowy/ }), '30-001');
    await user.type(screen.getByRole('textbox', { name: /Miejscowość/ }), 'Kraków');
    await user.click(screen.getByRole('checkbox', { name: /regulamin/i }));
    await user.click(screen.getByRole('checkbox', { name: /prywatności/i }));
    await user.click(screen.getByRole('button', { name: 'Przyjmij i przejdź do płatności' }));
  }
  const sent = () => gateway.sent(`POST /api/proposals/${orderId}/accept`) as Array<Record<string, unknown>>;

  it('asks the consent of a retail proposal with a download, unticked, and sends it', async () => {
    serve(withManual());
    open();
    const consent = await screen.findByRole('checkbox', { name: consentName });
    expect(consent).not.toBeChecked();
    const user = userEvent.setup();
    await fillAndAccept(user);
    expect(
      await screen.findByText('Pliki do pobrania sprzedajemy tylko z tą zgodą – zaznacz ją, aby złożyć zamówienie'),
    ).toBeVisible();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toHaveLength(0);

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Przyjmij i przejdź do płatności' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ consents: { terms: true, privacy: true, immediateDelivery: true } });
    expect(sent()[0]).not.toHaveProperty('professionalPurchase');
  });

  it('asks nothing of a proposal without a download', async () => {
    serve(proposal());
    open();
    await screen.findByRole('table', { name: 'Uzgodnione ceny' });
    expect(screen.queryByRole('checkbox', { name: consentName })).toBeNull();
  });

  it('asks a dealer’s proposal nothing, a download and a company name notwithstanding', async () => {
    serve(withManual({ customerType: 'b2b', companyName: 'Rowery Lis sp. z o.o.' }));
    open();
    await screen.findByRole('table', { name: 'Uzgodnione ceny' });
    expect(screen.queryByRole('checkbox', { name: consentName })).toBeNull();
    expect(screen.queryByRole('group', { name: /Cel zakupu/ })).toBeNull();
  });

  it('shows the server’s refusal at the consent', async () => {
    serve(withManual(), () =>
      failure(400, 'validation_failed', 'Popraw zaznaczone pola', {
        'consents.immediateDelivery':
          'Pliki do pobrania sprzedajemy tylko z tą zgodą – zaznacz ją, aby złożyć zamówienie',
      }),
    );
    open();
    const consent = await screen.findByRole('checkbox', { name: consentName });
    const user = userEvent.setup();
    await user.click(consent);
    await fillAndAccept(user);
    await waitFor(() => expect(consent).toHaveAttribute('aria-invalid', 'true'));
    expect(consent).toHaveAccessibleDescription(/Pliki do pobrania sprzedajemy tylko z tą zgodą/);
  });

  it('asks a company buyer the purpose of the purchase, required, and sends the answer', async () => {
    serve(proposal());
    open();
    await screen.findByRole('table', { name: 'Uzgodnione ceny' });
    expect(screen.queryByRole('group', { name: /Cel zakupu/ })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Firma/ }), 'Rowery Lis');
    const purpose = screen.getByRole('group', { name: /Cel zakupu/ });
    expect(
      within(purpose)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
    await fillAndAccept(user);
    expect(
      await screen.findByText(
        'Zaznacz, czy zakup jest związany z Twoją działalnością gospodarczą – od tego zależy prawo odstąpienia od umowy',
      ),
    ).toBeVisible();
    expect(sent()).toHaveLength(0);

    await user.click(within(purpose).getByRole('radio', { name: /na prawach konsumenta/ }));
    await user.click(screen.getByRole('button', { name: 'Przyjmij i przejdź do płatności' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      billing: { type: 'company', companyName: 'Rowery Lis' },
      professionalPurchase: false,
    });
  });
});
