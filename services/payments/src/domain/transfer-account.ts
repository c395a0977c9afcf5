import type { PaymentsContext } from '../context';

// Where a buyer's bank transfer goes: the shop's account (SHOP_IBAN) and the recipient the bank asks for.
// The recipient is the company as staff keep it in the shop settings (the one identity the papers, invoices
// and the contact page name too), unless the operator sets SHOP_RECIPIENT for an account held otherwise.

export interface TransferAccount {
  account: string;
  recipient: string;
}

/** The account and recipient a transfer is started with and documents print: as the settings say now. */
export function transferAccount(context: Pick<PaymentsContext, 'settings' | 'shopSettings'>): TransferAccount {
  const { company } = context.shopSettings();
  return {
    account: context.settings.SHOP_IBAN,
    recipient:
      context.settings.SHOP_RECIPIENT ?? `${company.name}, ${company.street}, ${company.zipCode} ${company.city}`,
  };
}
