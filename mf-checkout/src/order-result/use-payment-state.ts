import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, describeError, isAbortError } from '@shop/platform';
import { useCallback, useEffect, useState } from 'react';
import { type PaymentState, readPaymentState } from '../api/payments';

/**
 * While a payment is pending the page asks again after these waits (a Tpay notification usually follows its
 * return within seconds; a bank's installment decision takes longer, and "Check again" starts over).
 */
export const RECHECK_AFTER_MS = [3_000, 5_000, 10_000, 20_000, 30_000] as const;

export type PaymentCheck =
  /** The first answer is on its way. */
  | { state: 'checking' }
  | { state: PaymentState }
  /** Nothing to ask about: no attempt in the address, or one that is not of this order. */
  | { state: 'unknown' }
  /** The payments service did not answer. */
  | { state: 'unreadable'; message: string };

/**
 * Where the attempt `transactionId` of order `orderId` stands, as the payments service knows it, asked
 * again with growing waits while it is pending. `exhausted`: the waits are used up and it is still pending.
 */
export function usePaymentState(
  provider: string | undefined,
  transactionId: string | undefined,
  orderId: string | undefined,
  lang: StorefrontLanguage,
) {
  const askable = Boolean(provider && transactionId && orderId);
  const [check, setCheck] = useState<PaymentCheck>(() => ({ state: askable ? 'checking' : 'unknown' }));
  const [busy, setBusy] = useState(askable);
  // The reads of one series (0: the first); "check again" starts a new series, waits afresh.
  const [attempt, setAttempt] = useState(0);
  const [series, setSeries] = useState(0);

  useEffect(() => {
    void series;
    if (!provider || !transactionId || !orderId) {
      setCheck({ state: 'unknown' });
      setBusy(false);
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    setBusy(true);
    readPaymentState(provider, transactionId, orderId, controller.signal).then(
      (state) => {
        if (controller.signal.aborted) return;
        setCheck((current) => (current.state === state ? current : { state }));
        setBusy(false);
        const wait = RECHECK_AFTER_MS[attempt];
        if (state === 'pending' && wait !== undefined) timer = setTimeout(() => setAttempt(attempt + 1), wait);
      },
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setBusy(false);
        // 404: the attempt is not this order's (an edited address); that says nothing of the payment.
        if (error instanceof ApiError && error.status === 404) setCheck({ state: 'unknown' });
        else setCheck({ state: 'unreadable', message: describeError(error, lang) });
      },
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [provider, transactionId, orderId, lang, attempt, series]);

  const checkAgain = useCallback(() => {
    setAttempt(0);
    setSeries((count) => count + 1);
  }, []);
  const exhausted = check.state === 'pending' && !busy && attempt >= RECHECK_AFTER_MS.length;
  return { check, busy, exhausted, checkAgain };
}
