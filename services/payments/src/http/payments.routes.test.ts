import { randomUUID } from 'node:crypto';
import { defaultShopSettings, type ShopSettings, ShopSettingsChanged, todayInWarsaw } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../db/schema';
import { addWorkingDays } from '../domain/working-days';
import { type PaymentsHarness, startPaymentsHarness } from '../test-harness';

let h: PaymentsHarness;

beforeAll(async () => {
  // Credit Agricole stays off here, whatever the sandbox offers: a method without its provider.
  h = await startPaymentsHarness({ env: { CA_URL: '' } });
});
afterAll(() => h?.stop());

export function startBody(overrides: Record<string, unknown> = {}) {
  return {
    orderId: randomUUID(),
    orderNumber: `ZE/2026/${Math.floor(Math.random() * 90000) + 10000}`,
    method: 'online_tpay',
    amount: { amount: 1_234_500, currency: 'PLN' },
    language: 'pl',
    customer: { email: 'anna.nowak@example.pl', firstName: 'Anna', lastName: 'Nowak', phone: '+48 600 100 200' },
    lines: [{ name: 'Zefir City 28"', quantity: 1, unitGross: { amount: 1_234_500, currency: 'PLN' } }],
    ...overrides,
  };
}

describe('GET /internal/payments/methods', () => {
  it('names transfer, cash and the method of every configured provider, and nothing else', async () => {
    const answer = await h.internal('GET', '/internal/payments/methods');
    expect(answer.status).toBe(200);
    // Credit Agricole is switched off in this harness (CA_URL empty).
    expect([...answer.body.methods].sort()).toEqual(
      ['card_polcard', 'cash', 'installment_eraty', 'online_tpay', 'transfer'].sort(),
    );
    const asShopper = await h.payments.call('GET', '/internal/payments/methods');
    expect(asShopper.status).toBe(403);
  });
});

describe('GET /internal/payments/transfer-account', () => {
  it('names the account and the company of the shop settings as recipient, to services only', async () => {
    const answer = await h.internal('GET', '/internal/payments/transfer-account');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      account: 'PL61109010140000071219812874',
      recipient: 'Zefir Sp. z o.o., ul. Fabryczna 14, 55-040 Kobierzyce',
    });
    expect((await h.payments.call('GET', '/internal/payments/transfer-account')).status).toBe(403);
  });
});

describe('the transfer recipient staff keep in the shop settings', () => {
  it('is what a buyer is told to pay to once staff change the company, on a new and a repeated start', async () => {
    const body = startBody({ method: 'transfer' });
    const before = await h.internal('POST', '/internal/payments/start', body);
    expect(before.body.transfer.recipient).toBe('Zefir Sp. z o.o., ul. Fabryczna 14, 55-040 Kobierzyce');

    // Staff save the general settings in the admin: cms publishes them, payments follows.
    const company = { name: 'Zefir Rowery S.A.', street: 'ul. Nowa 3', zipCode: '50-001', city: 'Wrocław' };
    await changeShopSettings(1, { ...defaultShopSettings, company: { ...defaultShopSettings.company, ...company } });
    try {
      const recipient = 'Zefir Rowery S.A., ul. Nowa 3, 50-001 Wrocław';
      expect((await h.internal('POST', '/internal/payments/start', body)).body.transfer.recipient).toBe(recipient);
      const fresh = await h.internal('POST', '/internal/payments/start', startBody({ method: 'transfer' }));
      expect(fresh.body.transfer.recipient).toBe(recipient);
      expect((await h.internal('GET', '/internal/payments/transfer-account')).body.recipient).toBe(recipient);
    } finally {
      await changeShopSettings(2, defaultShopSettings);
    }
  });

  it('gives way to SHOP_RECIPIENT when the operator sets one', async () => {
    const other = await startPaymentsHarness({ env: { SHOP_RECIPIENT: 'Zefir Sp. z o.o. – rachunek powierniczy' } });
    try {
      const answer = await other.internal('POST', '/internal/payments/start', startBody({ method: 'transfer' }));
      expect(answer.body.transfer.recipient).toBe('Zefir Sp. z o.o. – rachunek powierniczy');
    } finally {
      await other.stop();
    }
  });
});

/** The shop-settings-changed event cms publishes when staff save, as the payments service receives it. */
async function changeShopSettings(revision: number, settings: ShopSettings) {
  const { bus } = h.payments.context;
  await bus.publish(ShopSettingsChanged.subject, {
    id: randomUUID(),
    type: ShopSettingsChanged.type,
    source: ShopSettingsChanged.source,
    occurredAt: new Date().toISOString(),
    data: { revision, settings },
  });
  await bus.idle();
}

describe('POST /internal/payments/start', () => {
  it('converts an EUR order to PLN at the rate in force, rounding half up, and keeps the rate', async () => {
    // 150.00 EUR × 4.2431 = 636.465 PLN → 636.47 PLN (half up).
    const body = startBody({ amount: { amount: 15_000, currency: 'EUR' }, method: 'online_tpay' });
    const answer = await h.internal('POST', '/internal/payments/start', body);
    expect(answer.status).toBe(201);
    expect(answer.body.amountPln).toEqual({ amount: 63_647, currency: 'PLN' });
    expect(answer.body.rate).toEqual({
      currency: 'EUR',
      ratePln: '4.243100',
      source: 'NBP tabela A 226/A/NBP/2026 (demo)',
      effectiveAt: '2026-11-20T11:45:00.000Z',
      tableNo: '226/A/NBP/2026',
      tableDate: '2026-11-20',
    });
    const [row] = await h.payments.context.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, answer.body.transactionId));
    expect(row).toMatchObject({
      orderId: body.orderId,
      method: 'online_tpay',
      type: 'online',
      provider: 'tpay',
      result: 'pending',
      amount: 15_000,
      currency: 'EUR',
      amountPln: 63_647,
      ratePln: '4.243100',
      rateSource: 'NBP tabela A 226/A/NBP/2026 (demo)',
      rateTableNo: '226/A/NBP/2026',
      rateTableDate: '2026-11-20',
    });
    expect(row?.rateEffectiveAt?.toISOString()).toBe('2026-11-20T11:45:00.000Z');
    // Tpay is asked for the PLN amount.
    const sandboxTransaction = [...h.sandbox.tpay.transactions.values()].find(
      (candidate) => candidate.hiddenDescription === answer.body.transactionId,
    );
    expect(sandboxTransaction?.amount).toBe('636.47');
  });

  it('answers a bank transfer: the shop account, the order number as title, due in 7 working days', async () => {
    const body = startBody({ method: 'transfer', amount: { amount: 250_000, currency: 'EUR' } });
    const answer = await h.internal('POST', '/internal/payments/start', body);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      method: 'transfer',
      action: { kind: 'none' },
      amountPln: { amount: 1_060_775, currency: 'PLN' },
      transfer: {
        account: 'PL61109010140000071219812874',
        title: body.orderNumber,
        dueDate: addWorkingDays(todayInWarsaw(), 7),
        amount: { amount: 250_000, currency: 'EUR' },
      },
    });
    expect(answer.body.transfer.recipient).toBe('Zefir Sp. z o.o., ul. Fabryczna 14, 55-040 Kobierzyce');
    const listed = await h.internal('GET', `/internal/payments/orders/${body.orderId}`);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ method: 'transfer', type: 'transfer', result: 'pending', providerRef: null }),
    ]);
  });

  it('answers a transfer asked for again with the same attempt, due 7 working days from the first', async () => {
    const body = startBody({ method: 'transfer' });
    const first = await h.internal('POST', '/internal/payments/start', body);
    // The order page asks again three days later.
    const monday = new Date('2026-11-16T10:00:00Z');
    await h.payments.context.db
      .update(transactions)
      .set({ createdAt: monday })
      .where(eq(transactions.id, first.body.transactionId));
    const again = await h.internal('POST', '/internal/payments/start', body);
    expect(again.status).toBe(201);
    expect(again.body.transactionId).toBe(first.body.transactionId);
    expect(again.body.transfer.dueDate).toBe('2026-11-25');
    const listed = await h.internal('GET', `/internal/payments/orders/${body.orderId}`);
    expect(listed.body.items).toHaveLength(1);
  });

  it('answers cash with no action, in PLN without a rate', async () => {
    const answer = await h.internal('POST', '/internal/payments/start', startBody({ method: 'cash' }));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ method: 'cash', action: { kind: 'none' }, rate: null });
    expect(answer.body.transfer).toBeUndefined();
  });

  it('starts every attempt anew: two starts, two transactions of the order', async () => {
    const body = startBody();
    const first = await h.internal('POST', '/internal/payments/start', body);
    const second = await h.internal('POST', '/internal/payments/start', body);
    expect(first.body.transactionId).not.toBe(second.body.transactionId);
    const listed = await h.internal('GET', `/internal/payments/orders/${body.orderId}`);
    expect(listed.body.items.map((item: { transactionId: string }) => item.transactionId).sort()).toEqual(
      [first.body.transactionId, second.body.transactionId].sort(),
    );
  });

  it('refuses a method whose provider is not configured', async () => {
    const answer = await h.internal('POST', '/internal/payments/start', startBody({ method: 'installment_ca' }));
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('payment_provider_unavailable');
  });

  it('validates the request', async () => {
    const answer = await h.internal(
      'POST',
      '/internal/payments/start',
      startBody({ amount: { amount: 10, currency: 'XYZ' }, orderId: 'x' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(Object.keys(answer.body.error.fields)).toEqual(expect.arrayContaining(['orderId', 'amount.currency']));
  });

  it('refuses a storefront identity on internal routes', async () => {
    const start = await h.payments.call('POST', '/internal/payments/start', { body: startBody() });
    expect(start.status).toBe(403);
    const list = await h.payments.call('GET', `/internal/payments/orders/${randomUUID()}`);
    expect(list.status).toBe(403);
    // Through the gateway an /internal route does not exist at all.
    const outside = await fetch(`${h.gateway.url}/internal/payments/start`, { method: 'POST' });
    expect(outside.status).toBeGreaterThanOrEqual(400);
  });
});

describe('provider routes', () => {
  it('answers an unknown provider with payment_provider_unavailable', async () => {
    const notify = await fetch(`${h.gateway.url}/api/payments/nosuch/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-language': 'en' },
      body: 'a=1',
    });
    expect(notify.status).toBe(422);
    expect(await notify.json()).toEqual({
      error: { code: 'payment_provider_unavailable', message: 'Payment provider not available' },
    });
    const back = await fetch(`${h.gateway.url}/api/payments/nosuch/return?x=1`, { redirect: 'manual' });
    expect(back.status).toBe(422);
  });
});
