import { randomInt, randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import { INSTALLMENT_MIN_BASKET } from '@shop/contracts';
import type { ParameterizedContext } from 'koa';
import { type EratyState, eratyStates, withQuery } from '../providers/eraty';
import { fromDecimalPln } from '../providers/polcard';
import { escapeHtml, formatPln, page, readText } from './http';
import type { MountSandbox, SandboxSettings } from './settings';

/**
 * Santander Consumer Bank's side of eRaty, for tests and demos.
 *
 * - POST /eraty/formularz                  the shop's form: the application page ("Złóż wniosek" / "Anuluj")
 * - POST /eraty/formularz/:id              the customer's choice; back to wniosekZapisany with id_wniosku and
 *                                          id_zamowienia, or to wniosekAnulowany with id_zamowienia
 * - POST /eraty/GetApplicationState        JSON (or form) { numerSklepu, haslo, idWniosku }
 *                                          → { idWniosku, idZamowienia, stan }; 401 wrong password, 404 unknown
 * - POST /eraty/applications/:id/state     { stan } (or { state }) sets what the bank decided, for tests
 * - GET  /eraty/admin                      applications, with a button for every state
 * A new application starts in state Bank.
 */

const required = [
  'nrZamowieniaSklep',
  'wartoscTowarow',
  'wniosekZapisany',
  'wniosekAnulowany',
  'nazwaTowaru1',
] as const;
/** The shop's form once checked: the required fields are there. */
type CheckedForm = Record<string, string> & Record<(typeof required)[number], string>;

interface Application {
  id: string;
  orderId: string;
  amount: string;
  customer: string;
  state: EratyState;
}

/** The bank finances baskets from the shop's installment minimum (SPEC §9), as the real bank does. */
const minimumGrosze = INSTALLMENT_MIN_BASKET.amount;

export const mountEratySandbox: MountSandbox = (router: Router, settings: SandboxSettings) => {
  const { shopNumber, password } = settings.eraty;
  const drafts = new Map<string, CheckedForm>();
  const applications = new Map<string, Application>();

  router.post('/eraty/formularz', async (ctx) => {
    const fields = await readFields(ctx);
    if (fields.numerSklepu !== shopNumber) return refuse(ctx, 'Nieznany numer sklepu (numerSklepu).');
    const missing = required.filter((name) => !fields[name]).join(', ');
    if (missing) return refuse(ctx, `Brak wymaganych pól: ${missing}.`);
    const total = fromDecimalPln(fields.wartoscTowarow);
    if (total === undefined) return refuse(ctx, 'Nieprawidłowa wartość towarów (wartoscTowarow).');
    let sum = 0;
    for (let n = 1; fields[`nazwaTowaru${n}`]; n++) {
      const value = fromDecimalPln(fields[`wartoscTowaru${n}`]);
      const count = Number(fields[`liczbaSztukTowaru${n}`]);
      if (value === undefined || !Number.isInteger(count) || count < 1) {
        return refuse(ctx, `Nieprawidłowa pozycja ${n} zamówienia.`);
      }
      sum += value * count;
    }
    if (sum !== total) return refuse(ctx, 'Wartość towarów nie zgadza się z sumą pozycji zamówienia.');
    if (total < minimumGrosze) return refuse(ctx, `Minimalna wartość zakupów na raty to ${formatPln(minimumGrosze)}.`);
    const id = randomUUID();
    drafts.set(id, fields as CheckedForm);
    ctx.type = 'html';
    ctx.body = applicationPage(id, fields);
  });

  router.post('/eraty/formularz/:id', async (ctx) => {
    const fields = drafts.get(ctx.params.id!);
    if (!fields) return refuse(ctx, 'Wniosek wygasł lub został już wysłany.', 404);
    drafts.delete(ctx.params.id!);
    const { decyzja } = await readFields(ctx);
    const orderId = fields.nrZamowieniaSklep;
    if (decyzja !== 'zloz') {
      ctx.redirect(withQuery(fields.wniosekAnulowany, { id_zamowienia: orderId }));
      return;
    }
    const application: Application = {
      id: `${new Date().getFullYear()}${String(randomInt(10 ** 7, 10 ** 8))}`,
      orderId,
      amount: fields.wartoscTowarow,
      customer: `${fields.imie ?? ''} ${fields.nazwisko ?? ''}`.trim(),
      state: 'Bank',
    };
    applications.set(application.id, application);
    ctx.redirect(withQuery(fields.wniosekZapisany, { id_wniosku: application.id, id_zamowienia: orderId }));
  });

  router.post('/eraty/GetApplicationState', async (ctx) => {
    const query = await readFields(ctx);
    if (query.numerSklepu !== shopNumber || query.haslo !== password) {
      ctx.status = 401;
      ctx.body = { blad: 'Nieprawidłowy numer sklepu lub hasło' };
      return;
    }
    const application = applications.get(query.idWniosku ?? '');
    if (!application) {
      ctx.status = 404;
      ctx.body = { blad: 'Nie znaleziono wniosku' };
      return;
    }
    ctx.body = { idWniosku: application.id, idZamowienia: application.orderId, stan: application.state };
  });

  router.post('/eraty/applications/:id/state', async (ctx) => {
    const application = applications.get(ctx.params.id!);
    const fields = await readFields(ctx);
    const state = (fields.stan ?? fields.state) as EratyState;
    if (!application) return refuse(ctx, 'Nie znaleziono wniosku.', 404);
    if (!eratyStates.includes(state)) return refuse(ctx, `Nieznany stan wniosku: ${state}.`);
    application.state = state;
    if (ctx.accepts('html', 'json') === 'json') {
      ctx.body = { idWniosku: application.id, idZamowienia: application.orderId, stan: state };
    } else {
      ctx.redirect('/eraty/admin');
    }
  });

  router.get('/eraty/admin', (ctx) => {
    ctx.type = 'html';
    ctx.body = adminPage([...applications.values()]);
  });
};

/** The body as fields, whether the caller sent a form or JSON. */
async function readFields(ctx: ParameterizedContext): Promise<Record<string, string>> {
  const text = await readText(ctx);
  if (ctx.is('json')) {
    try {
      const parsed = JSON.parse(text || '{}') as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, String(value ?? '')]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function refuse(ctx: ParameterizedContext, message: string, status = 400) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = layout('Błąd wniosku', `<p class="error" role="alert">${esc(message)}</p>`);
}

function applicationPage(id: string, fields: Record<string, string>): string {
  const lines: string[] = [];
  for (let n = 1; fields[`nazwaTowaru${n}`]; n++) {
    lines.push(
      `<tr><td>${esc(fields[`nazwaTowaru${n}`])}</td><td>${esc(fields[`liczbaSztukTowaru${n}`])} ${esc(
        fields[`jednostkaTowaru${n}`] ?? 'szt.',
      )}</td><td>${esc(pln(fields[`wartoscTowaru${n}`]))}</td></tr>`,
    );
  }
  return layout(
    'Wniosek o kredyt ratalny eRaty',
    `<p>Zamówienie <b>${esc(fields.nrZamowieniaSklep)}</b> w sklepie nr ${esc(fields.numerSklepu)}</p>
<table><thead><tr><th>Towar</th><th>Ilość</th><th>Cena</th></tr></thead><tbody>${lines.join('')}</tbody></table>
<p>Wartość zakupów: <b data-testid="amount">${esc(pln(fields.wartoscTowarow))}</b></p>
<form method="post" action="/eraty/formularz/${id}">
  <label>Imię <input name="imie" value="${esc(fields.imie)}"></label>
  <label>Nazwisko <input name="nazwisko" value="${esc(fields.nazwisko)}"></label>
  <label>E-mail <input name="email" value="${esc(fields.email)}"></label>
  <label>Telefon <input name="telefon" value="${esc(fields.telKontakt)}"></label>
  <label>PESEL <input name="pesel" value="90010112345"></label>
  <label>Liczba rat <select name="liczbaRat"><option>10</option><option selected>20</option></select></label>
  <p>
    <button type="submit" name="decyzja" value="zloz" class="pay">Złóż wniosek</button>
    <button type="submit" name="decyzja" value="anuluj" class="reject">Anuluj</button>
  </p>
</form>`,
  );
}

function adminPage(list: Application[]): string {
  const rows = list
    .map((application) => {
      const buttons = eratyStates
        .map(
          (state) => `<form method="post" action="/eraty/applications/${esc(application.id)}/state">
<input type="hidden" name="stan" value="${state}"><button type="submit"${state === application.state ? ' disabled' : ''}>${state}</button></form>`,
        )
        .join('');
      return `<tr><td>${esc(application.id)}</td><td>${esc(application.orderId)}</td><td>${esc(
        pln(application.amount),
      )}</td><td>${esc(application.customer)}</td><td data-testid="state">${application.state}</td><td class="actions">${buttons}</td></tr>`;
    })
    .join('\n');
  return layout(
    'eRaty — wnioski (sandbox)',
    `<table><thead><tr><th>Nr wniosku</th><th>Nr zamówienia</th><th>Kwota</th><th>Klient</th><th>Stan</th><th>Ustaw stan</th></tr></thead>
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
    `<p class="sandbox">Santander Consumer Bank · eRaty — sandbox (tryb testowy)</p><h1>${esc(title)}</h1>${body}${style}`,
  );
}
