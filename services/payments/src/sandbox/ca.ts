import { randomInt, randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import { INSTALLMENT_MIN_BASKET } from '@shop/contracts';
import type { ParameterizedContext } from 'koa';
import { caHash, caRequestSigned, caReturnSigned } from '../providers/ca';
import { withQuery } from '../providers/eraty';
import { fromDecimalPln } from '../providers/polcard';
import { escapeHtml, formatPln, page, readForm } from './http';
import type { MountSandbox, SandboxSettings } from './settings';

/**
 * Credit Agricole's side of CA Raty, for tests and demos (the protocol is described in providers/ca.ts).
 *
 * - POST /ca/eWniosek/simulator   the shop's form; a wrong PARAM_HASH gets an error page
 * - POST /ca/eWniosek/:id         the customer's choice ("Wyślij wniosek" / "Anuluj"); back to the shop, signed
 * - GET  /ca/admin                the applications sent (the decision itself is recorded by the shop's staff)
 */

const required = ['POST_ATTR', 'PARAM_ORDER_NUMBER', 'PARAM_CREDIT_AMOUNT', 'PARAM_RETURN_URL', 'PARAM_HASH'] as const;
/** The shop's form once checked: the required fields are there. */
type CheckedForm = Record<string, string> & Record<(typeof required)[number], string>;

interface Application {
  id: string;
  number?: string;
  fields: CheckedForm;
  status?: 'submitted' | 'cancelled';
}

/** The bank finances baskets from the shop's installment minimum (SPEC §9), as the real bank does. */
const minimumGrosze = INSTALLMENT_MIN_BASKET.amount;

export const mountCaSandbox: MountSandbox = (router: Router, settings: SandboxSettings) => {
  const { partnerId, secret } = settings.ca;
  const applications = new Map<string, Application>();

  router.post('/ca/eWniosek/simulator', async (ctx) => {
    const fields = await readForm(ctx);
    if (fields.PARAM_PROFILE !== partnerId) return refuse(ctx, 'Nieznany identyfikator sklepu (PARAM_PROFILE).');
    if (fields.PARAM_TYPE !== 'RAT') return refuse(ctx, 'Nieobsługiwany rodzaj wniosku (PARAM_TYPE).');
    const missing = required.filter((name) => !fields[name]).join(', ');
    if (missing) return refuse(ctx, `Brak wymaganych pól: ${missing}.`);
    if (fields.PARAM_HASH !== caHash(fields, caRequestSigned, secret)) {
      return refuse(ctx, 'Nieprawidłowy podpis wniosku (PARAM_HASH). Wniosek odrzucony.');
    }
    const amount = fromDecimalPln(fields.PARAM_CREDIT_AMOUNT);
    if (amount === undefined) return refuse(ctx, 'Nieprawidłowa kwota kredytu (PARAM_CREDIT_AMOUNT).');
    if (amount < minimumGrosze) return refuse(ctx, `Minimalna kwota kredytu to ${formatPln(minimumGrosze)}.`);
    const application: Application = { id: randomUUID(), fields: fields as CheckedForm };
    applications.set(application.id, application);
    ctx.type = 'html';
    ctx.body = applicationPage(application);
  });

  router.post('/ca/eWniosek/:id', async (ctx) => {
    const application = applications.get(ctx.params.id!);
    if (!application) return refuse(ctx, 'Nie znaleziono wniosku.', 404);
    if (application.status) return refuse(ctx, 'Ten wniosek został już wysłany lub anulowany.', 409);
    const { decyzja } = await readForm(ctx);
    application.status = decyzja === 'wyslij' ? 'submitted' : 'cancelled';
    if (application.status === 'submitted') application.number = `CA/${randomInt(10 ** 6, 10 ** 7)}`;
    const back: Record<string, string> = {
      PARAM_PROFILE: partnerId,
      POST_ATTR: application.fields.POST_ATTR,
      PARAM_ORDER_NUMBER: application.fields.PARAM_ORDER_NUMBER,
      PARAM_APPLICATION: application.number ?? '',
      PARAM_STATUS: application.status,
    };
    const { PARAM_PROFILE: _profile, ...query } = back;
    ctx.redirect(
      withQuery(application.fields.PARAM_RETURN_URL, { ...query, PARAM_HASH: caHash(back, caReturnSigned, secret) }),
    );
  });

  router.get('/ca/admin', (ctx) => {
    ctx.type = 'html';
    ctx.body = adminPage([...applications.values()]);
  });
};

function refuse(ctx: ParameterizedContext, message: string, status = 400) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = layout('Błąd wniosku', `<p class="error" role="alert">${esc(message)}</p>`);
}

function applicationPage(application: Application): string {
  const f = application.fields;
  const lines: string[] = [];
  for (let n = 1; f[`cart.itemName${n}`]; n++) {
    lines.push(
      `<tr><td>${esc(f[`cart.itemName${n}`])}</td><td>${esc(f[`cart.itemQty${n}`])}</td><td>${esc(
        pln(f[`cart.itemPrice${n}`]),
      )}</td></tr>`,
    );
  }
  return layout(
    'Wniosek o kredyt ratalny CA Raty',
    `<p>Zamówienie <b>${esc(f.PARAM_ORDER_NUMBER)}</b></p>
<table><thead><tr><th>Towar</th><th>Ilość</th><th>Cena</th></tr></thead><tbody>${lines.join('')}</tbody></table>
<p>Kwota kredytu: <b data-testid="amount">${esc(pln(f.PARAM_CREDIT_AMOUNT))}</b> — 10 rat 0%</p>
<form method="post" action="/ca/eWniosek/${application.id}">
  <label>Imię <input name="imie" value="${esc(f.PARAM_FIRST_NAME)}"></label>
  <label>Nazwisko <input name="nazwisko" value="${esc(f.PARAM_LAST_NAME)}"></label>
  <label>E-mail <input name="email" value="${esc(f.PARAM_EMAIL)}"></label>
  <label>PESEL <input name="pesel" value="90010112345"></label>
  <p>
    <button type="submit" name="decyzja" value="wyslij" class="pay">Wyślij wniosek</button>
    <button type="submit" name="decyzja" value="anuluj" class="reject">Anuluj</button>
  </p>
</form>`,
  );
}

function adminPage(list: Application[]): string {
  const rows = list
    .map(
      (a) =>
        `<tr><td>${esc(a.number ?? '—')}</td><td>${esc(a.fields.PARAM_ORDER_NUMBER)}</td><td>${esc(
          pln(a.fields.PARAM_CREDIT_AMOUNT),
        )}</td><td>${a.status ?? 'otwarty'}</td></tr>`,
    )
    .join('\n');
  return layout(
    'CA Raty — wnioski (sandbox)',
    `<p>Decyzję banku zapisuje obsługa sklepu (POST /internal/payments/ca/decisions).</p>
<table><thead><tr><th>Nr wniosku</th><th>Nr zamówienia</th><th>Kwota</th><th>Stan</th></tr></thead><tbody>${rows}</tbody></table>`,
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
    `<p class="sandbox">Credit Agricole · CA Raty — sandbox (tryb testowy)</p><h1>${esc(title)}</h1>${body}${style}`,
  );
}
