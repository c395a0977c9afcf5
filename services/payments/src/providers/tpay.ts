import { AppError } from '@shop/service-kit';
import type { ProviderContext } from './index';
import type {
  NotificationReply,
  NotifyResult,
  PaymentProvider,
  ProviderOutcome,
  RefundAnswer,
  RefundCall,
  StartResult,
} from './provider';
import { createJwsVerifier, md5Matches } from './tpay-signature';

// Tpay through its OpenAPI: an OAuth client-credentials token, POST /transactions for a payment link, and
// signed form notifications (tpay-signature.ts). Our transaction id travels as `hiddenDescription` and
// comes back as `tr_crc`. Refunds: POST /transactions/{id}/refunds with the amount (PLN, decimal); Tpay's
// refund call takes no idempotency key, so a repeat after a lost answer first lists the payment's refunds
// (GET /transactions/{id}/refunds) and sends nothing when the money went back already.

// Tpay reads the answer to a notification as its body: 'TRUE' takes it; anything else (here 'FALSE') makes
// Tpay send it again later.
const TRUE: NotificationReply = { status: 200, type: 'text/plain', body: 'TRUE' };
const FALSE: NotificationReply = { status: 400, type: 'text/plain', body: 'FALSE' };

/** '123.45' → 12345; anything else → undefined. */
export function decimalToGrosze(text: string | undefined): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const groszeToDecimal = (grosze: number) => (grosze / 100).toFixed(2);

export function createTpayProvider(context: ProviderContext): PaymentProvider {
  const { settings, log, clock } = context;
  const doFetch = context.fetch ?? fetch;
  const api = settings.TPAY_API_URL!.replace(/\/$/, '');
  const timeoutMs = settings.PAYMENT_PROVIDER_TIMEOUT_MS;
  const checkJws = createJwsVerifier({
    rootCaPem: settings.TPAY_ROOT_CA!,
    certUrlPrefix: settings.TPAY_CERT_URL_PREFIX!,
    fetch: doFetch,
    timeoutMs,
    now: () => clock.now(),
  });
  let token: { value: string; until: number } | undefined;

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
    let response: Response;
    try {
      response = await doFetch(`${api}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      log.warn({ err: error, path }, 'tpay not reachable');
      throw new AppError('payment_provider_unavailable', { cause: error });
    }
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      log.warn({ path, status: response.status }, 'tpay answered something that is not JSON');
      throw new AppError('payment_provider_unavailable', { detail: 'tpay answered something that is not JSON' });
    }
    return { status: response.status, body };
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > clock.now().getTime()) return token.value;
    const answer = await call('/oauth/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: settings.TPAY_CLIENT_ID!,
        client_secret: settings.TPAY_CLIENT_SECRET!,
      }).toString(),
    });
    const value = answer.body.access_token;
    const expiresIn = Number(answer.body.expires_in ?? 0);
    if (answer.status !== 200 || typeof value !== 'string') {
      log.warn({ status: answer.status }, 'tpay refused the OAuth client');
      throw new AppError('payment_provider_unavailable', { detail: `tpay oauth answered ${answer.status}` });
    }
    // A minute early, so a token never expires on the way.
    token = { value, until: clock.now().getTime() + Math.max(0, expiresIn - 60) * 1000 };
    return value;
  }

  /** Calls the OpenAPI with the token, once more with a new token when Tpay withdrew it before its time. */
  async function authorized(path: string, init: RequestInit) {
    const send = async () =>
      call(path, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
      });
    const answer = await send();
    if (answer.status !== 401) return answer;
    token = undefined;
    return send();
  }

  /** What Tpay lists as given back of a payment, in grosze. */
  async function refundedOf(paymentRef: string): Promise<{ total: number; last?: string }> {
    const answer = await authorized(`/transactions/${encodeURIComponent(paymentRef)}/refunds`, { method: 'GET' });
    const listed = answer.body.refunds;
    if (answer.status !== 200 || !Array.isArray(listed)) {
      log.warn({ status: answer.status }, "tpay did not list the payment's refunds");
      throw new AppError('payment_provider_unavailable', { detail: `tpay refunds list answered ${answer.status}` });
    }
    let total = 0;
    let last: string | undefined;
    for (const refund of listed as Record<string, unknown>[]) {
      total += decimalToGrosze(String(refund.amount ?? '')) ?? 0;
      if (typeof refund.refundId === 'string') last = refund.refundId;
    }
    return { total, last };
  }

  async function refund(request: RefundCall): Promise<RefundAnswer> {
    const path = `/transactions/${encodeURIComponent(request.paymentRef)}/refunds`;
    if (request.repeat) {
      // The earlier call's answer was lost: what Tpay gave back beyond the shop's completed refunds is this one.
      const listed = await refundedOf(request.paymentRef);
      if (listed.total - request.refundedBeforePln >= request.amountPln) {
        return { result: 'completed', providerRef: listed.last };
      }
    }
    const answer = await authorized(path, {
      method: 'POST',
      body: JSON.stringify({ amount: Number(groszeToDecimal(request.amountPln)) }),
    });
    if (answer.status >= 500) {
      throw new AppError('payment_provider_unavailable', { detail: `tpay refund answered ${answer.status}` });
    }
    if (answer.status < 300 && answer.body.result === 'success') {
      const ref = answer.body.refundId ?? answer.body.requestId;
      return { result: 'completed', providerRef: typeof ref === 'string' ? ref : undefined };
    }
    const errors = Array.isArray(answer.body.errors) ? (answer.body.errors as Record<string, unknown>[]) : [];
    const said = errors.map((error) => error.errorMessage ?? error.errorCode).filter(Boolean);
    log.warn({ status: answer.status, errors: said }, 'tpay refused the refund');
    return { result: 'refused', reason: `tpay: ${said.join('; ') || `answered ${answer.status}`}` };
  }

  return {
    method: 'online_tpay',
    name: 'tpay',

    async start(request): Promise<StartResult> {
      const send = async () =>
        call('/transactions', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
          body: JSON.stringify({
            amount: Number(groszeToDecimal(request.amountPln)),
            description:
              request.language === 'pl' ? `Zamówienie ${request.orderNumber}` : `Order ${request.orderNumber}`,
            hiddenDescription: request.transactionId,
            lang: request.language,
            payer: {
              email: request.customer.email,
              name: `${request.customer.firstName} ${request.customer.lastName}`.trim(),
              ...(request.customer.phone ? { phone: request.customer.phone } : {}),
            },
            callbacks: {
              payerUrls: {
                success: `${request.returnUrl}?tx=${request.transactionId}&status=success`,
                error: `${request.returnUrl}?tx=${request.transactionId}&status=error`,
              },
              notification: { url: request.notifyUrl },
            },
          }),
        });
      let answer = await send();
      if (answer.status === 401) {
        // The token was withdrawn before its time: once more with a new one.
        token = undefined;
        answer = await send();
      }
      const url = answer.body.transactionPaymentUrl;
      if (answer.status >= 300 || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
        log.warn({ status: answer.status, result: answer.body.result }, 'tpay did not create the transaction');
        throw new AppError('payment_provider_unavailable', { detail: `tpay answered ${answer.status}` });
      }
      const ref = answer.body.title ?? answer.body.transactionId;
      return { kind: 'redirect', url, providerRef: typeof ref === 'string' ? ref : undefined };
    },

    notifications: {
      async read({ headers, rawBody, form }): Promise<NotifyResult> {
        if (form.id !== settings.TPAY_MERCHANT_ID) {
          return { refused: 'unknown merchant id' };
        }
        if (!md5Matches(form, settings.TPAY_SECURITY_CODE!)) return { refused: 'md5sum does not match' };
        const jws = await checkJws(headers['x-jws-signature'], rawBody);
        if (!jws.ok) return { refused: jws.reason };
        const transactionId = form.tr_crc ?? '';
        const providerRef = form.tr_id || undefined;
        const status = (form.tr_status ?? '').toUpperCase();
        let outcome: ProviderOutcome | undefined;
        if (status === 'TRUE' || status === 'PAID') {
          const amountPln = decimalToGrosze(form.tr_paid);
          // A success must say what was paid: without a readable amount it cannot be checked against the order.
          if (amountPln === undefined) return { refused: 'tr_paid is not an amount' };
          outcome = { transactionId, result: 'success', providerRef, amountPln };
        } else if (status === 'FALSE') {
          const reason = form.tr_error && form.tr_error !== 'none' ? `tpay: ${form.tr_error}` : 'tpay: payment failed';
          outcome = { transactionId, result: 'failure', providerRef, retryable: true, reason };
        }
        // CHARGEBACK and unknown states: acknowledged and logged, nothing recorded (staff handle returns).
        return { outcome };
      },
      reply: (verdict) => (verdict === 'taken' ? TRUE : FALSE),
    },

    async browserReturn({ query }) {
      // Tpay sends the shopper back unsigned: the page follows the link we gave, the notification decides.
      const page = query.status === 'success' ? 'success' : 'error';
      return { transactionId: query.tx, page };
    },

    refund,
  };
}
