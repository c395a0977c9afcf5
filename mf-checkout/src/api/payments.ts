import type { PaymentResult } from '@shop/contracts';
import { api } from '@shop/platform';

// The payments service's call of the payment result pages: where the attempt the shopper came back from
// stands, as the service knows it (the page's own address and the provider's return claim nothing).

export type PaymentState = PaymentResult['state'];

/** GET /api/payments/:provider/result/:id?order=: paid, pending or failed (404 when tx is not of the order). */
export async function readPaymentState(
  provider: string,
  transactionId: string,
  orderId: string,
  signal?: AbortSignal,
): Promise<PaymentState> {
  const answer = await api.get(
    '/api/payments/:provider/result/:id',
    { params: { provider, id: transactionId }, query: { order: orderId } },
    { signal },
  );
  const state = answer?.state;
  // An answer that is not a state (a proxy's page, a changed contract) is not taken for one.
  if (state !== 'paid' && state !== 'pending' && state !== 'failed') throw new Error('The answer is not a state');
  return state;
}
