import type { CheckoutRequest, OrderAddress } from '@shop/contracts';

// The addresses an order keeps, as they were given at checkout.

export function billingAddress(request: CheckoutRequest): OrderAddress {
  const { billing } = request;
  return {
    type: billing.type,
    firstName: billing.firstName,
    lastName: billing.lastName,
    companyName: billing.companyName ?? null,
    taxId: billing.taxId ?? null,
    vatId: billing.vatId ?? null,
    street: billing.street,
    zipCode: billing.zipCode,
    city: billing.city,
    country: billing.country,
    region: billing.region ?? null,
    phone: request.phone ?? null,
  };
}

/** Where the goods go: the delivery address when given, else the billing address. */
export function deliveryAddress(request: CheckoutRequest): OrderAddress {
  const { delivery } = request;
  if (!delivery) {
    const { type: _type, taxId: _taxId, vatId: _vatId, region: _region, ...address } = billingAddress(request);
    return address;
  }
  return {
    firstName: delivery.firstName,
    lastName: delivery.lastName,
    companyName: delivery.companyName ?? null,
    street: delivery.street,
    zipCode: delivery.zipCode,
    city: delivery.city,
    country: delivery.country,
    phone: delivery.phone ?? request.phone ?? null,
  };
}
