import { type InvoiceParty, isValidNip, type OrderAddress, type ShopSettings } from '@shop/contracts';
import type { InvoiceRefusal } from './refusals';
import { refusal } from './refusals';

// Who sells and who buys, as the invoice names them (docs/decisions/invoices.md). The seller is the shop's
// company from the settings staff keep (cms); the buyer comes from the order: a dealer's company and NIP from
// its billing data, a shopper's "invoice for my company" from the checkout request, or a consumer by name.

export interface InvoiceRequestRow {
  buyer: 'company' | 'consumer';
  companyName: string | null;
  taxId: string | null;
}

export interface OrderBuyerFacts {
  customerType: string;
  email: string;
  billing: OrderAddress | null;
}

export function sellerOf(settings: ShopSettings): InvoiceParty {
  const { company } = settings;
  return {
    name: company.name,
    taxId: company.taxId,
    vatId: null,
    street: company.street,
    zipCode: company.zipCode,
    city: company.city,
    country: 'PL',
    email: settings.mailboxes.sales,
  };
}

/**
 * The buyer of an order's invoice, or why there can be none: no address to write on it, or a NIP whose
 * checksum fails (checked before anything is numbered). A dealer abroad is named by its EU VAT ID.
 */
export function buyerOf(order: OrderBuyerFacts, request: InvoiceRequestRow | null): InvoiceParty | InvoiceRefusal {
  const billing = order.billing;
  if (!billing?.street?.trim() || !billing.zipCode?.trim() || !billing.city?.trim())
    return refusal('business_rule', 'error.invoice_buyer_address');
  const person = `${billing.firstName} ${billing.lastName}`.trim();
  const company = order.customerType === 'b2b' || request?.buyer === 'company';
  // A Polish dealer known only by its EU VAT ID (PL and the NIP) is invoiced by that NIP.
  const polishVatId = billing.vatId?.startsWith('PL') ? billing.vatId.slice(2) : null;
  const taxId = (request?.buyer === 'company' ? request.taxId : (billing.taxId ?? polishVatId)) ?? null;
  const vatId = order.customerType === 'b2b' && !taxId ? (billing.vatId ?? null) : null;
  if (company && !taxId && !vatId) return refusal('business_rule', 'error.invoice_buyer_tax_id');
  if (company && taxId && !isValidNip(taxId))
    return refusal('validation_failed', 'error.bad_request', { taxId: 'field.tax_id_checksum' });
  return {
    name: (request?.buyer === 'company' ? request.companyName : billing.companyName) || person,
    taxId: company ? taxId : null,
    vatId,
    street: billing.street,
    zipCode: billing.zipCode,
    city: billing.city,
    country: billing.country,
    email: order.email || null,
  };
}
