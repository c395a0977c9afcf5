import type { OrderDetail, OrderSummary } from '@shop/contracts';

// Orders as the orders service answers them, for screen tests: mf-checkout's order view and the account's
// order pages that frame it show the same orders. Tests only (`@shop/platform/order-fixtures`).

const pln = (amount: number) => ({ amount, currency: 'PLN' as const });

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: '3f0c2b1a-9d8e-4c7b-a6f5-0e1d2c3b4a59',
    number: 'ZF/2026/000123',
    type: 'STANDARD',
    status: 'in_progress',
    paymentStatus: 'paid',
    deliveryMethod: 'COURIER',
    paymentMethod: 'online_tpay',
    total: pln(499_900),
    net: pln(406_423),
    payable: false,
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:45:00.000Z',
    ...overrides,
  };
}

const address = {
  type: 'person' as const,
  firstName: 'Anna',
  lastName: 'Nowak',
  companyName: null,
  taxId: null,
  vatId: null,
  street: 'Leśna 3',
  zipCode: '05-500',
  city: 'Piaseczno',
  country: 'PL' as const,
  region: 'pl_mz' as const,
  phone: '+48 601 234 567',
};

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const summary = orderSummary(overrides);
  return {
    ...summary,
    token: 'guest-token-123',
    language: 'pl',
    email: 'anna@example.com',
    phone: '+48 601 234 567',
    items: [
      {
        id: 'a1b2c3d4-0000-4000-8000-000000000001',
        productId: 101,
        variantId: 1001,
        sku: 'ZEF-CITY-M-RED',
        name: 'Zefir City 28',
        slug: 'zefir-city-28',
        image: null,
        optionsLabel: 'Kolor: czerwony, Rama: M',
        quantity: 1,
        unitPrice: pln(489_900),
        unitNet: pln(398_293),
        vatRate: 23,
        lineTotal: pln(489_900),
      },
      {
        id: 'a1b2c3d4-0000-4000-8000-000000000002',
        productId: 205,
        variantId: 2050,
        sku: 'LOCK-U-01',
        name: 'Zapięcie U-lock',
        slug: 'zapiecie-u-lock',
        image: null,
        optionsLabel: '',
        quantity: 2,
        unitPrice: pln(5_000),
        unitNet: pln(4_065),
        vatRate: 23,
        lineTotal: pln(10_000),
      },
    ],
    totals: {
      items: pln(499_900),
      discount: pln(0),
      delivery: pln(0),
      net: pln(406_423),
      vat: pln(93_477),
      total: pln(499_900),
    },
    promoCode: null,
    billing: address,
    delivery: address,
    comments: '',
    paymentPath: `/api/orders/payment/${summary.id}?t=guest-token-123`,
    version: 1,
    cancellable: summary.paymentStatus === 'unpaid' && ['new', 'reserved', 'ready_to_pay'].includes(summary.status),
    changeable: summary.paymentStatus === 'unpaid' && ['new', 'reserved', 'ready_to_pay'].includes(summary.status),
    preorderPayment: null,
    ...overrides,
  };
}
