import {
  type AdminProduct,
  type AdminProductChange,
  type OptionRules,
  optionRuleProblems,
  takesPriceDeltas,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type * as schema from '../db/schema';
import { optionValues, productOptions } from '../db/schema';
import type { Say } from './admin-product-parts';

// The product editor's options (issue 24, line-options.md "Staff set bounds and surcharges on the product's
// own options"): whether an option must be chosen, its bounds and its values' price deltas, judged against
// the option as stored (its kind, display and values after the same edit's added and removed values).

type Db = Executor<typeof schema>;
type Change = z.output<typeof AdminProductChange>;
type OptionChange = NonNullable<Change['options']>[number];

/** The rules an option will have once the change is written: what is sent, else what is stored. */
function rulesAfter(option: AdminProduct['options'][number], change: OptionChange): Required<OptionRules> {
  return {
    minValue: change.minValue === undefined ? option.minValue : change.minValue,
    maxValue: change.maxValue === undefined ? option.maxValue : change.maxValue,
    maxLength: change.maxLength === undefined ? option.maxLength : change.maxLength,
    futureOnly: change.futureOnly ?? option.futureOnly,
  };
}

/**
 * 400 naming each field of `options` that does not fit: an option or value not the product's (or removed by
 * the same edit), a bound the option's display does not take or out of order, a delta on a variant axis.
 */
export function checkOptionEdits(before: AdminProduct, change: Change, say: Say): void {
  const fields: Record<string, string> = {};
  const removed = new Set(change.removeValues ?? []);
  (change.options ?? []).forEach((edit, index) => {
    const at = `options.${index}`;
    const option = before.options.find((o) => o.id === edit.id);
    if (!option) {
      fields[`${at}.id`] = say('field.invalid');
      return;
    }
    const added = (change.addValues ?? []).filter((v) => v.optionId === option.id).length;
    const valueCount = option.values.filter((v) => !removed.has(v.id)).length + added;
    const problems = optionRuleProblems({ ...option, valueCount }, rulesAfter(option, edit));
    for (const [field, problem] of Object.entries(problems))
      fields[`${at}.${field}`] = say(problem.key, problem.params);
    (edit.values ?? []).forEach((value, v) => {
      if (!option.values.some((known) => known.id === value.id) || removed.has(value.id))
        fields[`${at}.values.${v}.id`] = say('field.invalid');
      else if (value.priceDeltas && !takesPriceDeltas(option))
        fields[`${at}.values.${v}.priceDeltas`] = say('field.option_delta_axis');
    });
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

/** Writes the checked option edits; a delta of nothing in every currency is stored as none. */
export async function writeOptionEdits(tx: Db, before: AdminProduct, change: Change): Promise<void> {
  for (const edit of change.options ?? []) {
    const option = before.options.find((o) => o.id === edit.id)!;
    const rules = rulesAfter(option, edit);
    await tx
      .update(productOptions)
      .set({ ...rules, required: edit.required ?? option.required })
      .where(eq(productOptions.id, option.id));
    for (const value of edit.values ?? []) {
      const deltas =
        value.priceDeltas && Object.values(value.priceDeltas).some((d) => d !== 0) ? value.priceDeltas : null;
      await tx.update(optionValues).set({ priceDeltas: deltas }).where(eq(optionValues.id, value.id));
    }
  }
}
