import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { readJson } from './http';

// Tpay's refunds in the sandbox (OpenAPI): POST /transactions/{id}/refunds gives back the whole payment (empty
// body) or `amount` of it (PLN, decimal), never more than is left of what was paid; GET lists what was given
// back. The id is the transaction's id (ta_…) or its title (TR-…). Like Tpay, the call takes no idempotency
// key: two calls are two refunds. `dropAnswers` makes the sandbox do the next refunds and then cut the
// connection before answering, as a lost answer does.

export interface SandboxRefund {
  refundId: string;
  /** Grosze. */
  amount: number;
  date: string;
}

export interface TpayRefundsSandbox {
  /** Refunds made, by the transaction's id. */
  refunds: Map<string, SandboxRefund[]>;
  /** How many of the next refund calls are done but never answered. */
  dropAnswers: number;
}

interface Payable {
  id: string;
  title: string;
  amount: string;
  status: 'pending' | 'paid' | 'rejected';
}

const failed = (ctx: Context, status: number, errorCode: string, errorMessage: string) => {
  ctx.status = status;
  ctx.body = { result: 'failed', errors: [{ errorCode, errorMessage }] };
};

export function mountTpayRefunds(
  router: Router,
  transactions: Map<string, Payable>,
  authorized: (ctx: Context) => boolean,
): TpayRefundsSandbox {
  const control: TpayRefundsSandbox = { refunds: new Map(), dropAnswers: 0 };
  const find = (idOrTitle: string) =>
    transactions.get(idOrTitle) ?? [...transactions.values()].find((transaction) => transaction.title === idOrTitle);
  const given = (id: string) => (control.refunds.get(id) ?? []).reduce((sum, refund) => sum + refund.amount, 0);
  const decimal = (grosze: number) => (grosze / 100).toFixed(2);

  router.get('/tpay/api/transactions/:id/refunds', (ctx) => {
    if (!authorized(ctx)) return failed(ctx, 401, 'unauthorized', 'Invalid token');
    const transaction = find(ctx.params.id!);
    if (!transaction) return failed(ctx, 404, 'transaction_not_found', 'Transaction not found');
    ctx.body = {
      result: 'success',
      refunds: (control.refunds.get(transaction.id) ?? []).map((refund) => ({
        refundId: refund.refundId,
        amount: Number(decimal(refund.amount)),
        date: refund.date,
        status: 'done',
      })),
    };
  });

  router.post('/tpay/api/transactions/:id/refunds', async (ctx) => {
    if (!authorized(ctx)) return failed(ctx, 401, 'unauthorized', 'Invalid token');
    const input = (await readJson(ctx)) ?? {};
    const transaction = find(ctx.params.id!);
    if (!transaction) return failed(ctx, 404, 'transaction_not_found', 'Transaction not found');
    if (transaction.status !== 'paid') return failed(ctx, 400, 'transaction_not_paid', 'Transaction is not paid');
    const paid = Math.round(Number(transaction.amount) * 100);
    const left = paid - given(transaction.id);
    const asked = input.amount === undefined ? left : Math.round(Number(input.amount) * 100);
    if (!Number.isInteger(asked) || asked <= 0 || Math.abs(Number(input.amount ?? 0) * 100 - asked) > 1e-6) {
      return failed(ctx, 400, 'validation', 'Invalid refund amount');
    }
    if (asked > left) {
      return failed(ctx, 400, 'refund_amount_exceeded', `Refund amount exceeds what is left (${decimal(left)} PLN)`);
    }
    const refund: SandboxRefund = { refundId: `rf_${randomUUID()}`, amount: asked, date: new Date().toISOString() };
    control.refunds.set(transaction.id, [...(control.refunds.get(transaction.id) ?? []), refund]);
    if (control.dropAnswers > 0) {
      control.dropAnswers -= 1;
      // Done, and the answer never reaches the shop.
      ctx.req.socket.destroy();
      ctx.respond = false;
      return;
    }
    ctx.body = {
      result: 'success',
      requestId: randomUUID(),
      refundId: refund.refundId,
      transactionId: transaction.id,
      title: transaction.title,
      amount: Number(decimal(asked)),
      status: given(transaction.id) >= paid ? 'refund' : 'correct',
    };
  });

  return control;
}
