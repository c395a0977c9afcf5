import { formatMoney, INSTALLMENT_MIN_BASKET } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { ProviderContext } from './index';
import { toDecimalPln } from './polcard';
import type { BrowserReturn, PaymentProvider, PaymentRequest, ProviderOutcome } from './provider';

/**
 * eRaty, the installment loans of Santander Consumer Bank.
 *
 * Start: the browser POSTs a form to the bank's application form `{url}/formularz` with the shop number
 * (numerSklepu), our transaction id as the shop's order number (nrZamowieniaSklep), the lines
 * (nazwaTowaruN, wartoscTowaruN = unit gross, liczbaSztukTowaruN, jednostkaTowaruN), their total
 * (wartoscTowarow), the customer and two return URLs. The bank sends the browser back to wniosekZapisany
 * with `id_wniosku` (application number) and `id_zamowienia` (our order number), or to wniosekAnulowany.
 * Nothing in that return is signed, so it only records the application number as pending.
 *
 * Decision: polled with GetApplicationState (`POST {url}/GetApplicationState`, JSON
 * `{ numerSklepu, haslo, idWniosku }` → `{ idWniosku, idZamowienia, stan }`). States: Bank / Klient — the
 * bank or the customer is working on it; Sklep — the bank waits for the shop to confirm the goods (still
 * pending here: the credit is not paid out yet); Wydaj_towar /
 * Zakonczona — granted, hand over the goods; Odmowa — rejected.
 */

export type EratyState = 'Bank' | 'Klient' | 'Sklep' | 'Wydaj_towar' | 'Zakonczona' | 'Odmowa';
export const eratyStates: EratyState[] = ['Bank', 'Klient', 'Sklep', 'Wydaj_towar', 'Zakonczona', 'Odmowa'];

/** Refuses an installment start below the banks' smallest basket (INSTALLMENT_MIN_BASKET, SPEC §5, §9). */
export function assertInstallmentMinimum(request: PaymentRequest): void {
  if (request.amountPln < INSTALLMENT_MIN_BASKET.amount) {
    throw new AppError('business_rule', {
      messageKey: 'error.installment_minimum',
      params: { minimum: formatMoney(INSTALLMENT_MIN_BASKET, request.language) },
      detail: `installment of ${request.amountPln} grosze is below the bank's minimum`,
    });
  }
}

/**
 * The order lines as the bank wants them: their values must add up to the financed amount. When they do
 * not (delivery, a promo discount), the whole order goes as one line.
 */
export function installmentLines(request: PaymentRequest): { name: string; quantity: number; unitPln: number }[] {
  const lines = request.lines.map((line) => ({ name: line.name, quantity: line.quantity, unitPln: line.unitGrossPln }));
  const sum = lines.reduce((total, line) => total + line.quantity * line.unitPln, 0);
  if (lines.length > 0 && sum === request.amountPln) return lines;
  const name = request.language === 'pl' ? `Zamówienie ${request.orderNumber}` : `Order ${request.orderNumber}`;
  return [{ name, quantity: 1, unitPln: request.amountPln }];
}

/** A URL with extra query parameters (the return URL may carry some already). */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/** Settings: ERATY_URL (the bank's base), ERATY_SHOP_NUMBER, ERATY_PASSWORD (of GetApplicationState). */
export function createEratyProvider(context: ProviderContext): PaymentProvider {
  const { settings, log } = context;
  const doFetch = context.fetch ?? fetch;
  const bank = settings.ERATY_URL!.replace(/\/$/, '');
  const shopNumber = settings.ERATY_SHOP_NUMBER!;
  return {
    method: 'installment_eraty',
    name: 'eraty',

    async start(request) {
      assertInstallmentMinimum(request);
      const { customer } = request;
      const fields: Record<string, string> = {
        numerSklepu: shopNumber,
        typProduktu: '0',
        wariantSklepu: '1',
        nrZamowieniaSklep: request.transactionId,
        wartoscTowarow: toDecimalPln(request.amountPln),
        imie: customer.firstName,
        nazwisko: customer.lastName,
        email: customer.email,
        telKontakt: customer.phone ?? '',
        ulica: customer.street ?? '',
        miasto: customer.city ?? '',
        kodPocz: customer.zipCode ?? '',
        char: 'UTF',
        wniosekZapisany: withQuery(request.returnUrl, { wynik: 'zapisany' }),
        wniosekAnulowany: withQuery(request.returnUrl, { wynik: 'anulowany' }),
      };
      const lines = installmentLines(request);
      lines.forEach((line, index) => {
        const n = index + 1;
        fields[`nazwaTowaru${n}`] = line.name.slice(0, 100);
        fields[`wartoscTowaru${n}`] = toDecimalPln(line.unitPln);
        fields[`liczbaSztukTowaru${n}`] = String(line.quantity);
        fields[`jednostkaTowaru${n}`] = 'szt.';
      });
      fields.liczbaSztukTowarow = String(lines.length);
      return { kind: 'form', url: `${bank}/formularz`, fields };
    },

    async browserReturn({ query }): Promise<BrowserReturn> {
      const transactionId = query.id_zamowienia || undefined;
      // A cancelled application: the shopper may start again; the unsigned return records nothing.
      if (!transactionId || query.wynik === 'anulowany' || !query.id_wniosku) return { transactionId, page: 'error' };
      // Unsigned too, but it only names the application to poll: pending changes nothing, and poll checks
      // with the bank that the application belongs to this transaction before anything is decided.
      const outcome: ProviderOutcome = {
        transactionId,
        result: 'pending',
        providerRef: query.id_wniosku,
        reason: 'eRaty: wniosek złożony',
      };
      return { transactionId, outcome, page: 'success' };
    },

    async poll({ transactionId, providerRef }) {
      let response: Response;
      try {
        response = await doFetch(`${bank}/GetApplicationState`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ numerSklepu: shopNumber, haslo: settings.ERATY_PASSWORD, idWniosku: providerRef }),
          signal: AbortSignal.timeout(settings.PAYMENT_PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        log.warn({ err: error, transactionId }, 'eRaty not reachable');
        throw new AppError('payment_provider_unavailable', { cause: error });
      }
      if (response.status === 404) {
        log.warn({ transactionId, providerRef }, 'eRaty does not know this application');
        return undefined;
      }
      const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) {
        log.warn({ transactionId, status: response.status }, 'eRaty refused the state inquiry');
        throw new AppError('payment_provider_unavailable', { detail: `eRaty answered ${response.status}` });
      }
      // The return that named this application was not signed: the bank's word on whose it is decides.
      if (answer.idZamowienia !== transactionId || answer.idWniosku !== providerRef) {
        log.warn({ transactionId, providerRef }, 'eRaty application belongs to another order');
        return undefined;
      }
      return outcomeOfState(transactionId, providerRef, String(answer.stan));
    },
  };
}

export function outcomeOfState(
  transactionId: string,
  providerRef: string,
  state: string | undefined,
): ProviderOutcome | undefined {
  switch (state) {
    case 'Bank':
    case 'Klient':
    case 'Sklep':
      return { transactionId, providerRef, result: 'pending', reason: `eRaty: ${state}` };
    case 'Wydaj_towar':
    case 'Zakonczona':
      return { transactionId, providerRef, result: 'success', reason: `eRaty: ${state}` };
    case 'Odmowa':
      return { transactionId, providerRef, result: 'failure', retryable: false, reason: 'eRaty: Odmowa' };
    default:
      return undefined;
  }
}
