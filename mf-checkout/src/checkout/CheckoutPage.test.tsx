// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser, placedInThisTab } from '../payment/payment';
import {
  customer,
  failure,
  fakeGateway,
  json,
  makeCart,
  makeOrder,
  orderId,
  preparePage,
  refreshPage,
  show,
} from '../testing';

let gateway: ReturnType<typeof fakeGateway>;
let me: unknown;
const assign = vi.spyOn(browser, 'assign');
const submitForm = vi.spyOn(browser, 'submit');

const tpayUrl = 'https://sandbox.tpay.test/pay/TR-1';

vi.setConfig({ testTimeout: 60_000 });
// Two cores shared by many runs: a page that answers in 2 s is slow, not wrong.
configure({ asyncUtilTimeout: 5_000 });
beforeAll(preparePage);
beforeEach(async () => {
  me = { role: 'GUEST' };
  assign.mockReset().mockImplementation(() => {});
  submitForm.mockReset().mockImplementation(() => document.createElement('form'));
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/cart', () => json(makeCart()));
  gateway.on('POST /api/cart', (body) => json(makeCart(body as object)));
  gateway.on('POST /api/cart/checkout', () => json({ order: makeOrder() }, 201));
  gateway.on(`GET /api/orders/payment/${orderId}`, () =>
    json({
      order: {
        id: orderId,
        number: 'ZAM/2026/000123',
        status: 'new',
        paymentStatus: 'unpaid',
        total: makeOrder().total,
      },
      payment: {
        transactionId: 'TR-1',
        method: 'online_tpay',
        amountPln: makeOrder().total,
        rate: null,
        action: { kind: 'redirect', url: tpayUrl },
      },
    }),
  );
  await refreshPage();
});
afterEach(cleanup);

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const place = () => screen.getByRole('button', { name: /Zamawiam i płacę/ });

async function fillGuest({ payment = true } = {}) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'jan@example.com');
  await userEvent.type(field('Imię'), 'Jan');
  await userEvent.type(field('Nazwisko'), 'Kowalski');
  await userEvent.type(field('Ulica i numer'), 'Marszałkowska 1');
  await userEvent.type(field('Kod pocztowy'), '00-950');
  await userEvent.type(field('Miejscowość'), 'Warszawa');
  if (payment) await userEvent.click(screen.getByRole('radio', { name: /Szybki przelew online \(Tpay\)/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin sklepu' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Akceptuję politykę prywatności' }));
}

/** The texts an element is described by (its hint, its error). */
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');

type Sent = { idempotencyKey: string } & Record<string, unknown>;
const checkouts = () => gateway.sent('POST /api/cart/checkout') as Sent[];

describe('the checkout', () => {
  it('says what to fix when nothing is filled in, and sends nothing', async () => {
    show('checkout', 'pl', '/pl/kasa');
    await userEvent.click(await screen.findByRole('button', { name: 'Zamawiam i płacę' }));
    const email = field('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(document.activeElement).toBe(email);
    expect(screen.getAllByText('To pole jest wymagane').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('Musisz zaakceptować regulamin')).toBeVisible();
    expect(screen.getByText('Musisz zaakceptować politykę prywatności')).toBeVisible();
    expect(screen.getByText('Popraw zaznaczone pola')).toBeVisible();
    expect(checkouts()).toEqual([]);
  });

  it('a guest orders: empty fields left out, payment chosen, off to Tpay', async () => {
    show('checkout', 'pl', '/pl/kasa');
    await fillGuest();
    await userEvent.click(screen.getByRole('checkbox', { name: /newsletter/ }));
    gateway.on('POST /api/contact/newsletter', () => json({ subscribed: true }, 201));
    await userEvent.click(place());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(tpayUrl));
    const [body] = checkouts();
    expect(body).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'jan@example.com',
      billing: {
        type: 'person',
        firstName: 'Jan',
        lastName: 'Kowalski',
        street: 'Marszałkowska 1',
        zipCode: '00-950',
        city: 'Warszawa',
        country: 'PL',
      },
      deliveryMethod: 'COURIER',
      paymentMethod: 'online_tpay',
      consents: { terms: true, privacy: true },
    });
    expect(gateway.sent('POST /api/cart')).toContainEqual({ paymentMethod: 'online_tpay' });
    expect(gateway.sent('POST /api/contact/newsletter')).toEqual([{ email: 'jan@example.com' }]);
    const payment = gateway.calls.find((call) => call.path === `/api/orders/payment/${orderId}`);
    expect(payment?.search).toBe('?t=guest-token-123');
    // This tab placed the order: its page will thank the shopper.
    expect(placedInThisTab(orderId)).toBe(true);
  });

  it("checks a company's tax ID and sends a different delivery address", async () => {
    show('checkout', 'pl', '/pl/kasa');
    await fillGuest();
    await userEvent.click(screen.getByRole('radio', { name: 'Firma' }));
    await userEvent.type(field('Nazwa firmy'), 'Rowery Sp. z o.o.');
    await userEvent.type(field('NIP'), '123');
    await userEvent.click(screen.getByRole('radio', { name: 'Zakup jest związany z moją działalnością gospodarczą' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dostawa na inny adres' }));
    await userEvent.click(place());
    expect(await screen.findByText('NIP musi składać się z 10 cyfr')).toBeVisible();
    expect(checkouts()).toEqual([]);
    await userEvent.clear(field('NIP'));
    await userEvent.type(field('NIP'), '5260250274');
    const names = screen.getAllByRole('textbox', { name: 'Imię' });
    await userEvent.type(names[1]!, 'Ewa');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Nazwisko' })[1]!, 'Nowak');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Ulica i numer' })[1]!, 'Długa 5');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Kod pocztowy' })[1]!, '80-001');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Miejscowość' })[1]!, 'Gdańsk');
    await userEvent.click(place());
    await waitFor(() => expect(checkouts()).toHaveLength(1));
    expect(checkouts()[0]).toMatchObject({
      billing: { type: 'company', companyName: 'Rowery Sp. z o.o.', taxId: '5260250274' },
      professionalPurchase: true,
      delivery: {
        firstName: 'Ewa',
        lastName: 'Nowak',
        street: 'Długa 5',
        zipCode: '80-001',
        city: 'Gdańsk',
        country: 'PL',
      },
    });
  });

  it('a company from another EU country gives its EU VAT ID; the voivodeship goes with the address', async () => {
    show('checkout', 'pl', '/pl/kasa');
    await fillGuest();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Województwo' }), 'mazowieckie');
    await userEvent.click(screen.getByRole('radio', { name: 'Firma' }));
    await userEvent.type(field('Nazwa firmy'), 'Fahrrad GmbH');
    await userEvent.click(screen.getByRole('radio', { name: 'Zakup jest związany z moją działalnością gospodarczą' }));
    expect(field('NIP')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'NIP UE (VAT UE)' }));
    expect(screen.queryByRole('textbox', { name: 'NIP' })).not.toBeInTheDocument();
    // Neither number given: the message lands on the field the shopper sees.
    await userEvent.click(place());
    const vatId = field('NIP UE / VAT UE');
    await waitFor(() => expect(vatId).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(vatId)).toContain('To pole jest wymagane');
    expect(document.activeElement).toBe(vatId);
    expect(checkouts()).toEqual([]);
    await userEvent.type(vatId, 'DE123456789');
    await userEvent.click(place());
    await waitFor(() => expect(checkouts()).toHaveLength(1));
    expect(checkouts()[0]!.billing).toEqual({
      type: 'company',
      firstName: 'Jan',
      lastName: 'Kowalski',
      companyName: 'Fahrrad GmbH',
      vatId: 'DE123456789',
      street: 'Marszałkowska 1',
      zipCode: '00-950',
      city: 'Warszawa',
      country: 'PL',
      region: 'pl_mz',
    });
  });

  it("shows the server's message about an EU VAT ID on its field", async () => {
    gateway.on('POST /api/cart/checkout', () =>
      failure(400, 'validation_failed', 'Niektóre parametry są nieprawidłowe.', {
        'billing.vatId': 'Nie znaleźliśmy tego numeru VAT UE w systemie VIES',
      }),
    );
    show('checkout', 'pl', '/pl/kasa');
    await fillGuest();
    await userEvent.click(screen.getByRole('radio', { name: 'Firma' }));
    await userEvent.type(field('Nazwa firmy'), 'Fahrrad GmbH');
    await userEvent.click(screen.getByRole('radio', { name: 'NIP UE (VAT UE)' }));
    await userEvent.type(field('NIP UE / VAT UE'), 'DE123456789');
    await userEvent.click(screen.getByRole('radio', { name: 'Zakup jest związany z moją działalnością gospodarczą' }));
    await userEvent.click(place());
    const vatId = field('NIP UE / VAT UE');
    await waitFor(() => expect(vatId).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(vatId)).toContain('Nie znaleźliśmy tego numeru VAT UE w systemie VIES');
    expect(document.activeElement).toBe(vatId);
    // Going back to NIP drops the message about the other number.
    await userEvent.click(screen.getByRole('radio', { name: 'NIP' }));
    expect(screen.queryByText('Nie znaleźliśmy tego numeru VAT UE w systemie VIES')).not.toBeInTheDocument();
  });

  it('offers a dealer bank transfer only and says why, in both languages', async () => {
    me = { ...customer, customerType: 'b2b' };
    await refreshPage();
    gateway.on('GET /api/cart', () => json(makeCart({ paymentMethods: ['transfer'] })));
    show('checkout', 'pl', '/pl/kasa');
    const transfer = await screen.findByRole('radio', { name: /Przelew tradycyjny/ });
    const group = transfer.closest('fieldset')!;
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(1);
    expect(screen.getByText('Zamówienia hurtowe opłacasz przelewem.')).toBeVisible();
    cleanup();
    show('checkout', 'en', '/en/checkout');
    expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeVisible();
    expect(screen.queryByRole('radio', { name: /Tpay/ })).not.toBeInTheDocument();
    expect(screen.getByText('Wholesale orders are paid by bank transfer.')).toBeVisible();
  });

  it('takes the shopper to the payment methods when none is chosen, and reads out why', async () => {
    show('checkout', 'pl', '/pl/kasa');
    await fillGuest({ payment: false });
    await userEvent.click(place());
    const first = screen.getByRole('radio', { name: /Szybki przelew online \(Tpay\)/ });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first).toHaveAttribute('aria-invalid', 'true');
    const group = first.closest('fieldset')!;
    const error = descriptionOf(group).find((text) => text && !text.includes('BLIK'));
    expect(error).toBeTruthy();
    expect(descriptionOf(first)).toContain(error);
    // Its own hint is still read with it.
    expect(descriptionOf(first)).toContain('BLIK, przelew z Twojego banku lub portfel elektroniczny.');
    expect(checkouts()).toEqual([]);
    // Choosing one clears the error from every radio.
    await userEvent.click(screen.getByRole('radio', { name: /Przelew tradycyjny/ }));
    await waitFor(() => expect(first).not.toHaveAttribute('aria-invalid'));
    expect(descriptionOf(first)).toEqual(['BLIK, przelew z Twojego banku lub portfel elektroniczny.']);
  });

  it("puts the server's field errors on their fields and reuses the key when the same order is sent again", async () => {
    let answer = () =>
      failure(400, 'validation_failed', 'Niektóre parametry są nieprawidłowe.', {
        'billing.zipCode': 'Wpisz kod pocztowy w formacie 00-000',
      });
    gateway.on('POST /api/cart/checkout', () => answer());
    show('checkout', 'pl', '/pl/kasa');
    await fillGuest();
    await userEvent.click(place());
    const zip = field('Kod pocztowy');
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Wpisz kod pocztowy w formacie 00-000')).toBeVisible();
    expect(document.activeElement).toBe(zip);
    // A lost answer: the same submit again carries the same key.
    answer = () => failure(503, 'service_unavailable', 'Usługa chwilowo niedostępna.');
    await userEvent.click(place());
    await waitFor(() => expect(checkouts()).toHaveLength(2));
    expect(await screen.findByText('Usługa chwilowo niedostępna.')).toBeVisible();
    await userEvent.click(place());
    await waitFor(() => expect(checkouts()).toHaveLength(3));
    const [first, second, third] = checkouts();
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(third!.idempotencyKey).toBe(first!.idempotencyKey);
    // A changed order is a new attempt.
    await userEvent.type(field('Uwagi do zamówienia'), 'Proszę dzwonić');
    await userEvent.click(place());
    await waitFor(() => expect(checkouts()).toHaveLength(4));
    expect(checkouts()[3]!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('sends once however often the button is pressed while the order is on its way', async () => {
    let release: () => void = () => {};
    gateway.on(
      'POST /api/cart/checkout',
      () => new Promise((resolve) => (release = () => resolve(json({ order: makeOrder() }, 201)))),
    );
    show('checkout', 'pl', '/pl/kasa');
    await fillGuest();
    await userEvent.click(place());
    await waitFor(() => expect(place()).toHaveAttribute('aria-busy', 'true'));
    expect(place()).toBeDisabled();
    await userEvent.click(place());
    release();
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(checkouts()).toHaveLength(1);
  });

  it('says the order could not be confirmed, not a crash, when the answer is not an order', async () => {
    gateway.on('POST /api/cart/checkout', () => json({ ok: true }, 201));
    show('checkout', 'pl', '/pl/kasa');
    await fillGuest();
    await userEvent.click(place());
    await waitFor(() => expect(checkouts()).toHaveLength(1));
    await waitFor(() => expect(place().getAttribute('aria-busy')).not.toBe('true'));
    await waitFor(() => expect(document.querySelector('[data-form-error]')?.textContent).toBeTruthy());
    expect(assign).not.toHaveBeenCalled();
  });

  it('leads back to the cart when a product is no longer available', async () => {
    gateway.on('POST /api/cart/checkout', () =>
      failure(422, 'product_unavailable', 'Błąd dostępności produktu. Sprawdź koszyk.'),
    );
    show('checkout', 'pl', '/pl/kasa');
    await fillGuest();
    await userEvent.click(place());
    expect(await screen.findByText('Błąd dostępności produktu. Sprawdź koszyk.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sprawdź koszyk' })).toHaveAttribute('href', '/pl/koszyk');
  });

  it('creates the account first when asked, with matching passwords', async () => {
    gateway.on('POST /api/account/register', () => json(customer, 201));
    show('checkout', 'pl', '/pl/kasa');
    await fillGuest();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Załóż konto przy okazji zamówienia' }));
    await userEvent.type(screen.getByLabelText(/^Hasło/, { selector: 'input' }), 'tajne-haslo-1');
    await userEvent.type(screen.getByLabelText(/^Powtórz hasło/, { selector: 'input' }), 'inne-haslo-2');
    await userEvent.click(place());
    expect(await screen.findByText('Hasła muszą być takie same')).toBeVisible();
    expect(gateway.sent('POST /api/account/register')).toEqual([]);
    await userEvent.clear(screen.getByLabelText(/^Powtórz hasło/, { selector: 'input' }));
    await userEvent.type(screen.getByLabelText(/^Powtórz hasło/, { selector: 'input' }), 'tajne-haslo-1');
    await userEvent.click(place());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(gateway.sent('POST /api/account/register')).toEqual([
      {
        firstName: 'Jan',
        lastName: 'Kowalski',
        email: 'jan@example.com',
        password: 'tajne-haslo-1',
        repeatPassword: 'tajne-haslo-1',
        terms: true,
      },
    ]);
    const order = gateway.calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('POST /api/account/register')).toBeLessThan(order.indexOf('POST /api/cart/checkout'));
  });

  it("shows registration's refusal on the e-mail and places no order", async () => {
    gateway.on('POST /api/account/register', () =>
      failure(409, 'duplicate', 'Ta wartość już istnieje.', {
        email: 'Ten identyfikator klienta jest już zarejestrowany',
      }),
    );
    show('checkout', 'pl', '/pl/kasa');
    await fillGuest();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Załóż konto przy okazji zamówienia' }));
    await userEvent.type(screen.getByLabelText(/^Hasło/, { selector: 'input' }), 'tajne-haslo-1');
    await userEvent.type(screen.getByLabelText(/^Powtórz hasło/, { selector: 'input' }), 'tajne-haslo-1');
    await userEvent.click(place());
    expect(await screen.findByText('Ten identyfikator klienta jest już zarejestrowany')).toBeVisible();
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(checkouts()).toEqual([]);
  });

  it('fills in a signed-in customer from their address book', async () => {
    me = customer;
    await refreshPage();
    gateway.on('GET /api/account/addresses', () =>
      json({
        items: [
          {
            id: '0b7d3c52-3c7a-4a9f-8d7e-1f2a3b4c5d6e',
            alias: 'Dom',
            isDefault: true,
            type: 'person',
            firstName: 'Anna',
            lastName: 'Nowak',
            companyName: null,
            taxId: null,
            vatId: null,
            street: 'Polna 3',
            zipCode: '31-001',
            city: 'Kraków',
            country: 'PL',
            region: null,
            email: null,
            phone: null,
            createdAt: '2026-11-01T10:00:00.000Z',
            updatedAt: '2026-11-01T10:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        limit: 50,
      }),
    );
    show('checkout', 'pl', '/pl/kasa');
    await waitFor(() => expect(field('Ulica i numer')).toHaveValue('Polna 3'));
    expect(field('E-mail')).toHaveValue('anna@example.com');
    expect(field('Miejscowość')).toHaveValue('Kraków');
    expect(screen.getByRole('combobox', { name: 'Adres z Twojej książki adresowej' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Załóż konto przy okazji zamówienia' })).not.toBeInTheDocument();
  });

  it('bills a company known by its EU VAT ID from the address book with that number and its voivodeship', async () => {
    me = customer;
    await refreshPage();
    gateway.on('GET /api/account/addresses', () =>
      json({
        items: [
          {
            id: '0b7d3c52-3c7a-4a9f-8d7e-1f2a3b4c5d6f',
            alias: 'Firma',
            isDefault: true,
            type: 'company',
            firstName: 'Anna',
            lastName: 'Nowak',
            companyName: 'Nowak Rowery',
            taxId: null,
            vatId: 'CZ12345678',
            street: 'Polna 3',
            zipCode: '31-001',
            city: 'Kraków',
            country: 'PL',
            region: 'pl_mp',
            email: null,
            phone: null,
            createdAt: '2026-11-01T10:00:00.000Z',
            updatedAt: '2026-11-01T10:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        limit: 50,
      }),
    );
    show('checkout', 'pl', '/pl/kasa');
    await waitFor(() => expect(field('NIP UE / VAT UE')).toHaveValue('CZ12345678'));
    expect(screen.getByRole('radio', { name: 'NIP UE (VAT UE)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Województwo' })).toHaveValue('pl_mp');
    // "I will type another address" starts from nothing: NIP again, no voivodeship.
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Adres z Twojej książki adresowej' }),
      'Wpiszę inny adres',
    );
    expect(screen.getByRole('combobox', { name: 'Województwo' })).toHaveValue('');
    expect(field('NIP')).toHaveValue('');
  });

  it("posts the provider's form for a card payment", async () => {
    gateway.on(`GET /api/orders/payment/${orderId}`, () =>
      json({
        order: {
          id: orderId,
          number: 'ZAM/2026/000123',
          status: 'new',
          paymentStatus: 'unpaid',
          total: makeOrder().total,
        },
        payment: {
          transactionId: 'TR-2',
          method: 'card_polcard',
          amountPln: makeOrder().total,
          rate: null,
          action: {
            kind: 'form',
            url: 'https://polcard.test/connect',
            fields: { chargetotal: '4999.00', hashExtended: 'abc' },
          },
        },
      }),
    );
    show('checkout', 'en', '/en/checkout');
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'jan@example.com');
    await userEvent.type(field('First name'), 'Jan');
    await userEvent.type(field('Last name'), 'Kowalski');
    await userEvent.type(field('Street and number'), 'Marszałkowska 1');
    await userEvent.type(field('Postal code'), '00-950');
    await userEvent.type(field('City'), 'Warszawa');
    await userEvent.click(screen.getByRole('radio', { name: /Card \(PolCard\)/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms of service' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the privacy policy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));
    await waitFor(() =>
      expect(submitForm).toHaveBeenCalledWith('https://polcard.test/connect', {
        chargetotal: '4999.00',
        hashExtended: 'abc',
      }),
    );
  });

  it('starts with the courier chosen in the cart, so the totals count its price', async () => {
    gateway.on('GET /api/cart', () => json(makeCart({ deliveryMethod: null })));
    show('checkout', 'pl', '/pl/kasa');
    await waitFor(() => expect(gateway.sent('POST /api/cart')).toEqual([{ deliveryMethod: 'COURIER' }]));
    expect(screen.getByRole('radio', { name: /Kurier/ })).toBeChecked();
  });

  it('a preorder cart offers no delivery or payment choice', async () => {
    gateway.on('GET /api/cart', () => json(makeCart({ type: 'preorder', deliveryMethods: [], paymentMethods: [] })));
    show('checkout', 'pl', '/pl/kasa');
    expect(await screen.findByText(/To koszyk przedsprzedaży/)).toBeVisible();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Sposób płatności/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Składam zamówienie przedsprzedażowe' })).toBeVisible();
  });

  it('has nothing to order with an empty cart', async () => {
    gateway.on('GET /api/cart', () => json(makeCart({ items: [], itemCount: 0 })));
    show('checkout', 'en', '/en/checkout');
    expect(await screen.findByRole('heading', { name: 'There is nothing to order yet' })).toBeVisible();
  });
});
