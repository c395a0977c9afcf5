import {
  type ChosenOption,
  type ChosenValue,
  isEmptyChoice,
  type LineOption,
  type OptionRule,
  optionValueProblem,
  type ProductOption,
  todayInWarsaw,
  translate,
} from '@shop/contracts';

// What the shopper chose for the options beside the variant, as the option fields keep it (one value per
// option id), checked by the same rules orders checks them by (line-options.ts in contracts).

export type OptionValues = Record<number, ChosenValue>;
/** Field messages by option id. */
export type OptionErrors = Record<number, string>;

/** The fields a product's options need: the options that do not make variants. */
export const extraOptionsOf = (options: readonly ProductOption[]) => options.filter((o) => !o.variantAxis);

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
