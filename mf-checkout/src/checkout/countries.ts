import type { Country } from '@shop/contracts';
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
