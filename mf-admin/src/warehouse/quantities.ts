import { Unit } from '@shop/contracts';

// Quantities as the warehouse and the factory show and read them: up to three decimals (kg, m, l), typed
// the Polish way too (a comma).

/** The units of SPEC §3, in the order the forms offer them. */
export const units = Unit.options;

/** A quantity on screen in the page's language, up to three decimal places. */
export const amount = (value: number, lang: string) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(value);

/** A decimal typed with a comma or a dot as a number; what is not one stays text, for the schema to refuse. */
export const numberOf = (text: string): unknown => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' || Number.isNaN(Number(trimmed)) ? trimmed || undefined : Number(trimmed);
};
