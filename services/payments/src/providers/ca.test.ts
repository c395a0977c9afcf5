import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, transactions } from '../db/schema';
import { type PaymentsHarness, startPaymentsHarness } from '../test-harness';

// CA Raty end to end: the signed bank form, the application, the signed return, and the decision that the
// shop's staff record through POST /internal/payments/ca/decisions.

let h: PaymentsHarness;

beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h?.stop());

const bank = () => h.sandbox.settings.ca;

function startBody(amount = 459_900) {
  return {
    orderId: randomUUID(),
    orderNumber: `ZE/2026/${Math.floor(Math.random() * 900_000) + 100_000}`,
    method: 'installment_ca',
    amount: { amount, currency: 'PLN' },
    language: 'pl',
    customer: { email: 'piotr.zielinski@example.pl', firstName: 'Piotr', lastName: 'Zieliński', city: 'Kraków' },
    lines: [{ name: 'Zefir MTB 29"', quantity: 1, unitGross: { amount, currency: 'PLN' } }],
  };
}

function post(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

async function transaction(id: string) {
  const [row] = await h.payments.context.db.select().from(transactions).where(eq(transactions.id, id));
  return row!;
}

async function eventsOf(transactionId: string) {
  const rows = await h.payments.context.db.select().from(outbox);
  return rows
    .map((row) => row.envelope as { type: string; data: Record<string, unknown> })
    .filter((envelope) => envelope.data.transactionId === transactionId);
}

async function start(amount?: number) {
  const body = startBody(amount);
  const started = await h.internal('POST', '/internal/payments/start', body);
  expect(started.status).toBe(201);
  return { body, action: started.body.action, transactionId: started.body.transactionId as string };
}

/** Fills in the bank's application and answers where the bank sent the browser. */
async function apply(action: { url: string; fields: Record<string, string> }, decision: 'wyslij' | 'anuluj') {
  const form = await post(action.url, action.fields);
  expect(form.status).toBe(200);
  const html = await form.text();
  expect(html).toContain('Wyślij wniosek');
  const path = /action="(\/ca\/eWniosek\/[^"]+)"/.exec(html)?.[1];
  const back = await post(`${h.sandbox.url}${path}`, { decyzja: decision });
  expect(back.status).toBe(302);
  return new URL(back.headers.get('location')!);
}

const decide = (body: Record<string, unknown>) => h.internal('POST', '/internal/payments/ca/decisions', body);

describe('CA Raty start', () => {
  it('posts the signed form: PARAM_HASH is an HMAC-SHA256 of the documented fields', async () => {
    const { body, action, transactionId } = await start();
    expect(action.url).toBe(`${bank().url}/eWniosek/simulator`);
    expect(action.fields).toMatchObject({
      PARAM_TYPE: 'RAT',
      PARAM_PROFILE: bank().partnerId,
      POST_ATTR: transactionId,
      PARAM_ORDER_NUMBER: body.orderNumber,
      PARAM_CREDIT_AMOUNT: '4599.00',
      PARAM_FIRST_NAME: 'Piotr',
      PARAM_LAST_NAME: 'Zieliński',
      PARAM_EMAIL: 'piotr.zielinski@example.pl',
      PARAM_RETURN_URL: `${h.gateway.url}/api/payments/ca/return`,
      'cart.itemName1': 'Zefir MTB 29"',
      'cart.itemQty1': '1',
      'cart.itemPrice1': '4599.00',
    });
    const f = action.fields;
    const signed = [f.PARAM_PROFILE, 'RAT', transactionId, body.orderNumber, '4599.00', f.PARAM_RETURN_URL].join('|');
    expect(f.PARAM_HASH).toBe(createHmac('sha256', bank().secret).update(signed).digest('hex'));
  });

  it('refuses to start under 100 PLN', async () => {
    const answer = await h.internal('POST', '/internal/payments/start', startBody(9_900));
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('business_rule');
  });

  it('the bank refuses a form whose PARAM_HASH does not match', async () => {
    const { action } = await start();
    const page = await post(action.url, { ...action.fields, PARAM_CREDIT_AMOUNT: '100.00' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Nieprawidłowy podpis wniosku (PARAM_HASH)');
  });
});

describe('CA Raty application and decision', () => {
  it('records the application as pending, then a positive decision as paid', async () => {
    const { body, action, transactionId } = await start();
    const back = await apply(action, 'wyslij');
    expect(back.origin + back.pathname).toBe(`${h.gateway.url}/api/payments/ca/return`);
    expect(back.searchParams.get('POST_ATTR')).toBe(transactionId);
    expect(back.searchParams.get('PARAM_ORDER_NUMBER')).toBe(body.orderNumber);
    const shop = await fetch(back, { redirect: 'manual' });
    expect(shop.status).toBe(303);
    expect(shop.headers.get('location')).toBe(`/pl/platnosc/ca/sukces?order=${body.orderId}&tx=${transactionId}`);
    const pending = await transaction(transactionId);
    expect(pending.result).toBe('pending');
    expect(pending.providerRef).toBe(back.searchParams.get('PARAM_APPLICATION'));

    const decision = await decide({ orderNumber: body.orderNumber, decision: 'granted' });
    expect(decision.status).toBe(200);
    expect(decision.body).toEqual({ transactionId, orderId: body.orderId, result: 'success', effect: 'recorded' });
    expect(await eventsOf(transactionId)).toEqual([
      expect.objectContaining({
        type: 'payment-succeeded',
        data: { orderId: body.orderId, transactionId, method: 'installment_ca', amount: body.amount },
      }),
    ]);

    // The same decision again changes nothing; the opposite one is refused.
    const again = await decide({ transactionId, decision: 'granted' });
    expect(again.body.effect).toBe('duplicate');
    const opposite = await decide({ transactionId, decision: 'rejected' });
    expect(opposite.status).toBe(409);
    expect(await eventsOf(transactionId)).toHaveLength(1);
  });

  it('records a rejection as a final failure', async () => {
    const { action, transactionId } = await start();
    await fetch(await apply(action, 'wyslij'), { redirect: 'manual' });
    const decision = await decide({ transactionId, decision: 'rejected' });
    expect(decision.body).toMatchObject({ result: 'failure', effect: 'recorded' });
    expect(await transaction(transactionId)).toMatchObject({ result: 'failure', retryable: false });
    expect(await eventsOf(transactionId)).toEqual([
      expect.objectContaining({
        type: 'payment-failed',
        data: expect.objectContaining({ method: 'installment_ca', retryable: false }),
      }),
    ]);
  });

  it('records an application cancelled at the bank as a failure the shopper may retry', async () => {
    const { body, action, transactionId } = await start();
    const back = await apply(action, 'anuluj');
    expect(back.searchParams.get('PARAM_STATUS')).toBe('cancelled');
    const shop = await fetch(back, { redirect: 'manual' });
    expect(shop.headers.get('location')).toBe(`/pl/platnosc/ca/blad?order=${body.orderId}&tx=${transactionId}`);
    expect(await transaction(transactionId)).toMatchObject({ result: 'failure', retryable: true });
  });

  it('does not take a return whose PARAM_HASH does not match', async () => {
    const { body, action, transactionId } = await start();
    const back = await apply(action, 'anuluj');
    back.searchParams.set('PARAM_STATUS', 'submitted');
    back.searchParams.set('PARAM_APPLICATION', 'CA/1');
    const shop = await fetch(back, { redirect: 'manual' });
    expect(shop.headers.get('location')).toBe(`/pl/platnosc/ca/blad?order=${body.orderId}&tx=${transactionId}`);
    expect(await transaction(transactionId)).toMatchObject({ result: 'pending', providerRef: null });
  });

  it('answers 404 for an unknown order, 400 without a reference, 403 outside the services', async () => {
    expect((await decide({ orderNumber: 'ZE/2026/000000', decision: 'granted' })).status).toBe(404);
    const missing = await decide({ decision: 'granted' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ transactionId: 'To pole jest wymagane' });
    const wrong = await decide({ transactionId: randomUUID(), decision: 'maybe' });
    expect(wrong.status).toBe(400);
    const storefront = await h.payments.call('POST', '/internal/payments/ca/decisions', {
      body: { orderNumber: 'ZE/2026/000000', decision: 'granted' },
    });
    expect(storefront.status).toBe(403);
  });
});
