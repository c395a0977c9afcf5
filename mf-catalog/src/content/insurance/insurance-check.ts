import type { FieldErrors, InsuranceCheckAnswer, InsuranceCheckQuery } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { api } from '@shop/platform';

// The insurance check of SPEC §4/§8: the frame number and purchase date are checked with the server's own
// schema (loaded with the first check), then the shop asks the insurer through GET /api/insurance/check.

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

export function askInsurer(query: InsuranceCheckQuery, signal?: AbortSignal): Promise<InsuranceCheckAnswer> {
  return api.get<InsuranceCheckAnswer>('/api/insurance/check', { query: { ...query }, signal });
}
