import { regionCodes } from '@shop/contracts/choices';

// The customer form's countries and regions (SPEC §3) come from `@shop/contracts/choices`, plain lists, so
// the page does not load zod to draw a select.

export { countryCodes as countries, countryOptions, regionCodes as regions } from '@shop/contracts/choices';

/** The region select's choices, named by the checkout's texts (`regions.pl_mz` → 'mazowieckie'). */
export function regionOptions(name: (key: string) => string): { value: string; label: string }[] {
  return regionCodes.map((region) => ({ value: region, label: name(`regions.${region}`) }));
}
