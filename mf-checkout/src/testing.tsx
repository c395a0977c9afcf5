import type { ScreenId } from '@shop/i18n';
import { refreshCartSummary, refreshSession } from '@shop/platform';
import { json } from '@shop/platform/fake-gateway';
import { render } from '@testing-library/react';
import App from './App';
import type { Cart, CartItem, OrderDetail } from './cart/types';

export {
  type Call,
  customer,
  failure,
  fakeGateway,
  guest,
  json,
  preparePage,
} from '@shop/platform/fake-gateway';

// Test support for mf-checkout's screens: a stand-in for the gateway that answers by method and path and
// remembers what it was sent, answers shaped as the orders service gives them, and a way to show a screen.

export const pln = (amount: number) => ({ amount, currency: 'PLN' as const });

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: '3f1c2b4a-1111-4a9f-8d7e-1f2a3b4c5d01',
    productId: 1042,
    variantId: 5001,
    sku: 'EB-CITY-M-RED',
    name: 'Rower elektryczny City',
    slug: 'rower-elektryczny-city',
    image: '/media/city-small.webp',
    optionsLabel: 'Kolor: czerwony, Rama: M',
    quantity: 1,
    minQuantity: 1,
    maxQuantity: 5,
    unitPrice: pln(499900),
    unitNet: pln(406423),
    vatRate: 23,
    lineTotal: pln(499900),
    availableQuantity: 7,
    problem: null,
    category: 'bike',
    type: 'physical',
    availability: 'available',
    ...overrides,
  };
}

export function makeCart(overrides: Partial<Cart> = {}): Cart {
  const items = overrides.items ?? [cartItem()];
  const totals = overrides.totals ?? {
    items: pln(499900),
    discount: pln(0),
    delivery: pln(0),
    net: pln(406423),
    vat: pln(93477),
    total: pln(499900),
  };
  return {
    id: '9a8b7c6d-2222-4e1d-9c8b-7a6f5e4d3c2b',
    type: 'standard',
    currency: 'PLN',
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
    promoCode: null,
    promoCodeProblem: null,
    deliveryMethod: 'COURIER',
    paymentMethod: null,
    deliveryMethods: [
      { method: 'COURIER', price: pln(0) },
      { method: 'PICKUP', price: pln(0) },
    ],
    paymentMethods: ['online_tpay', 'card_polcard', 'transfer', 'cash', 'installment_eraty', 'installment_ca'],
    totals,
    total: totals.total,
    partial: false,
    comments: '',
    ...overrides,
  };
}

export const orderId = '6d5c4b3a-3333-4f2e-8d1c-0b9a8f7e6d5c';

const billing = {
  type: 'person' as const,
  firstName: 'Jan',
  lastName: 'Kowalski',
  companyName: null,
  street: 'Marszałkowska 1',
  zipCode: '00-950',
  city: 'Warszawa',
  country: 'PL' as const,
};

/** What `GET /api/orders/payment/:id` answers for an unpaid order: Tpay's page to go to (`url`). */
export const paymentStart = (url = 'https://sandbox.tpay.test/pay/TR-9') =>
  json({
    order: { id: orderId, number: 'ZAM/2026/000123', status: 'new', paymentStatus: 'unpaid', total: pln(499900) },
    payment: {
      transactionId: 'TR-9',
      method: 'online_tpay',
      amountPln: pln(499900),
      rate: null,
      action: { kind: 'redirect', url },
    },
  });

/** An order as the orders service answers it: payable, as the service says, while unpaid and still open. */
export function makeOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const status = overrides.status ?? 'new';
  const paymentStatus = overrides.paymentStatus ?? 'unpaid';
  return {
    id: orderId,
    number: 'ZAM/2026/000123',
    token: 'guest-token-123',
    type: 'STANDARD',
    status,
    paymentStatus,
    paymentMethod: 'online_tpay',
    deliveryMethod: 'COURIER',
    total: pln(499900),
    net: pln(406423),
    payable: paymentStatus === 'unpaid' && !['cancelled', 'rejected', 'returned', 'completed'].includes(status),
    language: 'pl',
    email: 'jan@example.com',
    phone: null,
    items: [
      {
        id: '0a1b2c3d-4444-4e5f-8a9b-0c1d2e3f4a5b',
        productId: 1042,
        variantId: 5001,
        sku: 'EB-CITY-M-RED',
        name: 'Rower elektryczny City',
        slug: 'rower-elektryczny-city',
        image: null,
        optionsLabel: 'Kolor: czerwony',
        quantity: 1,
        unitPrice: pln(499900),
        unitNet: pln(406423),
        vatRate: 23,
        lineTotal: pln(499900),
      },
    ],
    totals: makeCart().totals,
    promoCode: null,
    billing: overrides.billing ?? billing,
    // Without its own delivery address, the service answers the billing one.
    delivery: overrides.billing ?? billing,
    comments: '',
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    paymentPath: `/api/orders/payment/${orderId}?t=guest-token-123`,
    version: 1,
    cancellable: paymentStatus === 'unpaid' && ['new', 'reserved', 'ready_to_pay'].includes(status),
    changeable: paymentStatus === 'unpaid' && ['new', 'reserved', 'ready_to_pay'].includes(status),
    preorderPayment: null,
    ...overrides,
  };
}

/** Reads the session and the cart summary again from the fake gateway. */
export async function refreshPage(): Promise<void> {
  await refreshSession();
  await refreshCartSummary();
}

/** Shows `screen` at its address, as the shell would mount it. */
export function show(screen: ScreenId, lang: 'pl' | 'en', path: string, params: Record<string, string> = {}) {
  window.history.replaceState(null, '', path);
  return render(<App screen={screen} lang={lang} params={params} />);
}
