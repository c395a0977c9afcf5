import type { ChosenValue, LineOption, ProductOption } from '@shop/contracts';

// What the shopper chose for the options beside the variant, as the option fields keep them (one value per
// option id). Only types of @shop/contracts here: the add-to-cart button of every product page imports this,
// and checking the values by the rules orders checks them by (option-checks.ts) loads with the fields.

export type OptionValues = Record<number, ChosenValue>;
/** Field messages by option id. */
export type OptionErrors = Record<number, string>;

/** The fields a product's options need: the options that do not make variants. */
export const extraOptionsOf = (options: readonly ProductOption[]) => options.filter((o) => !o.variantAxis);

/** What the chosen values add to one unit's gross price. */
export function priceDeltaOf(options: readonly ProductOption[], values: OptionValues): number {
  let delta = 0;
  for (const option of options) {
    const value = values[option.id];
    if (!Array.isArray(value)) continue;
    for (const v of option.values) if (value.includes(v.id)) delta += v.priceDelta ?? 0;
  }
  return delta;
}

/** A cart line's options back as the fields keep them (to change them on the cart screen). */
export const valuesOfLine = (options: readonly LineOption[]): OptionValues =>
  Object.fromEntries(options.map((o) => [o.optionId, o.value]));

/** The server's `options.<id>` field messages, by option id. */
export function optionErrorsOfFields(fields: Record<string, string>): OptionErrors {
  const errors: OptionErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const match = /^options\.(\d+)$/.exec(field);
    if (match) errors[Number(match[1])] = message;
  }
  return errors;
}
