import {
  type ChosenOption,
  isEmptyChoice,
  type OptionRule,
  optionValueProblem,
  type ProductOption,
  todayInWarsaw,
  translate,
} from '@shop/contracts';
import type { OptionErrors, OptionValues } from './option-values';

// The shopper's option values checked by the same rules orders checks them by (line-options.ts in
// contracts), in the shopper's language. With the rules and the texts of @shop/contracts, so the
// add-to-cart button loads this only for a product that has such options.

/** An option as the rules of @shop/contracts take it. */
export function ruleOf(option: ProductOption): OptionRule {
  return {
    id: option.id,
    code: option.code,
    name: option.name,
    kind: option.kind,
    display: option.display,
    required: option.required,
    ...(option.maxLength !== undefined ? { maxLength: option.maxLength } : {}),
    ...(option.min !== undefined ? { min: option.min } : {}),
    ...(option.max !== undefined ? { max: option.max } : {}),
    ...(option.futureOnly ? { futureOnly: true } : {}),
    values: option.values.map((v) => ({ id: v.id, label: v.label, priceDelta: v.priceDelta ?? 0 })),
  };
}

/** The message of every option whose value is not acceptable, in `lang`. */
export function optionErrorsOf(options: readonly ProductOption[], values: OptionValues, lang: string): OptionErrors {
  const today = todayInWarsaw();
  const errors: OptionErrors = {};
  for (const option of options) {
    const problem = optionValueProblem(ruleOf(option), values[option.id], today);
    if (problem) errors[option.id] = translate(problem.key, lang, problem.params);
  }
  return errors;
}

/** What the cart is sent: only the options that choose something. */
export const chosenOptionsOf = (values: OptionValues): ChosenOption[] =>
  Object.entries(values)
    .filter(([, value]) => !isEmptyChoice(value))
    .map(([id, value]) => ({ optionId: Number(id), value }));
