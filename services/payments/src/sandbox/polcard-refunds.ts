import { randomInt, randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { fromDecimalPln } from '../providers/polcard';
import { polcardMessageSignature } from '../providers/polcard-refunds';
import { readText } from './http';
import type { SandboxSettings } from './settings';

// PolCard's refunds in the sandbox: Fiserv IPG's REST secondary transaction
// `POST /polcard/ipp/payments-gateway/v2/payments/{ipgTransactionId}` with requestType ReturnTransaction,
// signed with Message-Signature (providers/polcard-refunds.ts). Client-Request-Id is IPG's idempotency control:
// the same id again gets the first answer and gives nothing back twice. An amount above what is left of the
// approved payment is DECLINED. `dropAnswers` does the next refunds and cuts the connection before answering.

export interface PolcardRefundsSandbox {
  /** Refunds made: the payment's ipgTransactionId, the amount in grosze, the Client-Request-Id. */
  refunds: { paymentId: string; amount: number; clientRequestId: string; ipgTransactionId: string }[];
  dropAnswers: number;
}

export interface ApprovedPayment {
  ipgTransactionId: string;
  oid: string;
  /** Grosze. */
  amount: number;
}

export function mountPolcardRefunds(
  router: Router,
  settings: SandboxSettings,
  approved: (ipgTransactionId: string) => ApprovedPayment | undefined,
): PolcardRefundsSandbox {
  const { apiKey, apiSecret } = settings.polcard;
  const control: PolcardRefundsSandbox = { refunds: [], dropAnswers: 0 };
  const answers = new Map<string, { status: number; body: unknown }>();

  const answer = (ctx: Context, status: number, body: unknown) => {
    ctx.status = status;
    ctx.body = body;
  };

  router.post('/polcard/ipp/payments-gateway/v2/payments/:id', async (ctx) => {
    const raw = await readText(ctx);
    const clientRequestId = ctx.get('client-request-id');
    const timestamp = ctx.get('timestamp');
    const signature = ctx.get('message-signature');
    if (ctx.get('api-key') !== apiKey) return answer(ctx, 401, { error: { message: 'Unknown Api-Key' } });
    if (
      !clientRequestId ||
      !timestamp ||
      signature !== polcardMessageSignature(apiKey, clientRequestId, timestamp, raw, apiSecret)
    ) {
      return answer(ctx, 401, { error: { message: 'Message-Signature does not match' } });
    }
    const repeated = answers.get(clientRequestId);
    if (repeated) return answer(ctx, repeated.status, repeated.body);
    let input: { requestType?: unknown; transactionAmount?: { total?: unknown; currency?: unknown } } = {};
    try {
      input = JSON.parse(raw);
    } catch {
      return answer(ctx, 400, { transactionStatus: 'FAILED', error: { message: 'Body is not JSON' } });
    }
    const payment = approved(ctx.params.id!);
    const amount = fromDecimalPln(String(input.transactionAmount?.total ?? ''));
    let status = 200;
    let body: Record<string, unknown>;
    if (input.requestType !== 'ReturnTransaction' || input.transactionAmount?.currency !== 'PLN' || !amount) {
      status = 400;
      body = { transactionStatus: 'FAILED', error: { message: 'Only ReturnTransaction in PLN with an amount' } };
    } else if (!payment) {
      status = 404;
      body = { transactionStatus: 'FAILED', error: { message: 'No approved transaction with this id' } };
    } else {
      const left =
        payment.amount -
        control.refunds
          .filter((refund) => refund.paymentId === payment.ipgTransactionId)
          .reduce((s, r) => s + r.amount, 0);
      if (amount > left) {
        status = 422;
        body = {
          transactionStatus: 'DECLINED',
          error: { message: `Return amount exceeds the amount left (${(left / 100).toFixed(2)} PLN)` },
        };
      } else {
        const ipgTransactionId = String(randomInt(10 ** 9, 10 ** 10));
        control.refunds.push({ paymentId: payment.ipgTransactionId, amount, clientRequestId, ipgTransactionId });
        body = {
          clientRequestId,
          apiTraceId: randomUUID(),
          ipgTransactionId,
          orderId: payment.oid,
          transactionType: 'RETURN',
          transactionStatus: 'APPROVED',
          approvalCode: `Y:${randomInt(10 ** 5, 10 ** 6)}:${ipgTransactionId}:PPX :`,
          approvedAmount: { total: Number((amount / 100).toFixed(2)), currency: 'PLN' },
        };
      }
    }
    answers.set(clientRequestId, { status, body });
    if (control.dropAnswers > 0) {
      control.dropAnswers -= 1;
      ctx.req.socket.destroy();
      ctx.respond = false;
      return;
    }
    answer(ctx, status, body);
  });

  return control;
}
