import { createHmac, randomUUID } from 'node:crypto';
import { AppError } from '@shop/service-kit';
import type { ProviderContext } from './index';
import { toDecimalPln } from './polcard';
import type { RefundAnswer, RefundCall } from './provider';

/**
 * PolCard refunds through Fiserv IPG's REST API (a secondary transaction): `POST {api}/payments/{ipgTransactionId}`
 * with `{ requestType: 'ReturnTransaction', transactionAmount: { total, currency } }` and the headers Api-Key,
 * Client-Request-Id, Timestamp (epoch ms) and Message-Signature = base64(HMAC-SHA256(API secret,
 * Api-Key + Client-Request-Id + Timestamp + body)). IPG uses Client-Request-Id for idempotency control: the
 * shop sends its refund id there, so a repeat after a lost answer gets the first answer and no second refund.
 * Answer: `transactionStatus` APPROVED (the refund's own `ipgTransactionId`) or DECLINED / FAILED with `error`.
 */

export function polcardMessageSignature(
  apiKey: string,
  clientRequestId: string,
  timestamp: string,
  body: string,
  secret: string,
): string {
  return createHmac('sha256', secret).update(`${apiKey}${clientRequestId}${timestamp}${body}`, 'utf8').digest('base64');
}

/** The refund call when the REST credentials are set (POLCARD_API_KEY, POLCARD_API_SECRET); else none. */
export function polcardRefund(context: ProviderContext): ((call: RefundCall) => Promise<RefundAnswer>) | undefined {
  const { settings, log, clock } = context;
  const apiKey = settings.POLCARD_API_KEY;
  const secret = settings.POLCARD_API_SECRET;
  if (!apiKey || !secret || !settings.POLCARD_URL) return undefined;
  const api = (
    settings.POLCARD_API_URL ?? `${settings.POLCARD_URL.replace(/\/$/, '')}/ipp/payments-gateway/v2`
  ).replace(/\/$/, '');
  const doFetch = context.fetch ?? fetch;

  return async (call) => {
    const body = JSON.stringify({
      requestType: 'ReturnTransaction',
      transactionAmount: { total: toDecimalPln(call.amountPln), currency: 'PLN' },
    });
    const timestamp = String(clock.now().getTime());
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${api}/payments/${encodeURIComponent(call.paymentRef)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'Api-Key': apiKey,
          'Client-Request-Id': call.refundId,
          Timestamp: timestamp,
          'Message-Signature': polcardMessageSignature(apiKey, call.refundId, timestamp, body, secret),
        },
        body,
        signal: AbortSignal.timeout(settings.PAYMENT_PROVIDER_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      log.warn({ err: error }, 'polcard not reachable for a refund');
      throw new AppError('payment_provider_unavailable', { cause: error });
    }
    if (response.status >= 500 || response.status === 401 || response.status === 403) {
      log.warn({ status: response.status }, 'polcard did not take the refund call');
      throw new AppError('payment_provider_unavailable', { detail: `polcard refund answered ${response.status}` });
    }
    let answer: Record<string, unknown> = {};
    try {
      answer = text ? JSON.parse(text) : {};
    } catch {
      throw new AppError('payment_provider_unavailable', { detail: 'polcard answered something that is not JSON' });
    }
    if (response.status < 300 && answer.transactionStatus === 'APPROVED') {
      const ref = answer.ipgTransactionId;
      return { result: 'completed', providerRef: typeof ref === 'string' ? ref : randomUUID() };
    }
    const error = (answer.error ?? {}) as Record<string, unknown>;
    const reason = String(error.message ?? answer.transactionStatus ?? `answered ${response.status}`);
    log.warn({ status: response.status, reason }, 'polcard refused the refund');
    return { result: 'refused', reason: `polcard: ${reason}` };
  };
}
