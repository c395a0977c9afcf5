// An order of the back office as the orders service answers it, for the orders section's screen tests.

export const id = '5d3c2b1a-0f9e-4d8c-b7a6-958473625140';
export const address = {
  firstName: 'Zofia',
  lastName: 'Żółw',
  companyName: null,
  street: 'Długa 1',
  zipCode: '00-001',
  city: 'Warszawa',
  country: 'PL',
};
export const summary = {
  id,
  number: 'ZF/2026/000123',
  type: 'STANDARD',
  status: 'new',
  paymentStatus: 'unpaid',
  adminPaymentStatus: 'unpaid',
  deliveryMethod: 'COURIER',
  paymentMethod: 'transfer',
  total: { amount: 129_900, currency: 'PLN' },
  payable: true,
  customerId: null,
  email: 'zofia@example.pl',
  buyer: 'Zofia Żółw',
  createdAt: '2026-11-25T09:15:00.000Z',
  updatedAt: '2026-11-25T09:15:00.000Z',
};
export const pln = (amount: number) => ({ amount, currency: 'PLN' });
export const detail = {
  ...summary,
  token: 'secret',
  language: 'pl',
  phone: '+48 600 100 200',
  items: [
    {
      id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      productId: 7,
      variantId: 70,
      sku: 'ZEF-BAT-500',
      name: 'Bateria 500 Wh',
      slug: 'bateria-500',
      image: null,
      optionsLabel: '',
      quantity: 1,
      unitPrice: pln(129_900),
      unitNet: pln(105_610),
      vatRate: 23,
      lineTotal: pln(129_900),
    },
  ],
  totals: {
    items: pln(129_900),
    discount: pln(0),
    delivery: pln(0),
    net: pln(105_610),
    vat: pln(24_290),
    total: pln(129_900),
  },
  promoCode: null,
  billing: address,
  delivery: address,
  comments: '',
  nextStatuses: ['in_progress', 'ready_to_pay', 'on_hold', 'scheduled', 'cancelled', 'rejected'],
  stockReleasedAt: null,
};

/** The order's one transaction: a bank transfer still awaited. */
export const pendingTransfers = {
  items: [
    {
      id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
      orderId: id,
      orderNumber: summary.number,
      method: 'transfer',
      type: 'transfer',
      result: 'pending',
      provider: null,
      amount: pln(129_900),
      amountPln: pln(129_900),
      providerRef: null,
      reason: null,
      createdAt: '2026-11-25T09:16:00.000Z',
      settledAt: null,
    },
  ],
  total: 1,
  page: 1,
  limit: 100,
};
