import { randomUUID } from 'node:crypto';
import { outbox } from '@shop/service-kit/db';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { transactions } from '../db/schema';
import type { PaymentProvider, ProviderOutcome } from '../providers/provider';
import { type PaymentsContext, paymentsService } from '../service';
import { paymentSettings } from '../settings';
import { pollPending } from './poller';

// The poller asks a provider that can be asked (eRaty) about pending transactions. The provider here is a
// scripted one: what the bank says is the test's input.

let payments: TestService<typeof schema, PaymentsContext>;
const answers = new Map<string, ProviderOutcome | undefined>();
const asked: string[] = [];
const bank: PaymentProvider = {
  method: 'installment_eraty',
  name: 'eraty',
  start: async () => ({ kind: 'redirect', url: 'https://bank.example/wniosek' }),
  poll: async ({ transactionId, providerRef }) => {
    asked.push(providerRef);
    return answers.get(transactionId);
  },
};
let context: PaymentsContext;

beforeAll(async () => {
  payments = await startTestService(paymentsService, { env: { PAYMENT_POLL_SECONDS: '0' } });
  context = {
    ...payments.context,
    settings: paymentSettings({}),
    providers: { byName: () => bank, byMethod: () => bank, all: () => [bank] },
  };
});
afterAll(() => payments?.stop());

async function pending(providerRef: string | null) {
  const id = randomUUID();
  await payments.context.db.insert(transactions).values({
    id,
    orderId: randomUUID(),
    orderNumber: 'ZE/2026/70001',
    method: 'installment_eraty',
    type: 'installment',
    provider: 'eraty',
    result: 'pending',
    amount: 899_900,
    currency: 'PLN',
    amountPln: 899_900,
    providerRef,
    language: 'pl',
    successPath: '/pl/platnosc/eraty/sukces',
    errorPath: '/pl/platnosc/eraty/blad',
  });
  return id;
}

const typesOf = async (id: string) =>
  (await payments.context.db.select().from(outbox))
    .filter((row) => (row.envelope as { data: { transactionId?: string } }).data.transactionId === id)
    .map((row) => row.type);

describe('pollPending', () => {
  it('records a granted credit and a final rejection once; leaves the undecided ones pending', async () => {
    const granted = await pending('WN-1');
    const rejected = await pending('WN-2');
    const undecided = await pending('WN-3');
    const notSent = await pending(null);
    answers.set(granted, { transactionId: granted, result: 'success' });
    answers.set(rejected, { transactionId: rejected, result: 'failure', retryable: false, reason: 'eraty: Odmowa' });
    answers.set(undecided, { transactionId: undecided, result: 'pending' });

    expect(await pollPending(context)).toBe(2);
    expect(asked.sort()).toEqual(['WN-1', 'WN-2', 'WN-3']);
    const result = async (id: string) =>
      (await payments.context.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;
    expect((await result(granted)).result).toBe('success');
    expect(await result(rejected)).toMatchObject({ result: 'failure', retryable: false, reason: 'eraty: Odmowa' });
    expect((await result(undecided)).result).toBe('pending');
    expect((await result(notSent)).result).toBe('pending');
    expect(await typesOf(granted)).toEqual(['payment-succeeded']);
    expect(await typesOf(rejected)).toEqual(['payment-failed']);
    const failed = (await payments.context.db.select().from(outbox)).find((row) => row.type === 'payment-failed');
    expect((failed!.envelope as { data: unknown }).data).toMatchObject({ retryable: false, reason: 'eraty: Odmowa' });

    // Asked again: the settled ones are not asked, nothing more is published.
    asked.length = 0;
    expect(await pollPending(context)).toBe(0);
    expect(asked).toEqual(['WN-3']);
    expect(await typesOf(granted)).toEqual(['payment-succeeded']);
  });
});
