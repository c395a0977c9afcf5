import {
  type AdminProduct,
  type AdminProductOption,
  type AdminProductOptionChange,
  type FieldErrors,
  type PricedCurrency,
  takesPriceDeltas,
} from '@shop/contracts';
import { gridCurrencies, minorOf, moneyText } from './product-form';

// The product's options chosen beside the variant (issue 24) as the editor's fields hold them (text), and the
// way to the `options` of a PATCH: only what changed, bounds as whole numbers, surcharges typed in złoty or
// euro sent in minor units. What does not read as a number is passed on as typed, so the contract's check
// names the field.

/** One option's fields. */
export interface OptionSettingsRow {
  required: boolean;
  minValue: string;
  maxValue: string;
  maxLength: string;
  futureOnly: boolean;
  /** Per value id, the surcharge per currency as typed. */
  deltas: Record<number, Record<PricedCurrency, string>>;
}

export type OptionSettingsValues = { rows: Record<number, OptionSettingsRow> };

/** The options the panel edits: those chosen beside the variant (variant axes are priced in the variants). */
export const extraOptionsOf = (product: AdminProduct) => product.options.filter((option) => !option.variantAxis);

/** Which of the settings an option takes, by its kind and display. */
export function settingsOf(option: AdminProductOption) {
  const custom = option.kind === 'CUSTOM';
  return {
    bounds:
      option.kind === 'SELECT_MULTIPLE'
        ? ('choices' as const)
        : custom && option.display === 'number'
          ? ('number' as const)
          : null,
    maxLength: custom && (option.display === 'text' || option.display === 'textarea'),
    futureOnly: custom && option.display === 'date',
    deltas: takesPriceDeltas(option),
  };
}

const boundText = (value: number | null) => (value === null ? '' : String(value));
const wholeOf = (text: string): number | string | null => {
  const plain = text.trim();
  if (plain === '') return null;
  return /^-?\d+$/.test(plain) ? Number(plain) : text;
};

export function optionSettingsRowOf(option: AdminProductOption): OptionSettingsRow {
  return {
    required: option.required,
    minValue: boundText(option.minValue),
    maxValue: boundText(option.maxValue),
    maxLength: boundText(option.maxLength),
    futureOnly: option.futureOnly,
    deltas: Object.fromEntries(
      option.values.map((value) => [
        value.id,
        { PLN: moneyText(value.priceDeltas?.PLN || null), EUR: moneyText(value.priceDeltas?.EUR || null) },
      ]),
    ) as OptionSettingsRow['deltas'],
  };
}

/** The rows that differ from the product as read → `options` of a PATCH, only the fields that changed. */
export function optionSettingsChanges(
  product: AdminProduct,
  rows: Record<number, OptionSettingsRow>,
): AdminProductOptionChange[] {
  const changes: AdminProductOptionChange[] = [];
  for (const option of extraOptionsOf(product)) {
    const row = rows[option.id];
    if (!row) continue;
    const was = optionSettingsRowOf(option);
    const change: Record<string, unknown> = { id: option.id };
    if (row.required !== was.required) change.required = row.required;
    if (row.futureOnly !== was.futureOnly) change.futureOnly = row.futureOnly;
    for (const field of ['minValue', 'maxValue', 'maxLength'] as const)
      if (row[field] !== was[field]) change[field] = wholeOf(row[field]);
    const values = option.values.flatMap((value) => {
      const typed = row.deltas[value.id];
      const before = was.deltas[value.id];
      if (!typed || !before || gridCurrencies.every((currency) => typed[currency] === before[currency])) return [];
      const minor = gridCurrencies.map((currency) => [currency, minorOf(typed[currency])] as const);
      const priceDeltas = minor.every(([, amount]) => amount === null)
        ? null
        : Object.fromEntries(minor.map(([currency, amount]) => [currency, amount ?? 0]));
      return [{ id: value.id, priceDeltas }];
    });
    if (values.length > 0) change.values = values;
    if (Object.keys(change).length > 1) changes.push(change as AdminProductOptionChange);
  }
  return changes;
}

/** The error of one field: `options.<index among the changes>.<field>` (a value's: `.values.<i>.priceDeltas…`). */
export function optionSettingsErrorOf(
  errors: FieldErrors,
  changes: readonly AdminProductOptionChange[],
  optionId: number,
  field: 'required' | 'minValue' | 'maxValue' | 'maxLength' | 'futureOnly' | { valueId: number; currency: string },
): string | undefined {
  const index = changes.findIndex((change) => change.id === optionId);
  if (index < 0) return undefined;
  const at = `options.${index}`;
  if (typeof field === 'string') return errors[`${at}.${field}`];
  const valueIndex = changes[index]!.values?.findIndex((value) => value.id === field.valueId) ?? -1;
  if (valueIndex < 0) return undefined;
  const base = `${at}.values.${valueIndex}`;
  return errors[`${base}.priceDeltas.${field.currency}`] ?? errors[`${base}.priceDeltas`] ?? errors[`${base}.id`];
}
