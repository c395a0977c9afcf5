import { randomUUID } from 'node:crypto';
import { outbox } from '@shop/service-kit/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerNotifications, transactions } from '../db/schema';
import { createTpayKeys, signTpayJws, type TpayKeys, tpaySandboxMd5 } from '../sandbox/tpay';
import { type PaymentsHarness, startPaymentsHarness } from '../test-harness';

// Tpay end to end: the payments service behind the real gateway, the Tpay sandbox as the provider. The
// sandbox's notifications reach the service through the gateway, signed as Tpay signs them.

let h: PaymentsHarness;
let rogue: TpayKeys;

beforeAll(async () => {
  h = await startPaymentsHarness();
  // Certificates of another CA: well-formed, but not from the configured root.
  rogue = await createTpayKeys({ name: 'Not Tpay' });
});
afterAll(() => h?.stop());

async function startTpay() {
  const orderId = randomUUID();
  const answer = await h.internal('POST', '/internal/payments/start', {
    orderId,
    orderNumber: `ZE/2026/${Math.floor(Math.random() * 90000) + 10000}`,
    method: 'online_tpay',
    amount: { amount: 1_234_550, currency: 'PLN' },
    language: 'pl',
    customer: { email: 'jan.kowalski@example.pl', firstName: 'Jan', lastName: 'Kowalski' },
    lines: [{ name: 'Zefir Trekking 28"', quantity: 1, unitGross: { amount: 1_234_550, currency: 'PLN' } }],
  });
  expect(answer.status).toBe(201);
  expect(answer.body.action.kind).toBe('redirect');
  const sandboxId = new URL(answer.body.action.url).pathname.split('/').pop()!;
  return {
    orderId,
    transactionId: answer.body.transactionId as string,
    payUrl: answer.body.action.url as string,
    sandboxId,
  };
}

const eventsOf = async (transactionId: string) =>
  (await h.payments.context.db.select().from(outbox)).filter(
    (row) => (row.envelope as { data: { transactionId?: string } }).data.transactionId === transactionId,
  );

const rowOf = async (transactionId: string) =>
  (await h.payments.context.db.select().from(transactions).where(eq(transactions.id, transactionId)))[0]!;

async function notify(body: string, signature: string) {
  const response = await fetch(`${h.gateway.url}/api/payments/tpay/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-jws-signature': signature },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/** A notification with `change` applied to its fields, md5sum recomputed, signed with `key` as `x5u`. */
function forged(sandboxId: string, change: Record<string, string>, key: string, x5u: string, md5 = true) {
  const { form } = h.sandbox.tpay.notificationOf(sandboxId, 'paid');
  const fields = { ...form, ...change };
  if (md5) fields.md5sum = tpaySandboxMd5(fields, h.sandbox.settings.tpay.securityCode);
  const body = new URLSearchParams(fields).toString();
  return { body, signature: signTpayJws(body, key, x5u) };
}

describe('Tpay through the sandbox', () => {
  it('pays: start → sandbox page → "Zapłać" → verified notification → success, one event, the success page', async () => {
    const { orderId, transactionId, payUrl, sandboxId } = await startTpay();
    const page = await fetch(payUrl);
    const html = await page.text();
    expect(html).toContain('Zapłać');
    expect(html).toContain('Odrzuć');
    expect(html).toContain('12 345,50 zł');

    const paid = await fetch(`${h.sandbox.url}/tpay/pay/${sandboxId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const back = paid.headers.get('location')!;
    expect(back.startsWith(`${h.gateway.url}/api/payments/tpay/return?`)).toBe(true);
    expect(h.sandbox.tpay.notifications.at(-1)).toMatchObject({ status: 200, reply: 'TRUE' });

    const row = await rowOf(transactionId);
    expect(row).toMatchObject({ result: 'success', providerRef: h.sandbox.tpay.transactions.get(sandboxId)!.title });
    const events = await eventsOf(transactionId);
    expect(events.map((event) => event.type)).toEqual(['payment-succeeded']);
    expect((events[0]!.envelope as { data: unknown }).data).toEqual({
      orderId,
      transactionId,
      method: 'online_tpay',
      amount: { amount: 1_234_550, currency: 'PLN' },
    });

    // The shopper's browser comes back through the shop and lands on the result page.
    const landed = await fetch(back, { redirect: 'manual' });
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe(`/pl/platnosc/tpay/sukces?order=${orderId}&tx=${transactionId}`);

    const listed = await h.internal('GET', `/internal/payments/orders/${orderId}`);
    expect(listed.body.items).toEqual([
      {
        transactionId,
        method: 'online_tpay',
        type: 'online',
        result: 'success',
        amount: { amount: 1_234_550, currency: 'PLN' },
        amountPln: { amount: 1_234_550, currency: 'PLN' },
        createdAt: expect.any(String),
        providerRef: row.providerRef,
      },
    ]);
  });

  it('records a replayed notification once: one transaction, one event', async () => {
    const { orderId, transactionId, sandboxId } = await startTpay();
    await fetch(`${h.sandbox.url}/tpay/pay/${sandboxId}/pay`, { method: 'POST', redirect: 'manual' });
    const sent = h.sandbox.tpay.notifications.at(-1)!;
    for (let i = 0; i < 3; i += 1)
      expect(await notify(sent.body, sent.signature)).toEqual({ status: 200, text: 'TRUE' });
    expect((await eventsOf(transactionId)).length).toBe(1);
    const listed = await h.internal('GET', `/internal/payments/orders/${orderId}`);
    expect(listed.body.items).toHaveLength(1);
    const log = await h.payments.context.db
      .select()
      .from(providerNotifications)
      .where(eq(providerNotifications.transactionId, transactionId));
    expect(log.map((entry) => entry.effect).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'recorded']);
    expect(new Set(log.map((entry) => entry.digest)).size).toBe(1);
  });

  it('declines: "Odrzuć" → a retryable payment-failed and the error page', async () => {
    const { orderId, transactionId, sandboxId } = await startTpay();
    const rejected = await fetch(`${h.sandbox.url}/tpay/pay/${sandboxId}/reject`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(h.sandbox.tpay.notifications.at(-1)).toMatchObject({ status: 200, reply: 'TRUE' });
    expect(await rowOf(transactionId)).toMatchObject({ result: 'failure', retryable: true });
    const events = await eventsOf(transactionId);
    expect(events.map((event) => event.type)).toEqual(['payment-failed']);
    expect((events[0]!.envelope as { data: unknown }).data).toMatchObject({ orderId, retryable: true });
    const landed = await fetch(rejected.headers.get('location')!, { redirect: 'manual' });
    expect(landed.headers.get('location')).toBe(`/pl/platnosc/tpay/blad?order=${orderId}&tx=${transactionId}`);
  });

  it("answers notifications in Tpay's own protocol: 'TRUE' takes one, 'FALSE' refuses one, as plain text", async () => {
    const { sandboxId } = await startTpay();
    const send = (body: string, signature: string) =>
      fetch(`${h.gateway.url}/api/payments/tpay/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-jws-signature': signature },
        body,
      });
    const { signingKeyPem } = h.sandbox.tpay.keys;
    // Genuine, but paying less than the transaction: the shop refuses it.
    const short = forged(sandboxId, { tr_amount: '1.00', tr_paid: '1.00' }, signingKeyPem, h.sandbox.tpay.certUrl);
    const refused = await send(short.body, short.signature);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await refused.text()).toBe('FALSE');
    // Forged (a guessed security code): refused the same way.
    const guessed = forged(sandboxId, {}, signingKeyPem, h.sandbox.tpay.certUrl);
    const form = Object.fromEntries(new URLSearchParams(guessed.body));
    const body = new URLSearchParams({ ...form, md5sum: tpaySandboxMd5(form, 'guessed-code') }).toString();
    const forgedAnswer = await send(body, signTpayJws(body, signingKeyPem, h.sandbox.tpay.certUrl));
    expect([forgedAnswer.status, forgedAnswer.headers.get('content-type'), await forgedAnswer.text()]).toEqual([
      400,
      expect.stringMatching(/^text\/plain/),
      'FALSE',
    ]);
    const genuine = h.sandbox.tpay.notificationOf(sandboxId, 'paid');
    const taken = await send(genuine.body, genuine.signature);
    expect([taken.status, taken.headers.get('content-type'), await taken.text()]).toEqual([
      200,
      expect.stringMatching(/^text\/plain/),
      'TRUE',
    ]);
  });

  describe('refuses forged notifications, recording nothing', () => {
    const expectUntouched = async (transactionId: string) => {
      expect((await rowOf(transactionId)).result).toBe('pending');
      expect(await eventsOf(transactionId)).toEqual([]);
    };

    it('a wrong md5sum (the JWS itself is valid)', async () => {
      const { transactionId, sandboxId } = await startTpay();
      const { form } = h.sandbox.tpay.notificationOf(sandboxId, 'paid');
      const body = new URLSearchParams({ ...form, md5sum: tpaySandboxMd5(form, 'guessed-code') }).toString();
      const signature = signTpayJws(body, h.sandbox.tpay.keys.signingKeyPem, h.sandbox.tpay.certUrl);
      expect(await notify(body, signature)).toEqual({ status: 400, text: 'FALSE' });
      await expectUntouched(transactionId);
    });

    it('a JWS that does not sign this body, or none at all', async () => {
      const { transactionId, sandboxId } = await startTpay();
      const genuine = h.sandbox.tpay.notificationOf(sandboxId, 'paid');
      // The genuine signature of the paid notification, on a body claiming a different amount.
      const altered = new URLSearchParams({ ...genuine.form, tr_paid: '99999.00' }).toString();
      expect(await notify(altered, genuine.signature)).toEqual({ status: 400, text: 'FALSE' });
      // Signed by another key but pointing at the genuine certificate.
      const other = signTpayJws(genuine.body, rogue.signingKeyPem, h.sandbox.tpay.certUrl);
      expect(await notify(genuine.body, other)).toEqual({ status: 400, text: 'FALSE' });
      expect(await notify(genuine.body, '')).toEqual({ status: 400, text: 'FALSE' });
      await expectUntouched(transactionId);
    });

    it('a JWS whose header is not an object (JSON null), without a server error', async () => {
      const { transactionId, sandboxId } = await startTpay();
      const { body } = forged(sandboxId, {}, h.sandbox.tpay.keys.signingKeyPem, h.sandbox.tpay.certUrl);
      for (const header of ['null', '"RS256"', '[]']) {
        const signature = `${Buffer.from(header).toString('base64url')}..c2ln`;
        expect(await notify(body, signature)).toEqual({ status: 400, text: 'FALSE' });
      }
      await expectUntouched(transactionId);
    });

    it('a certificate outside the configured prefix', async () => {
      const { transactionId, sandboxId } = await startTpay();
      // The genuine certificate and key, but served from elsewhere: the prefix alone must refuse it.
      h.sandbox.publish('/elsewhere/notifications.pem', h.sandbox.tpay.keys.signingCertPem);
      const { body, signature } = forged(
        sandboxId,
        {},
        h.sandbox.tpay.keys.signingKeyPem,
        `${h.sandbox.url}/elsewhere/notifications.pem`,
      );
      expect(await notify(body, signature)).toEqual({ status: 400, text: 'FALSE' });
      await expectUntouched(transactionId);
    });

    it('a certificate inside the prefix that is not from the root CA', async () => {
      const { transactionId, sandboxId } = await startTpay();
      h.sandbox.publish('/tpay/certs/rogue.pem', rogue.signingCertPem);
      const { body, signature } = forged(
        sandboxId,
        {},
        rogue.signingKeyPem,
        `${h.sandbox.settings.tpay.certUrlPrefix}rogue.pem`,
      );
      expect(await notify(body, signature)).toEqual({ status: 400, text: 'FALSE' });
      await expectUntouched(transactionId);
      const refused = await h.payments.context.db
        .select()
        .from(providerNotifications)
        .where(
          eq(
            providerNotifications.digest,
            (await import('node:crypto')).createHash('sha256').update(body).digest('hex'),
          ),
        );
      expect(refused).toEqual([
        expect.objectContaining({ effect: 'refused', verified: false, note: 'certificate not issued by the root CA' }),
      ]);
    });

    it('a genuine signature over a success that does not say what was paid', async () => {
      const { transactionId, sandboxId } = await startTpay();
      for (const tr_paid of ['', 'dużo', '12,50']) {
        const { body, signature } = forged(
          sandboxId,
          { tr_paid },
          h.sandbox.tpay.keys.signingKeyPem,
          h.sandbox.tpay.certUrl,
        );
        expect(await notify(body, signature)).toEqual({ status: 400, text: 'FALSE' });
      }
      await expectUntouched(transactionId);
    });

    it('a genuine signature over an amount that does not cover the payment', async () => {
      const { transactionId, sandboxId } = await startTpay();
      const { body, signature } = forged(
        sandboxId,
        { tr_amount: '1.00', tr_paid: '1.00' },
        h.sandbox.tpay.keys.signingKeyPem,
        h.sandbox.tpay.certUrl,
      );
      expect(await notify(body, signature)).toEqual({ status: 400, text: 'FALSE' });
      await expectUntouched(transactionId);
    });
  });
});
