// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../payment/payment';
import {
  fakeGateway,
  guest,
  json,
  makeCart,
  makeOrder,
  orderId,
  paymentStart,
  preparePage,
  refreshPage,
  show,
} from '../testing';

// "Chcę fakturę" / "I want an invoice" at checkout (issue 26): unticked, nothing is sent; a company's invoice
// takes its name and NIP (filled in from the billing data, the NIP's checksum checked with the form, nothing
// sent while it fails); a consumer's invoice asks for no NIP.

let gateway: ReturnType<typeof fakeGateway>;
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5_000 });
vi.spyOn(browser, 'assign').mockImplementation(() => {});
const cart = makeCart();

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => guest);
  gateway.on('GET /api/cart', () => json(cart));
  gateway.on('POST /api/cart', () => json(cart));
  gateway.on('POST /api/cart/checkout', () => json({ order: makeOrder() }, 201));
  gateway.on(`GET /api/orders/payment/${orderId}`, () => paymentStart());
  await refreshPage();
});
afterEach(cleanup);

async function fillPolish() {
  const filled: [string, string][] = [
    ['E-mail', 'ewa@example.com'],
    ['Imię', 'Ewa'],
    ['Nazwisko', 'Lis'],
    ['Ulica i numer', 'Polna 2'],
    ['Kod pocztowy', '30-001'],
    ['Miejscowość', 'Kraków'],
  ];
  for (const [name, value] of filled) await userEvent.type(screen.getByRole('textbox', { name }), value);
  await userEvent.click(screen.getByRole('radio', { name: /Szybki przelew online \(Tpay\)/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin sklepu' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Akceptuję politykę prywatności' }));
}
const sentBodies = () => gateway.sent('POST /api/cart/checkout') as Record<string, unknown>[];

describe('the invoice at checkout', () => {
  it('sends no invoice unticked, and a company’s with its name and NIP once the checksum holds', async () => {
    show('checkout', 'pl', '/pl/kasa');
    const want = await screen.findByRole('checkbox', { name: 'Chcę fakturę' });
    expect(screen.queryByRole('textbox', { name: /NIP/ })).toBeNull();
    await fillPolish();
    await userEvent.click(want);
    expect(screen.getByRole('radio', { name: 'Firmę (z NIP-em)' })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: /Nazwa firmy/ }), 'Pracownia Lis');
    const nip = screen.getByRole('textbox', { name: /NIP/ });
    await userEvent.type(nip, '7792433422');
    // A company buyer says whether the purchase is for the business (issue 27).
    await userEvent.click(screen.getByRole('radio', { name: 'Zakup jest związany z moją działalnością gospodarczą' }));
    await userEvent.click(screen.getByRole('button', { name: /Zamawiam/ }));
    expect(await screen.findByText('Ten NIP jest nieprawidłowy – sprawdź jego cyfry')).toBeVisible();
    expect(sentBodies()).toHaveLength(0);

    await userEvent.clear(nip);
    await userEvent.type(nip, '779-243-34-21');
    await userEvent.click(screen.getByRole('button', { name: /Zamawiam/ }));
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).toMatchObject({
      invoice: { buyer: 'company', companyName: 'Pracownia Lis', taxId: '779-243-34-21' },
    });
  });

  it('asks for the company’s name and NIP when missing, and a consumer’s invoice asks for neither', async () => {
    show('checkout', 'en', '/en/checkout');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'I want an invoice' }));
    await userEvent.click(screen.getByRole('button', { name: /Place order|Order and pay/ }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByRole('textbox', { name: /Tax ID|NIP/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'A private person (no tax ID)' }));
    expect(screen.queryByRole('textbox', { name: /Company name/ })).toBeNull();
    expect(screen.getByText(/once the order is paid/)).toBeVisible();
  });
});
