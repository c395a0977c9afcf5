import type { FieldErrors, GiftCardBalance } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, api, describeError } from '@shop/platform';

// The balance check's call (POST /api/gift-cards/balance, docs/decisions/gift-cards.md): the code is checked
// with the contracts' schema first (loaded on the first check), so the browser shows the server's messages.

export type BalanceOutcome =
  | { ok: true; balance: GiftCardBalance }
  | { ok: false; fields: FieldErrors; message?: string };

export async function checkBalance(code: string, lang: StorefrontLanguage): Promise<BalanceOutcome> {
  const contracts = await import('@shop/contracts');
  const checked = contracts.validate(contracts.GiftCardBalanceRequest, { code }, lang);
  if (!checked.ok) return { ok: false, fields: checked.fields };
  try {
    const balance = await api.post('/api/gift-cards/balance', { body: { code } });
    return { ok: true, balance: balance as GiftCardBalance };
  } catch (error) {
    const refusal = error instanceof ApiError ? error : undefined;
    // An unknown code is the field's message; too many attempts or anything else is the form's.
    if (refusal?.status === 404) return { ok: false, fields: { code: refusal.message } };
    return { ok: false, fields: refusal?.fields ?? {}, message: describeError(error, lang) };
  }
}
