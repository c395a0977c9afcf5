import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProviderContext } from './index';
import { polcardRefund } from './polcard-refunds';
import type {
  BrowserReturn,
  NotificationReply,
  NotifyInput,
  NotifyResult,
  PaymentProvider,
  PaymentRequest,
  ProviderOutcome,
} from './provider';

/**
 * PolCard card payments through Fiserv IPG Connect (the hosted payment page).
 *
 * Start: the browser POSTs a form to `{url}/connect/gateway/processing`, signed with `hashExtended` =
 * base64(HMAC-SHA256(shared secret, the values of all sent fields sorted by field name, joined with '|')).
 * Back: the gateway POSTs the browser to responseSuccessURL / responseFailURL with `response_hash` =
 * base64(HMAC-SHA256(secret, approval_code|chargetotal|currency|txndatetime|storename)), and sends the
 * server-to-server notification to transactionNotificationURL with `notification_hash` =
 * base64(HMAC-SHA256(secret, chargetotal|currency|txndatetime|storename|approval_code)).
 * Status APPROVED → success, DECLINED / FAILED → failure (the shopper may try again), WAITING → pending.
 * The notification is answered with a 2xx once taken; any other status makes IPG deliver it again.
 */

/**
 * IPG reads only the status of the answer to its notification: a 2xx takes it, anything else is a failed
 * delivery it sends again later. The bodies are for whoever reads the gateway's logs.
 */
const TAKEN: NotificationReply = { status: 200, type: 'text/plain', body: 'OK' };
const REFUSED: NotificationReply = { status: 400, type: 'text/plain', body: 'REFUSED' };

/** ISO 4217 numeric code of PLN: card payments are taken in PLN only. */
export const PLN_NUMERIC = '985';

/** hashExtended of a request: every sent field but the hash itself, values in field-name order. */
export function polcardRequestHash(fields: Record<string, string>, secret: string): string {
  const values = Object.keys(fields)
    .filter((name) => name !== 'hashExtended')
    .sort()
    .map((name) => fields[name]);
  return hmacBase64(secret, values.join('|'));
}

/** response_hash of the browser return. */
export function polcardResponseHash(fields: Record<string, string>, storename: string, secret: string): string {
  const { approval_code = '', chargetotal = '', currency = '', txndatetime = '' } = fields;
  return hmacBase64(secret, [approval_code, chargetotal, currency, txndatetime, storename].join('|'));
}

/** notification_hash of the server-to-server notification. */
export function polcardNotificationHash(fields: Record<string, string>, storename: string, secret: string): string {
  const { approval_code = '', chargetotal = '', currency = '', txndatetime = '' } = fields;
  return hmacBase64(secret, [chargetotal, currency, txndatetime, storename, approval_code].join('|'));
}

/** IPG's local transaction time `yyyy:MM:dd-HH:mm:ss`, in the Europe/Warsaw time zone sent with it. */
export function polcardDateTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}:${parts.month}:${parts.day}-${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Grosze as the gateway's decimal amount: 123450 → '1234.50'. */
export function toDecimalPln(grosze: number): string {
  return `${Math.floor(grosze / 100)}.${String(grosze % 100).padStart(2, '0')}`;
}

/** The gateway's decimal amount in grosze, or undefined when it is not one. */
export function fromDecimalPln(value: string | undefined): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Settings: POLCARD_URL (the gateway's base), POLCARD_POS_ID (the store name), POLCARD_MERCHANT_KEY (the shared secret). */
export function createPolcardProvider(context: ProviderContext): PaymentProvider {
  const { settings, clock } = context;
  const gateway = settings.POLCARD_URL!.replace(/\/$/, '');
  const storename = settings.POLCARD_POS_ID!;
  const secret = settings.POLCARD_MERCHANT_KEY!;
  const outcomeOf = (fields: Record<string, string>): ProviderOutcome | undefined => {
    const transactionId = fields.oid;
    if (!transactionId || fields.currency !== PLN_NUMERIC) return undefined;
    const base = {
      transactionId,
      providerRef: fields.ipgTransactionId || fields.refnumber || undefined,
      amountPln: fromDecimalPln(fields.chargetotal),
    };
    switch (fields.status) {
      case 'APPROVED':
        return { ...base, result: 'success' };
      case 'WAITING':
        return { ...base, result: 'pending' };
      case 'DECLINED':
      case 'FAILED':
        return {
          ...base,
          result: 'failure',
          retryable: true,
          reason: `${fields.status}${fields.fail_reason ? `: ${fields.fail_reason}` : ''}`,
        };
      default:
        return undefined;
    }
  };

  return {
    method: 'card_polcard',
    name: 'polcard',

    async start(request: PaymentRequest) {
      const fields: Record<string, string> = {
        txntype: 'sale',
        timezone: 'Europe/Warsaw',
        txndatetime: polcardDateTime(clock.now()),
        hash_algorithm: 'HMACSHA256',
        storename: storename,
        chargetotal: toDecimalPln(request.amountPln),
        currency: PLN_NUMERIC,
        checkoutoption: 'combinedpage',
        oid: request.transactionId,
        language: request.language === 'pl' ? 'pl_PL' : 'en_US',
        responseSuccessURL: request.returnUrl,
        responseFailURL: request.returnUrl,
        transactionNotificationURL: request.notifyUrl,
        bname: `${request.customer.firstName} ${request.customer.lastName}`.trim(),
        email: request.customer.email,
      };
      fields.hashExtended = polcardRequestHash(fields, secret);
      return { kind: 'form', url: `${gateway}/connect/gateway/processing`, fields };
    },

    async browserReturn({ query, form }): Promise<BrowserReturn> {
      const fields = Object.keys(form).length > 0 ? form : query;
      const expected = polcardResponseHash(fields, storename, secret);
      // A return with a wrong hash is not the gateway's: it records nothing and shows the error page.
      if (!sameText(fields.response_hash, expected)) return { transactionId: fields.oid, page: 'error' };
      const outcome = outcomeOf(fields);
      // WAITING: the payment is on its way, as with any online payment whose notification has not come yet.
      const page = outcome?.result === 'failure' ? 'error' : 'success';
      return { transactionId: fields.oid, outcome, page };
    },

    notifications: {
      async read({ form }: NotifyInput): Promise<NotifyResult> {
        const expected = polcardNotificationHash(form, storename, secret);
        if (!sameText(form.notification_hash, expected)) return { refused: 'notification_hash does not match' };
        return { outcome: outcomeOf(form) };
      },
      reply: (verdict) => (verdict === 'taken' ? TAKEN : REFUSED),
    },

    refund: polcardRefund(context),
  };
}

function hmacBase64(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('base64');
}

/** Constant-time comparison of a received signature with the expected one. */
function sameText(received: string | undefined, expected: string): boolean {
  const a = Buffer.from(received ?? '', 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
