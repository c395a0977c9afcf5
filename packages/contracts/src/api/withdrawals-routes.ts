import type { ServiceName } from '../services';
import { WithdrawalCheckAnswer, WithdrawalCheckRequest, WithdrawalReceipt, WithdrawalStatement } from '../withdrawal';
import type { RouteSpec } from './route';

// The consumer's withdrawal function (issue 27, docs/decisions/withdrawals.md), spread into `shopApi`: open to
// anyone without signing in, identified by the order's number and e-mail, rate-limited as the other forms.

const r = <const X extends Partial<Omit<RouteSpec, 'service' | 'summary'>> = {}>(summary: string, extra?: X) =>
  ({ service: 'orders' as ServiceName, summary, access: 'app', ...extra }) as unknown as Omit<RouteSpec, keyof X> & X;

export const withdrawalsApi = {
  'POST /api/withdrawals/check': r('Withdrawal, step one: which items of the order can be withdrawn from', {
    rateLimited: 'forms',
    body: WithdrawalCheckRequest,
    answer: WithdrawalCheckAnswer,
  }),
  'POST /api/withdrawals': r('Withdrawal, step two: the statement (201; the same again answers the first, 200)', {
    rateLimited: 'forms',
    body: WithdrawalStatement,
    answer: WithdrawalReceipt,
  }),
};
