import type {
  FieldErrors,
  WithdrawalCheckAnswer,
  WithdrawalIdentity,
  WithdrawalItem,
  WithdrawalReceipt,
} from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, api, describeError } from '@shop/platform';

// The withdrawal function's two calls (issue 27, docs/decisions/withdrawals.md). The form is checked with the
// contracts' schema first (loaded on the first step), so the browser shows the server's own messages.

export type Outcome<T> = { ok: true; answer: T } | { ok: false; fields: FieldErrors; message?: string };

function refusal<T>(error: unknown, lang: StorefrontLanguage): Outcome<T> {
  const failed = error instanceof ApiError ? error : undefined;
  const fields = failed?.fields ?? {};
  // A refusal with field messages shows at the fields; a reason (no match, period over) is the form's.
  return { ok: false, fields, message: Object.keys(fields).length > 0 ? undefined : describeError(error, lang) };
}

export async function checkOrder(
  identity: WithdrawalIdentity,
  lang: StorefrontLanguage,
): Promise<Outcome<WithdrawalCheckAnswer>> {
  const contracts = await import('@shop/contracts');
  const checked = contracts.validate(contracts.WithdrawalCheckRequest, identity, lang);
  if (!checked.ok) return { ok: false, fields: checked.fields };
  try {
    const answer = await api.post('/api/withdrawals/check', { body: checked.data });
    return { ok: true, answer: answer as WithdrawalCheckAnswer };
  } catch (error) {
    return refusal(error, lang);
  }
}

export async function confirmWithdrawal(
  identity: WithdrawalIdentity,
  items: WithdrawalItem[],
  lang: StorefrontLanguage,
): Promise<Outcome<WithdrawalReceipt>> {
  try {
    const answer = await api.post('/api/withdrawals', { body: { ...identity, items } });
    return { ok: true, answer: answer as WithdrawalReceipt };
  } catch (error) {
    return refusal(error, lang);
  }
}
