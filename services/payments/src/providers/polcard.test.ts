import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, providerNotifications, transactions } from '../db/schema';
import { POLCARD_DECLINED_CARD } from '../sandbox/polcard';
import { type PaymentsHarness, startPaymentsHarness } from '../test-harness';
import { polcardDateTime, polcardNotificationHash, polcardRequestHash, polcardResponseHash } from './polcard';

// Card payments end to end: the payments service behind the gateway, PolCard's sandbox as the gateway's
// side, and this test as the shopper's browser (it posts the forms a browser would).

let h: PaymentsHarness;

beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h?.stop());

const card = () => h.sandbox.settings.polcard;

function startBody(amount = 1_234_550) {
  return {
    orderId: randomUUID(),
    orderNumber: `ZE/2026/${Math.floor(Math.random() * 90_000) + 10_000}`,
    method: 'card_polcard',
    amount: { amount, currency: 'PLN' },
    language: 'pl',
    customer: { email: 'jan.kowalski@example.pl', firstName: 'Jan', lastName: 'Kowalski' },
    lines: [{ name: 'Zefir Trekking 28"', quantity: 1, unitGross: { amount, currency: 'PLN' } }],
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

const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The auto-submitting form a page sends the browser on with. */
function formIn(html: string): { action: string; fields: Record<string, string> } {
  const action = decodeHtml(/<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? '');
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[decodeHtml(match[1]!)] = decodeHtml(match[2]!);
  }
  return { action, fields };
}

async function start(amount?: number) {
  const body = startBody(amount);
  const answer = await h.internal('POST', '/internal/payments/start', body);
  expect(answer.status).toBe(201);
  return { body, start: answer.body, transactionId: answer.body.transactionId as string };
}

/** The shopper opens the card page and presses a button; answers the page that sends them back. */
async function pay(action: { url: string; fields: Record<string, string> }, decision: string, cardnumber?: string) {
  const page = await post(action.url, action.fields);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Zapłać');
  const payPath = /action="(\/polcard\/connect\/pay\/[^"]+)"/.exec(html)?.[1];
  const fields: Record<string, string> = { decision };
  if (cardnumber) fields.cardnumber = cardnumber;
  const answer = await post(`${h.sandbox.url}${payPath}`, fields);
  expect(answer.status).toBe(200);
  return formIn(await answer.text());
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

describe('PolCard start', () => {
  it('answers the IPG Connect form, signed with hashExtended over the sorted fields', async () => {
    const { start: answer, transactionId } = await start(1_234_550);
    expect(answer.action.kind).toBe('form');
    expect(answer.action.url).toBe(`${card().url}/connect/gateway/processing`);
    const fields = answer.action.fields as Record<string, string>;
    expect(fields).toMatchObject({
      txntype: 'sale',
      timezone: 'Europe/Warsaw',
      hash_algorithm: 'HMACSHA256',
      storename: card().posId,
      chargetotal: '12345.50',
      currency: '985',
      checkoutoption: 'combinedpage',
      oid: transactionId,
      language: 'pl_PL',
      responseSuccessURL: `${h.gateway.url}/api/payments/polcard/return`,
      responseFailURL: `${h.gateway.url}/api/payments/polcard/return`,
      transactionNotificationURL: `${h.gateway.url}/api/payments/polcard/notify`,
    });
    expect(fields.txndatetime).toMatch(/^\d{4}:\d{2}:\d{2}-\d{2}:\d{2}:\d{2}$/);
    // Computed by hand here, independently of the adapter's helper.
    const { hashExtended, ...sent } = fields;
    const values = Object.keys(sent)
      .sort()
      .map((name) => sent[name]);
    expect(hashExtended).toBe(createHmac('sha256', card().merchantKey).update(values.join('|')).digest('base64'));
  });

  it('signs returns and notifications over the documented field orders', () => {
    const fields = {
      approval_code: 'Y:123456:1:PPX :1',
      chargetotal: '10.00',
      currency: '985',
      txndatetime: '2026:11:23-12:00:00',
    };
    const hmac = (text: string) => createHmac('sha256', 'k').update(text).digest('base64');
    expect(polcardResponseHash(fields, 'store', 'k')).toBe(
      hmac('Y:123456:1:PPX :1|10.00|985|2026:11:23-12:00:00|store'),
    );
    expect(polcardNotificationHash(fields, 'store', 'k')).toBe(
      hmac('10.00|985|2026:11:23-12:00:00|store|Y:123456:1:PPX :1'),
    );
  });

  it('writes the transaction time in Warsaw time', () => {
    expect(polcardDateTime(new Date('2026-07-01T10:05:09Z'))).toBe('2026:07:01-12:05:09');
    expect(polcardDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('2027:01:01-00:30:00');
  });
});

describe('PolCard sandbox', () => {
  it('refuses a form whose hashExtended does not match, with a visible error page', async () => {
    const { start: answer } = await start();
    const forged = { ...answer.action.fields, chargetotal: '1.00' };
    const page = await post(answer.action.url, forged);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Nieprawidłowy podpis żądania (hashExtended)');
  });

  it('refuses a form signed with another key', async () => {
    const { start: answer } = await start();
    const fields = { ...answer.action.fields };
    fields.hashExtended = polcardRequestHash(fields, 'not-the-shared-secret');
    const page = await post(answer.action.url, fields);
    expect(page.status).toBe(400);
  });
});

describe('PolCard payment', () => {
  it('pays: APPROVED is recorded once, from the notification and the signed return alike', async () => {
    const { body, start: answer, transactionId } = await start();
    const back = await pay(answer.action, 'approve');
    // The notification came first: the transaction is paid already.
    expect((await transaction(transactionId)).result).toBe('success');
    expect(back.action).toBe(`${h.gateway.url}/api/payments/polcard/return`);
    expect(back.fields).toMatchObject({ status: 'APPROVED', oid: transactionId, chargetotal: '12345.50' });

    const shop = await post(back.action, back.fields);
    expect(shop.status).toBe(303);
    expect(shop.headers.get('location')).toBe(`/pl/platnosc/polcard/sukces?order=${body.orderId}&tx=${transactionId}`);

    const row = await transaction(transactionId);
    expect(row).toMatchObject({ result: 'success', type: 'card', method: 'card_polcard' });
    expect(row.providerRef).toMatch(/^\d{10}$/);
    const events = await eventsOf(transactionId);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'payment-succeeded',
        data: { orderId: body.orderId, transactionId, method: 'card_polcard', amount: body.amount },
      }),
    ]);
  });

  it('records a declined card as a failure the shopper may retry', async () => {
    const { body, start: answer, transactionId } = await start();
    const back = await pay(answer.action, 'approve', POLCARD_DECLINED_CARD);
    expect(back.fields.status).toBe('DECLINED');
    const shop = await post(back.action, back.fields);
    expect(shop.headers.get('location')).toBe(`/pl/platnosc/polcard/blad?order=${body.orderId}&tx=${transactionId}`);
    expect(await transaction(transactionId)).toMatchObject({ result: 'failure', retryable: true });
    const events = await eventsOf(transactionId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'payment-failed', data: { retryable: true, method: 'card_polcard' } });
    expect(String(events[0]!.data.reason)).toContain('DECLINED');

    // The retry is a new attempt, and it goes through.
    const retry = await h.internal('POST', '/internal/payments/start', body);
    await pay(retry.body.action, 'approve');
    expect((await transaction(retry.body.transactionId)).result).toBe('success');
  });

  it('records FAILED as a retryable failure too', async () => {
    const { start: answer, transactionId } = await start();
    await pay(answer.action, 'fail');
    expect(await transaction(transactionId)).toMatchObject({ result: 'failure', retryable: true });
  });

  it('keeps WAITING pending until the gateway notifies the final status', async () => {
    const { body, start: answer, transactionId } = await start();
    const back = await pay(answer.action, 'wait');
    expect(back.fields.status).toBe('WAITING');
    const shop = await post(back.action, back.fields);
    expect(shop.status).toBe(303);
    expect(await transaction(transactionId)).toMatchObject({ result: 'pending' });
    expect(await eventsOf(transactionId)).toEqual([]);

    const complete = await fetch(`${card().url}/transactions/${transactionId}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'status=APPROVED',
    });
    expect(await complete.json()).toMatchObject({ status: 'APPROVED', notification: 200 });
    expect((await transaction(transactionId)).result).toBe('success');
    expect((await eventsOf(transactionId)).map((event) => event.type)).toEqual(['payment-succeeded']);
    expect(body.orderId).toBeTruthy();
  });
});

describe('PolCard notifications and returns', () => {
  const notify = (fields: Record<string, string>) => post(`${h.gateway.url}/api/payments/polcard/notify`, fields);

  function notification(transactionId: string, overrides: Record<string, string> = {}, secret = card().merchantKey) {
    const fields: Record<string, string> = {
      txntype: 'sale',
      txndatetime: '2026:11:23-12:00:00',
      chargetotal: '12345.50',
      currency: '985',
      oid: transactionId,
      status: 'APPROVED',
      approval_code: 'Y:123456:9876543210:PPX :9876543210',
      ipgTransactionId: '9876543210',
      storename: card().posId,
      ...overrides,
    };
    fields.notification_hash = polcardNotificationHash(fields, card().posId, secret);
    return fields;
  }

  it('refuses a forged notification (wrong key) and records nothing but the audit line', async () => {
    const { transactionId } = await start();
    const answer = await notify(notification(transactionId, {}, 'forged-secret'));
    expect(answer.status).toBe(400);
    expect((await transaction(transactionId)).result).toBe('pending');
    expect(await eventsOf(transactionId)).toEqual([]);
    const audit = await h.payments.context.db
      .select()
      .from(providerNotifications)
      .where(eq(providerNotifications.provider, 'polcard'));
    expect(audit.some((line) => line.effect === 'refused' && line.note === 'notification_hash does not match')).toBe(
      true,
    );
  });

  it('refuses a notification whose amount was changed after signing', async () => {
    const { transactionId } = await start();
    const fields = notification(transactionId);
    const answer = await notify({ ...fields, chargetotal: '1.00' });
    expect(answer.status).toBe(400);
    expect((await transaction(transactionId)).result).toBe('pending');
  });

  it('takes a replayed notification once', async () => {
    const { transactionId } = await start();
    const fields = notification(transactionId);
    const first = await notify(fields);
    const second = await notify(fields);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await first.text()).toBe('OK');
    expect((await eventsOf(transactionId)).map((event) => event.type)).toEqual(['payment-succeeded']);
  });

  it('refuses a notification that pays less than the transaction', async () => {
    const { transactionId } = await start();
    const answer = await notify(notification(transactionId, { chargetotal: '100.00' }));
    expect(answer.status).toBe(400);
    expect((await transaction(transactionId)).result).toBe('pending');
  });

  it("answers notifications in PolCard's own protocol: 200 takes one, 400 refuses one, never Tpay's words", async () => {
    const { transactionId } = await start();
    const answerOf = async (response: Response) => ({
      status: response.status,
      type: response.headers.get('content-type'),
      body: await response.text(),
    });
    const plainText = expect.stringMatching(/^text\/plain/);
    // Signed with the right key but paying less: verified, and still refused by the shop.
    const short = await answerOf(await notify(notification(transactionId, { chargetotal: '100.00' })));
    expect(short).toEqual({ status: 400, type: plainText, body: 'REFUSED' });
    // Forged (a wrong key): refused the same way.
    const forged = await answerOf(await notify(notification(transactionId, {}, 'forged-secret')));
    expect(forged).toEqual({ status: 400, type: plainText, body: 'REFUSED' });
    const taken = await answerOf(await notify(notification(transactionId)));
    expect(taken).toEqual({ status: 200, type: plainText, body: 'OK' });
  });

  it('does not take a browser return with a forged response_hash', async () => {
    const { body, transactionId } = await start();
    const fields = {
      txndatetime: '2026:11:23-12:00:00',
      chargetotal: '12345.50',
      currency: '985',
      oid: transactionId,
      status: 'APPROVED',
      approval_code: 'Y:123456:1:PPX :1',
      response_hash: createHmac('sha256', 'forged').update('x').digest('base64'),
    };
    const shop = await post(`${h.gateway.url}/api/payments/polcard/return`, fields);
    expect(shop.status).toBe(303);
    expect(shop.headers.get('location')).toBe(`/pl/platnosc/polcard/blad?order=${body.orderId}&tx=${transactionId}`);
    expect((await transaction(transactionId)).result).toBe('pending');
  });
});
