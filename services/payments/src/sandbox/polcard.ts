import { randomInt, randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import {
  fromDecimalPln,
  PLN_NUMERIC,
  polcardNotificationHash,
  polcardRequestHash,
  polcardResponseHash,
} from '../providers/polcard';
import { escapeHtml, formatPln, page, readForm } from './http';
import { mountPolcardRefunds, type PolcardRefundsSandbox } from './polcard-refunds';
import type { SandboxSettings } from './settings';

/**
 * PolCard's side of Fiserv IPG Connect, for tests and demos: the hosted card page, the browser return and
 * the server-to-server notification, signed as the real gateway signs them (see providers/polcard.ts).
 *
 * - POST /polcard/connect/gateway/processing  the shop's form; a wrong hashExtended gets an error page
 * - POST /polcard/connect/pay/:id              the shopper's choice on the card page
 * - GET  /polcard/admin                        transactions; WAITING ones can be finished from here
 * - POST /polcard/transactions/:oid/complete   {status: APPROVED|DECLINED|FAILED} finishes a WAITING one
 */

/** A test card the sandbox always declines (any other card number is approved). */
export const POLCARD_DECLINED_CARD = '4000 0000 0000 0002';
const TEST_CARD = '4005 5500 0000 0019';

type Status = 'APPROVED' | 'DECLINED' | 'FAILED' | 'WAITING';

/** The shop's form once checked: the required fields are there. */
type CheckedForm = Record<string, string> & Record<(typeof required)[number] | 'transactionNotificationURL', string>;

interface CardPayment {
  id: string;
  request: CheckedForm;
  status?: Status;
  response?: Record<string, string>;
  notifications: { status: Status; answeredWith: number | string }[];
}

const required = [
  'txntype',
  'timezone',
  'txndatetime',
  'hash_algorithm',
  'storename',
  'chargetotal',
  'currency',
  'oid',
  'responseSuccessURL',
  'responseFailURL',
  'hashExtended',
] as const;

export function mountPolcardSandbox(router: Router, settings: SandboxSettings): { refunds: PolcardRefundsSandbox } {
  const { posId, merchantKey } = settings.polcard;
  const payments = new Map<string, CardPayment>();
  const byOid = new Map<string, CardPayment>();

  router.post('/polcard/connect/gateway/processing', async (ctx) => {
    const fields = await readForm(ctx);
    const missing = required.filter((name) => !fields[name]);
    if (missing.length > 0) return refuse(ctx, `Brak wymaganych pól: ${missing.join(', ')}.`);
    if (fields.storename !== posId) return refuse(ctx, `Nieznany sklep (storename ${fields.storename}).`);
    if (fields.hash_algorithm !== 'HMACSHA256') return refuse(ctx, 'Nieobsługiwany algorytm podpisu.');
    if (fields.hashExtended !== polcardRequestHash(fields, merchantKey)) {
      return refuse(ctx, 'Nieprawidłowy podpis żądania (hashExtended). Transakcja odrzucona.');
    }
    if (fields.currency !== PLN_NUMERIC) return refuse(ctx, 'Obsługiwana jest wyłącznie waluta PLN (985).');
    const amount = fromDecimalPln(fields.chargetotal);
    if (amount === undefined || amount <= 0) return refuse(ctx, 'Nieprawidłowa kwota (chargetotal).');
    if (byOid.get(fields.oid!)?.status) return refuse(ctx, 'Zamówienie o tym numerze (oid) już istnieje.');

    const request = { transactionNotificationURL: '', ...fields } as CheckedForm;
    const payment: CardPayment = { id: randomUUID(), request, notifications: [] };
    payments.set(payment.id, payment);
    byOid.set(request.oid, payment);
    ctx.type = 'html';
    ctx.body = cardPage(payment);
  });

  router.post('/polcard/connect/pay/:id', async (ctx) => {
    const payment = payments.get(ctx.params.id!);
    if (!payment) return refuse(ctx, 'Nie znaleziono transakcji.', 404);
    if (payment.status) return refuse(ctx, 'Ta transakcja została już zakończona.', 409);
    const form = await readForm(ctx);
    const card = (form.cardnumber ?? '').replace(/\s/g, '');
    const status = decide(form.decision, card);
    payment.status = status;
    payment.response = responseFields(payment, status, card);
    // The gateway notifies the shop before it sends the shopper back, as a real one usually does.
    await notifyShop(payment, status);
    const fields: Record<string, string> = {
      ...payment.response,
      response_hash: polcardResponseHash(payment.response, posId, merchantKey),
    };
    const target = status === 'APPROVED' ? payment.request.responseSuccessURL : payment.request.responseFailURL;
    ctx.type = 'html';
    ctx.body = returnPage(target, fields, status);
  });

  router.get('/polcard/admin', (ctx) => {
    ctx.type = 'html';
    ctx.body = adminPage([...payments.values()]);
  });

  router.post('/polcard/transactions/:oid/complete', async (ctx) => {
    const payment = byOid.get(ctx.params.oid!);
    const form = await readForm(ctx);
    const status = form.status as Status;
    if (!payment?.response) return refuse(ctx, 'Nie znaleziono transakcji.', 404);
    if (payment.status !== 'WAITING') return refuse(ctx, 'Transakcja nie oczekuje na wynik.', 409);
    if (!['APPROVED', 'DECLINED', 'FAILED'].includes(status)) return refuse(ctx, 'Nieznany status.', 400);
    payment.status = status;
    payment.response = responseFields(payment, status, '');
    const answeredWith = await notifyShop(payment, status);
    if (ctx.accepts('html', 'json') === 'json') {
      ctx.body = { oid: ctx.params.oid, status, notification: answeredWith };
    } else {
      ctx.redirect('/polcard/admin');
    }
  });

  function responseFields(payment: CardPayment, status: Status, card: string): Record<string, string> {
    const request = payment.request;
    const ipgTransactionId = payment.response?.ipgTransactionId ?? String(randomInt(10 ** 9, 10 ** 10));
    const approval: Record<Status, string> = {
      APPROVED: `Y:${String(randomInt(10 ** 5, 10 ** 6))}:${ipgTransactionId}:PPX :${ipgTransactionId}`,
      DECLINED: 'N:05:Do not honour',
      FAILED: 'N:-30031:Technical problem, please try again',
      WAITING: '?:waiting',
    };
    const fields: Record<string, string> = {
      txntype: request.txntype,
      timezone: request.timezone,
      txndatetime: request.txndatetime,
      chargetotal: request.chargetotal,
      currency: request.currency,
      oid: request.oid,
      status,
      approval_code: approval[status],
      ipgTransactionId,
      terminal_id: '80900000',
      processor_response_code: status === 'APPROVED' ? '00' : status === 'DECLINED' ? '05' : '',
      hash_algorithm: 'HMACSHA256',
    };
    if (card) fields.cardnumber = `(VISA) ... ${card.slice(-4)}`;
    if (status === 'DECLINED') fields.fail_reason = 'Karta odrzucona przez wydawcę';
    if (status === 'FAILED') fields.fail_reason = 'Błąd techniczny';
    return fields;
  }

  async function notifyShop(payment: CardPayment, status: Status): Promise<number | string> {
    const fields: Record<string, string> = { ...payment.response, storename: posId };
    fields.notification_hash = polcardNotificationHash(fields, posId, merchantKey);
    let answeredWith: number | string;
    try {
      const response = await fetch(payment.request.transactionNotificationURL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(5_000),
      });
      answeredWith = response.status;
    } catch (error) {
      answeredWith = error instanceof Error ? error.message : String(error);
    }
    payment.notifications.push({ status, answeredWith });
    return answeredWith;
  }

  const refunds = mountPolcardRefunds(router, settings, (ipgTransactionId) => {
    const payment = [...payments.values()].find(
      (candidate) => candidate.status === 'APPROVED' && candidate.response?.ipgTransactionId === ipgTransactionId,
    );
    const amount = fromDecimalPln(payment?.request.chargetotal);
    return payment && amount ? { ipgTransactionId, oid: payment.request.oid, amount } : undefined;
  });
  return { refunds };
}

function decide(decision: string | undefined, card: string): Status {
  if (decision === 'decline') return 'DECLINED';
  if (decision === 'fail') return 'FAILED';
  if (decision === 'wait') return 'WAITING';
  return card === POLCARD_DECLINED_CARD.replace(/\s/g, '') ? 'DECLINED' : 'APPROVED';
}

function refuse(ctx: ParameterizedContext, message: string, status = 400) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = layout('Błąd płatności', `<p class="error" role="alert">${esc(message)}</p>`);
}

function cardPage(payment: CardPayment): string {
  const request = payment.request;
  return layout(
    'Płatność kartą — PolCard',
    `<p>Sklep: <b>${esc(request.storename)}</b>, zamówienie <b>${esc(request.oid)}</b></p>
<p>Do zapłaty: <b data-testid="amount">${esc(pln(request.chargetotal))}</b></p>
<form method="post" action="/polcard/connect/pay/${payment.id}">
  <label>Numer karty <input name="cardnumber" value="${TEST_CARD}" autocomplete="off"></label>
  <label>Ważna do <input name="expiry" value="12/30"></label>
  <label>CVV <input name="cvv" value="123"></label>
  <p>
    <button type="submit" name="decision" value="approve" class="pay">Zapłać</button>
    <button type="submit" name="decision" value="decline" class="reject">Odrzuć</button>
  </p>
  <p class="test">Tryb testowy: karta ${POLCARD_DECLINED_CARD} jest zawsze odrzucana.
    <button type="submit" name="decision" value="fail">Symuluj błąd (FAILED)</button>
    <button type="submit" name="decision" value="wait">Symuluj oczekiwanie (WAITING)</button>
  </p>
</form>`,
  );
}

function returnPage(target: string, fields: Record<string, string>, status: Status): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('\n');
  const said: Record<Status, string> = {
    APPROVED: 'Płatność zaakceptowana.',
    DECLINED: 'Płatność odrzucona.',
    FAILED: 'Płatność nie powiodła się.',
    WAITING: 'Płatność oczekuje na potwierdzenie.',
  };
  return layout(
    'Powrót do sklepu',
    `<p>${said[status]} Za chwilę wrócisz do sklepu.</p>
<form id="back" method="post" action="${esc(target)}">${inputs}
  <button type="submit">Wróć do sklepu</button>
</form>
<script>document.getElementById('back').submit();</script>`,
  );
}

function adminPage(list: CardPayment[]): string {
  const rows = list
    .map((payment) => {
      const actions =
        payment.status === 'WAITING'
          ? ['APPROVED', 'DECLINED']
              .map(
                (status) => `<form method="post" action="/polcard/transactions/${esc(payment.request.oid)}/complete">
  <input type="hidden" name="status" value="${status}"><button type="submit">${status === 'APPROVED' ? 'Zatwierdź' : 'Odrzuć'}</button></form>`,
              )
              .join('')
          : '';
      const notified = payment.notifications.map((n) => `${n.status} → ${n.answeredWith}`).join(', ');
      return `<tr><td>${esc(payment.request.oid)}</td><td>${esc(pln(payment.request.chargetotal))}</td>
<td>${payment.status ?? 'nowa'}</td><td>${esc(notified)}</td><td>${actions}</td></tr>`;
    })
    .join('\n');
  return layout(
    'PolCard — transakcje (sandbox)',
    `<table><thead><tr><th>oid</th><th>Kwota</th><th>Status</th><th>Powiadomienia</th><th></th></tr></thead>
<tbody>${rows}</tbody></table>`,
  );
}

/** Formats a gateway decimal ('1234.50') as a Polish amount. */
function pln(decimal: string | undefined): string {
  return formatPln(fromDecimalPln(decimal) ?? 0);
}

function esc(text: string | undefined): string {
  return escapeHtml(text ?? '');
}

const style =
  '<style>label{display:block;margin:.5rem 0}.error{color:#b3261e;font-weight:700}td,th{padding:.25rem .5rem;text-align:left}</style>';

function layout(title: string, body: string): string {
  return page(
    title,
    `<p class="sandbox">PolCard · Fiserv IPG Connect — sandbox (tryb testowy)</p><h1>${esc(title)}</h1>${body}${style}`,
  );
}
