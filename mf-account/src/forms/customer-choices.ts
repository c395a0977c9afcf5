// The choices of the customer form (SPEC §3) are plain lists in `@shop/contracts/choices`, so the page does
// not load zod to draw a select; the zod enums of the contracts are made from the same lists.

export { countryCodes as countries, countryOptions, regionCodes as regions } from '@shop/contracts/choices';
