import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../db/schema';
import { type PaymentsHarness, startPaymentsHarness } from '../test-harness';

// The page after a provider (issue 19, point 5): the browser's return is unsigned, so where it lands and
// what the result page shows follow the transaction as this service knows it — paid, pending or failed —
// through the real gateway, as the shopper's browser and the result page call it.

let h: PaymentsHarness;

beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h?.stop());

async function start(method: 'online_tpay' | 'installment_eraty', orderId: string = randomUUID()) {
  const answer = await h.internal('POST', '/internal/payments/start', {
    orderId,
    orderNumber: `ZE/2026/${Math.floor(Math.random() * 90_000) + 10_000}`,
    method,
    amount: { amount: 749_900, currency: 'PLN' },
    language: 'pl',
    customer: { email: 'ewa.nowak@example.pl', firstName: 'Ewa', lastName: 'Nowak', phone: '600100200' },
    lines: [{ name: 'Zefir City 28"', quantity: 1, unitGross: { amount: 749_900, currency: 'PLN' } }],
  });
  expect(answer.status).toBe(201);
  const transactionId = answer.body.transactionId as string;
  const sandboxId = method === 'online_tpay' ? new URL(answer.body.action.url).pathname.split('/').pop()! : '';
  return { orderId, transactionId, sandboxId };
}

/** The shopper's browser back at the shop: where it is sent. */
async function comeBack(provider: string, query: string) {
  const answer = await fetch(`${h.gateway.url}/api/payments/${provider}/return?${query}`, { redirect: 'manual' });
  expect(answer.status).toBe(303);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return answer.headers.get('location');
}

/** What the result page reads (GET /api/payments/:provider/result/:id?order=), as the storefront calls it. */
async function resultOf(provider: string, transactionId: string, query: string) {
  const answer = await fetch(`${h.gateway.url}/api/payments/${provider}/result/${transactionId}?${query}`, {
    headers: { authorization: 'Bearer test-storefront' },
  });
  // biome-ignore lint/suspicious/noExplicitAny: read as loosely as a caller would
  return { status: answer.status, body: (await answer.json()) as any, cache: answer.headers.get('cache-control') };
}

async function tpayDecides(sandboxId: string, outcome: 'paid' | 'rejected') {
  const sent = h.sandbox.tpay.notificationOf(sandboxId, outcome);
  const answer = await fetch(`${h.gateway.url}/api/payments/tpay/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-jws-signature': sent.signature },
    body: sent.body,
  });
  expect(await answer.text()).toBe('TRUE');
}

const resultOfRow = async (id: string) =>
  (await h.payments.context.db.select().from(transactions).where(eq(transactions.id, id)))[0]!.result;

describe('the page after Tpay', () => {
  it('reads "pending" for a forged status=success of an unpaid order, and records nothing', async () => {
    const { orderId, transactionId } = await start('online_tpay');
    const location = await comeBack('tpay', `tx=${transactionId}&status=success`);
    expect(location).toBe(`/pl/platnosc/tpay/sukces?order=${orderId}&tx=${transactionId}`);
    // The page there asks, and is told the truth: not paid.
    expect(await resultOf('tpay', transactionId, `order=${orderId}`)).toEqual({
      status: 200,
      body: { state: 'pending' },
      cache: 'no-store',
    });
    expect(await resultOfRow(transactionId)).toBe('pending');
  });

  it('reads "paid" once the signed notification is in, whatever the return claims', async () => {
    const { orderId, transactionId, sandboxId } = await start('online_tpay');
    await tpayDecides(sandboxId, 'paid');
    for (const status of ['success', 'error', 'anything'])
      expect(await comeBack('tpay', `tx=${transactionId}&status=${status}`)).toBe(
        `/pl/platnosc/tpay/sukces?order=${orderId}&tx=${transactionId}`,
      );
    expect((await resultOf('tpay', transactionId, `order=${orderId}`)).body).toEqual({ state: 'paid' });
  });

  it('sends a refused payment to the error page even when the return claims success', async () => {
    const { orderId, transactionId, sandboxId } = await start('online_tpay');
    await tpayDecides(sandboxId, 'rejected');
    expect(await comeBack('tpay', `tx=${transactionId}&status=success`)).toBe(
      `/pl/platnosc/tpay/blad?order=${orderId}&tx=${transactionId}`,
    );
    expect((await resultOf('tpay', transactionId, `order=${orderId}`)).body).toEqual({ state: 'failed' });
  });

  it('reads "paid" for a failed attempt once another attempt of the same order is paid', async () => {
    const first = await start('online_tpay');
    await tpayDecides(first.sandboxId, 'rejected');
    const second = await start('online_tpay', first.orderId);
    await tpayDecides(second.sandboxId, 'paid');
    expect((await resultOf('tpay', first.transactionId, `order=${first.orderId}`)).body).toEqual({ state: 'paid' });
    expect(await comeBack('tpay', `tx=${first.transactionId}&status=error`)).toBe(
      `/pl/platnosc/tpay/sukces?order=${first.orderId}&tx=${first.transactionId}`,
    );
  });
});

describe('the page after an installment application', () => {
  it('reads "pending" while the bank has not decided', async () => {
    const { orderId, transactionId } = await start('installment_eraty');
    const location = await comeBack('eraty', `id_zamowienia=${transactionId}&id_wniosku=WN-1&wynik=zlozony`);
    expect(location).toBe(`/pl/platnosc/eraty/sukces?order=${orderId}&tx=${transactionId}`);
    expect((await resultOf('eraty', transactionId, `order=${orderId}`)).body).toEqual({ state: 'pending' });
  });
});

describe('GET /api/payments/:provider/result/:id refuses what is not one attempt of one order', () => {
  it('answers 404 for another order, another provider, an unknown or foreign attempt', async () => {
    const { orderId, transactionId } = await start('online_tpay');
    const notFound = { status: 404, body: { error: expect.objectContaining({ code: 'not_found' }) } };
    expect(await resultOf('tpay', transactionId, `order=${randomUUID()}`)).toMatchObject(notFound);
    expect(await resultOf('polcard', transactionId, `order=${orderId}`)).toMatchObject(notFound);
    expect(await resultOf('paypal', transactionId, `order=${orderId}`)).toMatchObject(notFound);
    expect(await resultOf('tpay', randomUUID(), `order=${orderId}`)).toMatchObject(notFound);
  });

  it('answers 400 with the field for a malformed attempt or order, and a missing order', async () => {
    const { orderId, transactionId } = await start('online_tpay');
    for (const [id, query] of [
      ['9223372036854775808', `order=${orderId}`],
      [transactionId, 'order=1'],
      [transactionId, ''],
      [transactionId, `order=${orderId}&extra=1`],
      [transactionId, 'order=%00'],
    ] as const) {
      const answer = await resultOf('tpay', id, query);
      expect(answer.status, `${id}?${query}`).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
    }
  });

  it('is not answered without the storefront application id', async () => {
    const { orderId, transactionId } = await start('online_tpay');
    const answer = await fetch(`${h.gateway.url}/api/payments/tpay/result/${transactionId}?order=${orderId}`);
    expect(answer.status).toBe(401);
  });
});
