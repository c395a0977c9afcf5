import { createHmac, timingSafeEqual } from 'node:crypto';
import { assertInstallmentMinimum, installmentLines } from './eraty';
import type { ProviderContext } from './index';
import { toDecimalPln } from './polcard';
import type { BrowserReturn, PaymentProvider, ProviderOutcome } from './provider';

/**
 * CA Raty, the installment loans of Credit Agricole.
 *
 * Start: the browser POSTs a form to `{url}/eWniosek/simulator` with PARAM_TYPE=RAT, the shop's fixed id
 * (PARAM_PROFILE), our transaction id (POST_ATTR), the order number (PARAM_ORDER_NUMBER), the financed
 * amount (PARAM_CREDIT_AMOUNT, PLN with 2 decimals), the lines (cart.itemNameN, cart.itemQtyN,
 * cart.itemPriceN), the customer (PARAM_EMAIL, PARAM_FIRST_NAME, PARAM_LAST_NAME, PARAM_PHONE,
 * PARAM_STREET, PARAM_ZIP_CODE, PARAM_CITY), the return URL (PARAM_RETURN_URL) and PARAM_HASH =
 * hex(HMAC-SHA256(key, PARAM_PROFILE|PARAM_TYPE|POST_ATTR|PARAM_ORDER_NUMBER|PARAM_CREDIT_AMOUNT|PARAM_RETURN_URL)).
 * Back: the bank sends the browser to PARAM_RETURN_URL with POST_ATTR, PARAM_ORDER_NUMBER, PARAM_APPLICATION
 * (the application number; empty when cancelled), PARAM_STATUS (submitted | cancelled) and PARAM_HASH =
 * hex(HMAC-SHA256(key, PARAM_PROFILE|POST_ATTR|PARAM_ORDER_NUMBER|PARAM_APPLICATION|PARAM_STATUS)).
 * Decision: the bank tells the shop's staff, who record it (POST /internal/payments/ca/decisions).
 */

export const caRequestSigned = [
  'PARAM_PROFILE',
  'PARAM_TYPE',
  'POST_ATTR',
  'PARAM_ORDER_NUMBER',
  'PARAM_CREDIT_AMOUNT',
  'PARAM_RETURN_URL',
] as const;
export const caReturnSigned = [
  'PARAM_PROFILE',
  'POST_ATTR',
  'PARAM_ORDER_NUMBER',
  'PARAM_APPLICATION',
  'PARAM_STATUS',
] as const;

/** PARAM_HASH over the named fields, in the documented order. */
export function caHash(fields: Record<string, string>, names: readonly string[], key: string): string {
  return createHmac('sha256', key)
    .update(names.map((name) => fields[name] ?? '').join('|'), 'utf8')
    .digest('hex');
}

/** What a decision of the bank, recorded by staff, means for the transaction. */
export function caDecisionOutcome(
  transactionId: string,
  decision: 'granted' | 'rejected',
  providerRef?: string,
): ProviderOutcome {
  return decision === 'granted'
    ? { transactionId, providerRef, result: 'success', reason: 'CA Raty: kredyt przyznany' }
    : { transactionId, providerRef, result: 'failure', retryable: false, reason: 'CA Raty: odmowa kredytu' };
}

/** Settings: CA_URL (the bank's base), CA_PARTNER_ID (the shop's fixed id), CA_SECRET (the PARAM_HASH key). */
export function createCaProvider(context: ProviderContext): PaymentProvider {
  const { settings } = context;
  const bank = settings.CA_URL!.replace(/\/$/, '');
  const profile = settings.CA_PARTNER_ID!;
  const key = settings.CA_SECRET!;

  return {
    method: 'installment_ca',
    name: 'ca',

    async start(request) {
      assertInstallmentMinimum(request);
      const { customer } = request;
      const fields: Record<string, string> = {
        PARAM_TYPE: 'RAT',
        PARAM_PROFILE: profile,
        POST_ATTR: request.transactionId,
        PARAM_ORDER_NUMBER: request.orderNumber,
        PARAM_CREDIT_AMOUNT: toDecimalPln(request.amountPln),
        PARAM_EMAIL: customer.email,
        PARAM_FIRST_NAME: customer.firstName,
        PARAM_LAST_NAME: customer.lastName,
        PARAM_PHONE: customer.phone ?? '',
        PARAM_STREET: customer.street ?? '',
        PARAM_ZIP_CODE: customer.zipCode ?? '',
        PARAM_CITY: customer.city ?? '',
        PARAM_RETURN_URL: request.returnUrl,
      };
      installmentLines(request).forEach((line, index) => {
        fields[`cart.itemName${index + 1}`] = line.name.slice(0, 100);
        fields[`cart.itemQty${index + 1}`] = String(line.quantity);
        fields[`cart.itemPrice${index + 1}`] = toDecimalPln(line.unitPln);
      });
      fields.PARAM_HASH = caHash(fields, caRequestSigned, key);
      return { kind: 'form', url: `${bank}/eWniosek/simulator`, fields };
    },

    async browserReturn({ query }): Promise<BrowserReturn> {
      const transactionId = query.POST_ATTR || undefined;
      const expected = caHash({ ...query, PARAM_PROFILE: profile }, caReturnSigned, key);
      if (!transactionId || !sameText(query.PARAM_HASH, expected)) return { transactionId, page: 'error' };
      if (query.PARAM_STATUS === 'submitted' && query.PARAM_APPLICATION) {
        const outcome: ProviderOutcome = {
          transactionId,
          result: 'pending',
          providerRef: query.PARAM_APPLICATION,
          reason: 'CA Raty: wniosek złożony',
        };
        return { transactionId, outcome, page: 'success' };
      }
      const outcome: ProviderOutcome = {
        transactionId,
        result: 'failure',
        retryable: true,
        reason: 'CA Raty: wniosek anulowany przez klienta',
      };
      return { transactionId, outcome, page: 'error' };
    },
  };
}

function sameText(received: string | undefined, expected: string): boolean {
  const a = Buffer.from(received ?? '', 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
