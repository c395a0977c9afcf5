import type { WithdrawalIdentity } from '@shop/contracts';

// How an order page (the account's in mf-account, the guest's in mf-checkout) hands the order's name, number and
// e-mail to the withdrawal form (mf-account, issue 27): through this tab's session storage, taken once.

const PREFILL_KEY = 'shop.withdrawal.prefill';

/** Leaves what identifies the order for the withdrawal form the shopper is about to open. */
export function leaveWithdrawalPrefill(identity: Partial<WithdrawalIdentity>): void {
  try {
    sessionStorage.setItem(PREFILL_KEY, JSON.stringify(identity));
  } catch {
    // Storage refused (private mode): the form starts empty.
  }
}

/** What an order page left for the form, taken (it is not there a second time); empty when nothing was left. */
export function takeWithdrawalPrefill(): Partial<WithdrawalIdentity> {
  try {
    const raw = sessionStorage.getItem(PREFILL_KEY);
    sessionStorage.removeItem(PREFILL_KEY);
    const value = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : undefined);
    return { name: text('name'), orderNumber: text('orderNumber'), email: text('email') };
  } catch {
    return {};
  }
}
