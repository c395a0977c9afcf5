import type { FieldErrors, InsuranceCheckQuery } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';

// The insurance check of SPEC §4/§8: the frame number and purchase date are checked with the server's own
// schema (loaded with the first check), then the shop asks the insurer (askInsurer of api/content).

export async function checkInsuranceQuery(
  query: InsuranceCheckQuery,
  lang: StorefrontLanguage,
): Promise<{ ok: true; data: InsuranceCheckQuery } | { ok: false; fields: FieldErrors }> {
  const { InsuranceCheckQuery: schema, validate } = await import('@shop/contracts');
  const checked = validate(schema, query, lang);
  // The server gets what the shopper typed, trimmed; it normalises the frame number itself.
  return checked.ok
    ? { ok: true, data: { frameNumber: query.frameNumber.trim(), purchaseDate: query.purchaseDate } }
    : checked;
}
