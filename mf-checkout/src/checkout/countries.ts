import type { Country, Region } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';

// The customer form's countries (SPEC §3), a plain list so the page does not load zod to draw a select.

/** European countries the customer form accepts (ISO 3166-1 alpha-2), Poland first. */
export const countries = [
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
] as const satisfies readonly Country[];

/** Countries named in the page's language, Poland first and the rest in alphabetical order. */
export function countryOptions(lang: StorefrontLanguage): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const [poland, ...others] = countries.map((code) => ({ value: code, label: names.of(code) ?? code }));
  others.sort((a, b) => a.label.localeCompare(b.label, lang));
  return [poland!, ...others];
}

/** The 16 Polish voivodeships, then 'other' (the contracts' Region, kept plain for the same reason). */
export const regions = [
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
] as const satisfies readonly Region[];

/** The region select's choices, named by the checkout's texts (`regions.pl_mz` → 'mazowieckie'). */
export function regionOptions(name: (key: string) => string): { value: string; label: string }[] {
  return regions.map((region) => ({ value: region, label: name(`regions.${region}`) }));
}
