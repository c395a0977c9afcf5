import { randomUUID } from 'node:crypto';
import { createTestDatabase, postgresAvailable } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, transactions } from '../db/schema';
import { type PaymentsHarness, startPaymentsHarness } from '../test-harness';
import { polcardNotificationHash, polcardResponseHash } from './polcard';

// On PostgreSQL 15: the gateway's notification, its retries and the shopper's signed return all arrive at
// once. Exactly one of them records the payment and exactly one payment-succeeded event is written.

const available = await postgresAvailable();
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let h: PaymentsHarness;

beforeAll(async () => {
  if (!available) return;
  database = await createTestDatabase('shop_test_payments_polcard');
  h = await startPaymentsHarness({ databaseUrl: database.url });
});
afterAll(async () => {
  await h?.stop();
  await database?.drop();
});

function post(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe.skipIf(!available)('PolCard on PostgreSQL', () => {
  it('records a payment once when 20 notifications and 5 returns race', async () => {
    const { posId, merchantKey } = h.sandbox.settings.polcard;
    const orderId = randomUUID();
    const started = await h.internal('POST', '/internal/payments/start', {
      orderId,
      orderNumber: 'ZE/2026/777001',
      method: 'card_polcard',
      amount: { amount: 899_900, currency: 'PLN' },
      language: 'pl',
      customer: { email: 'ola@example.pl', firstName: 'Ola', lastName: 'Nowak' },
      lines: [{ name: 'Zefir Cargo', quantity: 1, unitGross: { amount: 899_900, currency: 'PLN' } }],
    });
    expect(started.status).toBe(201);
    const transactionId = started.body.transactionId as string;
    const fields: Record<string, string> = {
      txndatetime: started.body.action.fields.txndatetime,
      chargetotal: '8999.00',
      currency: '985',
      oid: transactionId,
      status: 'APPROVED',
      approval_code: 'Y:654321:1234567890:PPX :1234567890',
      ipgTransactionId: '1234567890',
    };
    const notification = { ...fields, notification_hash: polcardNotificationHash(fields, posId, merchantKey) };
    const back = { ...fields, response_hash: polcardResponseHash(fields, posId, merchantKey) };

    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => post(`${h.gateway.url}/api/payments/polcard/notify`, notification)),
      ...Array.from({ length: 5 }, () => post(`${h.gateway.url}/api/payments/polcard/return`, back)),
    ]);
    expect(answers.slice(0, 20).map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers.slice(20).map((answer) => answer.headers.get('location'))).toEqual(
      Array(5).fill(`/pl/platnosc/polcard/sukces?order=${orderId}&tx=${transactionId}`),
    );

    const [row] = await h.payments.context.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(row).toMatchObject({ result: 'success', providerRef: '1234567890' });
    const events = (await h.payments.context.db.select().from(outbox))
      .map((event) => event.envelope as { type: string; data: { transactionId?: string } })
      .filter((envelope) => envelope.data.transactionId === transactionId);
    expect(events.map((event) => event.type)).toEqual(['payment-succeeded']);
  });
});
