import { z } from 'zod';
import { type OptionDisplay, type OptionKind, PricedCurrency } from '../../enums';
import { OPTION_TEXT_MAX } from '../line-options';

// What the storefront checks and prices of a product's own option (issue 24, line-options.md): bounds by
// display and a price delta per value. Staff set them on the product (its copy of an option is what the
// shopper's choice is checked against); one function says which setting fits which option, for the
// contract, the catalogue (which knows the stored option) and the editor in the browser.

/** The largest delta one value may add (gross minor units): 100 000 zł / €. */
export const MAX_OPTION_PRICE_DELTA = 10_000_000;
/** The widest bound of a number option. */
export const MAX_OPTION_BOUND = 1_000_000_000;

const delta = z.number().int({ error: 'field.integer' }).min(0).max(MAX_OPTION_PRICE_DELTA);

/**
 * What choosing a value adds to the unit's gross price, in minor units, in every storefront currency (a
 * value priced in złote only would be free in euro). Null: nothing. Not for variant axes (their variants
 * carry the price).
 */
export const OptionPriceDeltas = z.record(PricedCurrency, delta);
export type OptionPriceDeltas = z.infer<typeof OptionPriceDeltas>;

const bound = z.number().int({ error: 'field.integer' }).min(-MAX_OPTION_BOUND).max(MAX_OPTION_BOUND);

/** The bounds of one option; null clears one, left out keeps it. */
export const optionRuleFields = {
  /** number: the smallest value; SELECT_MULTIPLE: the fewest choices. */
  minValue: bound.nullable(),
  /** number: the largest value; SELECT_MULTIPLE: the most choices. */
  maxValue: bound.nullable(),
  /** text and textarea: the most characters (empty: 200 or 2000, line-options.ts `textLimitOf`). */
  maxLength: z.number().int({ error: 'field.integer' }).min(1).max(OPTION_TEXT_MAX).nullable(),
  /** date: not before the shop's today. */
  futureOnly: z.boolean(),
};

export interface OptionRules {
  minValue?: number | null;
  maxValue?: number | null;
  maxLength?: number | null;
  futureOnly?: boolean;
}

/** What the rules of an option are judged with: its kind, display, whether it makes variants, its values. */
export interface OptionShape {
  kind: OptionKind;
  display: OptionDisplay;
  variantAxis: boolean;
  valueCount: number;
}

export interface RuleProblem {
  key: string;
  params?: Record<string, unknown>;
}

const isCount = (shape: OptionShape) => shape.kind === 'SELECT_MULTIPLE';
const isNumber = (shape: OptionShape) => shape.kind === 'CUSTOM' && shape.display === 'number';
const isText = (shape: OptionShape) =>
  shape.kind === 'CUSTOM' && (shape.display === 'text' || shape.display === 'textarea');

/** Whether a value of the option may carry a price delta: a choice that does not make variants. */
export const takesPriceDeltas = (shape: Pick<OptionShape, 'kind' | 'variantAxis'>) =>
  !shape.variantAxis && (shape.kind === 'SELECT' || shape.kind === 'SELECT_MULTIPLE');

/**
 * Why the rules (as they will be stored) do not fit the option, by field (`minValue`, `maxValue`,
 * `maxLength`, `futureOnly`); empty when they fit. Bounds only for a number or a multiple choice, a length
 * only for a text, 'not before today' only for a date; min ≤ max; counts of choices from 0 to the number of
 * values (the most at least 1).
 */
export function optionRuleProblems(shape: OptionShape, rules: OptionRules): Record<string, RuleProblem> {
  const problems: Record<string, RuleProblem> = {};
  const unused = { key: 'field.option_rule_unused' };
  const { minValue = null, maxValue = null, maxLength = null, futureOnly = false } = rules;
  if (isCount(shape)) {
    if (minValue !== null && minValue < 0) problems.minValue = { key: 'field.number_min', params: { min: 0 } };
    else if (minValue !== null && minValue > shape.valueCount)
      problems.minValue = { key: 'field.number_max', params: { max: shape.valueCount } };
    if (maxValue !== null && maxValue < 1) problems.maxValue = { key: 'field.number_min', params: { min: 1 } };
    else if (maxValue !== null && maxValue > shape.valueCount)
      problems.maxValue = { key: 'field.number_max', params: { max: shape.valueCount } };
  } else if (!isNumber(shape)) {
    if (minValue !== null) problems.minValue = unused;
    if (maxValue !== null) problems.maxValue = unused;
  }
  if (!problems.minValue && !problems.maxValue && minValue !== null && maxValue !== null && minValue > maxValue)
    problems.maxValue = { key: 'field.number_min', params: { min: minValue } };
  if (maxLength !== null && !isText(shape)) problems.maxLength = unused;
  if (futureOnly && !(shape.kind === 'CUSTOM' && shape.display === 'date')) problems.futureOnly = unused;
  return problems;
}

/** One value's delta in the product editor. */
export const AdminOptionValueChange = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647),
  priceDeltas: OptionPriceDeltas.nullable(),
});

/**
 * One of the product's options changed in the editor (`options` of PATCH /api/admin/products/:id): whether it
 * must be chosen, its bounds, its values' price deltas. What is left out stays; the catalogue checks the
 * result against the stored option's kind and display (400 at `options.<i>.<field>`).
 */
export const AdminProductOptionChange = z
  .strictObject({
    id: z.number().int().min(1).max(2_147_483_647),
    required: z.boolean().optional(),
    ...z.object(optionRuleFields).partial().shape,
    values: z.array(AdminOptionValueChange).max(100).optional(),
  })
  .superRefine(
    (change, ctx) => {
      if (
        typeof change.minValue === 'number' &&
        typeof change.maxValue === 'number' &&
        change.minValue > change.maxValue
      )
        ctx.addIssue({
          code: 'custom',
          path: ['maxValue'],
          message: 'field.number_min',
          params: { min: change.minValue },
        });
      duplicateIds(change.values, ctx, (index) => ['values', index, 'id']);
    },
    // Also when another field is wrong, so the editor shows every message at once.
    { when: () => true },
  );
export type AdminProductOptionChange = z.input<typeof AdminProductOptionChange>;

export const AdminProductOptionChanges = z
  .array(AdminProductOptionChange)
  .max(10)
  .superRefine((changes, ctx) => duplicateIds(changes, ctx, (index) => [index, 'id']), { when: () => true });

/** 'field.duplicate' at each item whose id an earlier one has (items not yet checked may be anything). */
function duplicateIds(items: unknown, ctx: z.RefinementCtx, path: (index: number) => (string | number)[]) {
  if (!Array.isArray(items)) return;
  const ids = items.map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined));
  ids.forEach((id, index) => {
    if (typeof id === 'number' && ids.indexOf(id) !== index)
      ctx.addIssue({ code: 'custom', path: path(index), message: 'field.duplicate' });
  });
}
