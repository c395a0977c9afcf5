// The customer form's fixed choices (SPEC §3) as plain lists: the zod enums of enums.ts are made from them,
// and the browser imports them from `@shop/contracts/choices` to draw selects without loading zod.

/** The 16 Polish voivodeships, then 'other'. */
export const regionCodes = [
  'pl_ds',
  'pl_kp',
  'pl_lb',
  'pl_ls',
  'pl_lo',
  'pl_mp',
  'pl_mz',
  'pl_op',
  'pl_pk',
  'pl_pd',
  'pl_pm',
  'pl_sl',
  'pl_sw',
  'pl_wm',
  'pl_wp',
  'pl_zp',
  'other',
] as const;

/** European countries a customer form accepts (ISO 3166-1 alpha-2), Poland first. */
export const countryCodes = [
  'PL',
  'AL',
  'AD',
  'AT',
  'BA',
  'BE',
  'BG',
  'BY',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MD',
  'ME',
  'MK',
  'MT',
  'NL',
  'NO',
  'PT',
  'RO',
  'RS',
  'SE',
  'SI',
  'SK',
  'SM',
  'UA',
  'VA',
] as const;

/** Countries named in the page's language, Poland first and the rest in alphabetical order. */
export function countryOptions(lang: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const [poland, ...others] = countryCodes.map((code) => ({ value: code, label: names.of(code) ?? code }));
  others.sort((a, b) => a.label.localeCompare(b.label, lang));
  return [poland!, ...others];
}

/**
 * The availabilities (SPEC §3) a shopper may put in the cart, as offered after stock: the product page's
 * button, the lists, the cart line and the stock reservation agree on it. 'available_on_request' is made to
 * order ("na zamówienie"): sold with no stock, delivered later (decisions/products-and-variants.md).
 */
export const orderableAvailabilities = ['available', 'available_from', 'preorder', 'available_on_request'] as const;
export const isOrderable = (availability: string): boolean =>
  (orderableAvailabilities as readonly string[]).includes(availability);
