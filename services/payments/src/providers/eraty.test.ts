import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, transactions } from '../db/schema';
import { pollPending } from '../domain/poller';
import { type PaymentsHarness, startPaymentsHarness } from '../test-harness';
import type { EratyState } from './eraty';

// eRaty end to end: the bank's form, the application, the return with its number, and the decision polled
// from the bank's GetApplicationState while a tester (here: the test) sets the application's state.

let h: PaymentsHarness;

beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h?.stop());

const bank = () => h.sandbox.settings.eraty;

function startBody(lines: { name: string; quantity: number; unit: number }[], total?: number) {
  const amount = total ?? lines.reduce((sum, line) => sum + line.quantity * line.unit, 0);
  return {
    orderId: randomUUID(),
    orderNumber: `ZE/2026/${Math.floor(Math.random() * 90_000) + 10_000}`,
    method: 'installment_eraty',
    amount: { amount, currency: 'PLN' },
    language: 'pl',
    customer: {
      email: 'ewa.wisniewska@example.pl',
      firstName: 'Ewa',
      lastName: 'Wiśniewska',
      phone: '600100200',
      street: 'ul. Lipowa 5',
      zipCode: '00-001',
      city: 'Warszawa',
    },
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitGross: { amount: line.unit, currency: 'PLN' },
    })),
  };
}

const bike = { name: 'Zefir City 28"', quantity: 1, unit: 749_900 };
const lock = { name: 'Zapięcie U-lock', quantity: 2, unit: 12_950 };

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

/** Starts an eRaty payment and fills in the bank's application; answers where the bank sent the browser. */
async function apply(decision: 'zloz' | 'anuluj', body = startBody([bike, lock])) {
  const started = await h.internal('POST', '/internal/payments/start', body);
  expect(started.status).toBe(201);
  const { action, transactionId } = started.body;
  const form = await post(action.url, action.fields);
  expect(form.status).toBe(200);
  const html = await form.text();
  expect(html).toContain('Złóż wniosek');
  const path = /action="(\/eraty\/formularz\/[^"]+)"/.exec(html)?.[1];
  const back = await post(`${h.sandbox.url}${path}`, { decyzja: decision });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location')!);
  return { body, transactionId: transactionId as string, action, location };
}

async function setState(applicationId: string, state: EratyState) {
  const answer = await fetch(`${bank().url}/applications/${applicationId}/state`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ stan: state }),
  });
  expect(answer.status).toBe(200);
}

const poll = () => pollPending(h.payments.context);

describe('eRaty start', () => {
  it('posts the order lines, their total and the customer to the bank form', async () => {
    const body = startBody([bike, lock]);
    const started = await h.internal('POST', '/internal/payments/start', body);
    expect(started.status).toBe(201);
    const { action, transactionId } = started.body;
    expect(action.kind).toBe('form');
    expect(action.url).toBe(`${bank().url}/formularz`);
    expect(action.fields).toMatchObject({
      numerSklepu: bank().shopNumber,
      typProduktu: '0',
      nrZamowieniaSklep: transactionId,
      wartoscTowarow: '7758.00',
      nazwaTowaru1: 'Zefir City 28"',
      wartoscTowaru1: '7499.00',
      liczbaSztukTowaru1: '1',
      jednostkaTowaru1: 'szt.',
      nazwaTowaru2: 'Zapięcie U-lock',
      wartoscTowaru2: '129.50',
      liczbaSztukTowaru2: '2',
      imie: 'Ewa',
      nazwisko: 'Wiśniewska',
      email: 'ewa.wisniewska@example.pl',
      kodPocz: '00-001',
      wniosekZapisany: `${h.gateway.url}/api/payments/eraty/return?wynik=zapisany`,
      wniosekAnulowany: `${h.gateway.url}/api/payments/eraty/return?wynik=anulowany`,
    });
  });

  it('sends the whole order as one line when delivery or a discount makes the lines differ from the total', async () => {
    const started = await h.internal('POST', '/internal/payments/start', startBody([bike], 749_900 + 2_500));
    const fields = started.body.action.fields;
    expect(fields).toMatchObject({ wartoscTowarow: '7524.00', wartoscTowaru1: '7524.00', liczbaSztukTowaru1: '1' });
    expect(fields.nazwaTowaru1).toMatch(/^Zamówienie ZE\/2026\//);
    expect(fields.nazwaTowaru2).toBeUndefined();
  });

  it('refuses to start under 100 PLN, in the shopper language', async () => {
    const cheap = startBody([{ name: 'Dzwonek', quantity: 1, unit: 9_999 }]);
    const answer = await h.internal('POST', '/internal/payments/start', cheap);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      code: 'business_rule',
      // The amount as the shop writes money everywhere (formatMoney): a no-break space before the currency.
      message: 'Raty są dostępne dla zamówień o wartości co najmniej 100,00\u00a0zł',
    });
    // Exactly 100 PLN is enough.
    const enough = await h.internal(
      'POST',
      '/internal/payments/start',
      startBody([{ name: 'Kask', quantity: 1, unit: 10_000 }]),
    );
    expect(enough.status).toBe(201);
  });
});

describe('eRaty sandbox', () => {
  it('refuses a form of an unknown shop and a total that is not the sum of the lines', async () => {
    const started = await h.internal('POST', '/internal/payments/start', startBody([bike, lock]));
    const { url, fields } = started.body.action;
    const unknown = await post(url, { ...fields, numerSklepu: '11111111' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Nieznany numer sklepu');
    const wrongTotal = await post(url, { ...fields, wartoscTowarow: '100.00' });
    expect(wrongTotal.status).toBe(400);
    expect(await wrongTotal.text()).toContain('nie zgadza się');
  });

  it('does not tell the state of an application to a wrong password', async () => {
    const { location } = await apply('zloz');
    const answer = await fetch(`${bank().url}/GetApplicationState`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        numerSklepu: bank().shopNumber,
        haslo: 'zle',
        idWniosku: location.searchParams.get('id_wniosku'),
      }),
    });
    expect(answer.status).toBe(401);
  });
});

describe('eRaty application and decision', () => {
  it('records the application number as pending, then the granted credit as paid', async () => {
    const { body, transactionId, location } = await apply('zloz');
    expect(location.origin + location.pathname).toBe(`${h.gateway.url}/api/payments/eraty/return`);
    const applicationId = location.searchParams.get('id_wniosku')!;
    expect(applicationId).toMatch(/^\d{12}$/);
    expect(location.searchParams.get('id_zamowienia')).toBe(transactionId);

    const shop = await fetch(location, { redirect: 'manual' });
    expect(shop.status).toBe(303);
    expect(shop.headers.get('location')).toBe(`/pl/platnosc/eraty/sukces?order=${body.orderId}&tx=${transactionId}`);
    expect(await transaction(transactionId)).toMatchObject({ result: 'pending', providerRef: applicationId });

    // The bank and the customer are still at it: nothing changes.
    await poll();
    await setState(applicationId, 'Klient');
    await poll();
    await setState(applicationId, 'Sklep');
    await poll();
    expect((await transaction(transactionId)).result).toBe('pending');
    expect(await eventsOf(transactionId)).toEqual([]);

    await setState(applicationId, 'Wydaj_towar');
    expect(await poll()).toBeGreaterThanOrEqual(1);
    expect(await transaction(transactionId)).toMatchObject({ result: 'success', type: 'installment' });
    expect(await eventsOf(transactionId)).toEqual([
      expect.objectContaining({
        type: 'payment-succeeded',
        data: { orderId: body.orderId, transactionId, method: 'installment_eraty', amount: body.amount },
      }),
    ]);

    // Polled again (Zakonczona): still one event.
    await setState(applicationId, 'Zakonczona');
    await poll();
    expect(await eventsOf(transactionId)).toHaveLength(1);
  });

  it('records a rejection (Odmowa) as a final failure', async () => {
    const { transactionId, location } = await apply('zloz');
    await fetch(location, { redirect: 'manual' });
    await setState(location.searchParams.get('id_wniosku')!, 'Odmowa');
    await poll();
    expect(await transaction(transactionId)).toMatchObject({ result: 'failure', retryable: false });
    expect(await eventsOf(transactionId)).toEqual([
      expect.objectContaining({
        type: 'payment-failed',
        data: expect.objectContaining({ method: 'installment_eraty', retryable: false, reason: 'eRaty: Odmowa' }),
      }),
    ]);
  });

  it('sends a cancelled application to the error page and records nothing', async () => {
    const { body, transactionId, location } = await apply('anuluj');
    expect(location.searchParams.get('wynik')).toBe('anulowany');
    const shop = await fetch(location, { redirect: 'manual' });
    expect(shop.headers.get('location')).toBe(`/pl/platnosc/eraty/blad?order=${body.orderId}&tx=${transactionId}`);
    expect(await transaction(transactionId)).toMatchObject({ result: 'pending', providerRef: null });
  });

  it('does not take a decision about an application that belongs to another order', async () => {
    const first = await apply('zloz');
    const second = await apply('zloz');
    const firstApplication = first.location.searchParams.get('id_wniosku')!;
    // A forged return naming the first order's (granted) application for the second transaction.
    const forged = new URL(second.location);
    forged.searchParams.set('id_wniosku', firstApplication);
    await fetch(forged, { redirect: 'manual' });
    await setState(firstApplication, 'Wydaj_towar');
    await poll();
    expect((await transaction(second.transactionId)).result).toBe('pending');
  });
});
