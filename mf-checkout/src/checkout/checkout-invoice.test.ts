import { describe, expect, it } from 'vitest';
import { checkCheckout, checkoutBody, emptyCheckout, invoiceDefaults } from './checkout-form';

// "I want an invoice" in the checkout body (issue 26): left out unticked, a company's name and NIP or a
// consumer's, checked by the checkout schema (the NIP's checksum included); ticking fills in the billing data.

const filled = {
  ...emptyCheckout,
  email: 'ewa@example.com',
  'billing.firstName': 'Ewa',
  'billing.lastName': 'Lis',
  'billing.street': 'Polna 2',
  'billing.zipCode': '30-001',
  'billing.city': 'Kraków',
  deliveryMethod: 'COURIER',
  paymentMethod: 'transfer',
  'consents.terms': true,
  'consents.privacy': true,
};
const standard = { type: 'standard' } as const;

describe('the invoice asked for at checkout', () => {
  it('is left out unticked, whatever its fields hold', () => {
    expect(checkoutBody({ ...filled, 'invoice.companyName': 'X' }, standard)).not.toHaveProperty('invoice');
  });

  it('sends a company’s name and NIP, or a consumer’s invoice without them', () => {
    const company = {
      ...filled,
      wantsInvoice: true,
      'invoice.companyName': ' Pracownia Lis ',
      'invoice.taxId': '7792433421',
    };
    expect(checkoutBody(company, standard).invoice).toEqual({
      buyer: 'company',
      companyName: 'Pracownia Lis',
      taxId: '7792433421',
    });
    const consumer = { ...company, 'invoice.buyer': 'consumer' as const };
    expect(checkoutBody(consumer, standard).invoice).toEqual({ buyer: 'consumer' });
  });

  it('is checked by the checkout schema: a missing name, a NIP whose checksum fails', async () => {
    const body = (values: typeof filled) => ({
      idempotencyKey: crypto.randomUUID(),
      ...checkoutBody(values, standard),
    });
    const wrong = { ...filled, wantsInvoice: true, 'invoice.taxId': '7792433422' };
    expect(await checkCheckout(body(wrong), 'pl')).toEqual({
      'invoice.companyName': expect.any(String),
      'invoice.taxId': 'Ten NIP jest nieprawidłowy – sprawdź jego cyfry',
    });
    const right = { ...wrong, 'invoice.companyName': 'Pracownia Lis', 'invoice.taxId': '779-243-34-21' };
    expect(await checkCheckout(body(right), 'en')).toEqual({});
  });

  it('fills in a company’s billing name and NIP when ticked, never what was typed, nor an EU VAT ID', () => {
    const company = {
      ...filled,
      'billing.type': 'company' as const,
      'billing.companyName': 'Lis i Syn',
      'billing.taxId': '7792433421',
    };
    expect(invoiceDefaults(company)).toEqual({
      'invoice.buyer': 'company',
      'invoice.companyName': 'Lis i Syn',
      'invoice.taxId': '7792433421',
    });
    expect(invoiceDefaults({ ...company, 'invoice.companyName': 'Inna' })['invoice.companyName']).toBe('Inna');
    expect(invoiceDefaults({ ...company, taxIdKind: 'vat' })['invoice.taxId']).toBe('');
    expect(invoiceDefaults({ ...filled, 'invoice.buyer': 'consumer' })).toEqual({
      'invoice.buyer': 'consumer',
      'invoice.companyName': '',
      'invoice.taxId': '',
    });
  });
});
