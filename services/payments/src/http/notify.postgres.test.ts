import { randomUUID } from 'node:crypto';
import { outbox } from '@shop/service-kit/db';
import { createTestDatabase, postgresAvailable } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../db/schema';
import { type PaymentsHarness, startPaymentsHarness } from '../test-harness';

// On PostgreSQL: a provider that delivers the same notification many times at once (Tpay retries until it
// reads TRUE) still moves the transaction once and publishes one event.

const available = await postgresAvailable();
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let h: PaymentsHarness;

beforeAll(async () => {
  if (!available) return;
  database = await createTestDatabase('shop_test_payments');
  h = await startPaymentsHarness({ databaseUrl: database.url });
});
afterAll(async () => {
  await h?.stop();
  await database?.drop();
});

describe.skipIf(!available)('notifications on PostgreSQL', () => {
  it('records 12 simultaneous copies of a success once', async () => {
    const orderId = randomUUID();
    const started = await h.internal('POST', '/internal/payments/start', {
      orderId,
      orderNumber: 'ZE/2026/55501',
      method: 'online_tpay',
      amount: { amount: 459_900, currency: 'PLN' },
      language: 'en',
      customer: { email: 'eva@example.com', firstName: 'Eva', lastName: 'Novak' },
      lines: [{ name: 'Battery 48 V', quantity: 1, unitGross: { amount: 459_900, currency: 'PLN' } }],
    });
    expect(started.status).toBe(201);
    const sandboxId = new URL(started.body.action.url).pathname.split('/').pop()!;
    const { body, signature } = h.sandbox.tpay.notificationOf(sandboxId, 'paid');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${h.gateway.url}/api/payments/tpay/notify`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-jws-signature': signature },
          body,
        }).then(async (response) => `${response.status} ${await response.text()}`),
      ),
    );
    expect(answers).toEqual(Array(12).fill('200 TRUE'));
    const [row] = await h.payments.context.db.select().from(transactions).where(eq(transactions.orderId, orderId));
    expect(row?.result).toBe('success');
    const events = (await h.payments.context.db.select().from(outbox)).filter(
      (event) => (event.envelope as { data: { orderId?: string } }).data.orderId === orderId,
    );
    expect(events.map((event) => event.type)).toEqual(['payment-succeeded']);
    // English shoppers come back to the English result page.
    const back = await fetch(`${h.gateway.url}/api/payments/tpay/return?tx=${row!.id}&status=success`, {
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe(`/en/payment/tpay/success?order=${orderId}&tx=${row!.id}`);
  });
});
