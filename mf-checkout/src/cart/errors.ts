import { ApiError, describeError } from '@shop/platform';

/**
 * What to tell the shopper about a refused cart write: the message of the field it concerns when the
 * server names one ('You can order max 5 pcs of this product', an unknown promo code), else its message.
 */
export function refusalOf(error: unknown, lang: string, field?: string): string {
  if (error instanceof ApiError) {
    const fields = Object.entries(error.fields);
    const own = field ? error.fields[field] : undefined;
    if (own) return own;
    if (fields.length === 1) return fields[0]![1];
  }
  return describeError(error, lang);
}
