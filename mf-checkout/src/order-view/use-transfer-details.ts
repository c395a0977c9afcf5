import type { StorefrontLanguage } from '@shop/i18n';
import { describeError, isAbortError } from '@shop/platform';
import { useEffect, useState } from 'react';
import { startPayment } from '../api/orders';
import type { TransferDetails } from '../cart/types';
import { rememberedTransfer, rememberTransfer } from '../payment/payment';

export type TransferLoad =
  | { state: 'loading' }
  | { state: 'ready'; transfer: TransferDetails | undefined }
  | { state: 'failed'; message: string };

/**
 * How to pay an order by bank transfer: kept from the payment start right after checkout in this tab, else
 * asked of the order's payment route (which answers the transfer details of a transfer order).
 */
export function useTransferDetails(orderId: string, token: string | undefined, lang: StorefrontLanguage) {
  const [load, setLoad] = useState<TransferLoad>(() => {
    const kept = rememberedTransfer(orderId);
    return kept ? { state: 'ready', transfer: kept } : { state: 'loading' };
  });
  const known = load.state === 'ready';
  useEffect(() => {
    if (known) return;
    const controller = new AbortController();
    startPayment(orderId, token, controller.signal).then(
      ({ payment }) => {
        rememberTransfer(orderId, payment.transfer);
        setLoad({ state: 'ready', transfer: payment.transfer });
      },
      (error: unknown) => {
        if (!isAbortError(error)) setLoad({ state: 'failed', message: describeError(error, lang) });
      },
    );
    return () => controller.abort();
  }, [orderId, token, lang, known]);
  return load;
}
