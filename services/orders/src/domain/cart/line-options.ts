import {
  type ChosenOption,
  canonicalOptions,
  type LineOption,
  type Money,
  type OptionRule,
  optionField,
  optionValueProblem,
  type StorefrontCurrency,
  todayInWarsaw,
} from '@shop/contracts';
import type { StoredLineOption } from '../../db/schema';
import type { FoundLine } from './catalog-lines';

// The options a line chose beside its variant (issue 24), checked against the product's own definition of
// each option as the catalogue gives it with the line (`extras`), priced by the values' deltas, and shown in
// the caller's language. The cart keeps what was chosen; names, labels and deltas come from the catalogue on
// every read, like the line's price.

/** A refused option: the field (`options.<id>`) and its message key. */
export interface OptionRefusal {
  field: string;
  key: string;
  params?: Record<string, unknown>;
}

/** A file uploaded to the caller's cart (line_files), as a FILE option names it by id. */
export interface CartFile {
  id: string;
  name: string;
  mime: string;
  size: number;
}

/**
 * Checks `chosen` against the line's options: an unknown option, a value outside its definition, a required
 * one left out, a file that is not in the caller's cart (`files`) are each refused at their field. Answers
 * the canonical options to store (with each file's name) and their key, or the refusals.
 */
export function checkLineOptions(
  line: FoundLine,
  chosen: readonly ChosenOption[] | undefined,
  files: ReadonlyMap<string, CartFile>,
  now: Date,
): { refusals: OptionRefusal[]; options: StoredLineOption[]; key: string } {
  const rules = line.extras ?? [];
  const today = todayInWarsaw(now);
  const refusals: OptionRefusal[] = [];
  const given = new Map((chosen ?? []).map((o) => [o.optionId, o.value]));
  for (const optionId of given.keys())
    if (!rules.some((rule) => rule.id === optionId))
      refusals.push({ field: optionField(optionId), key: 'field.option_unknown' });
  for (const rule of rules) {
    const problem = optionValueProblem(rule, given.get(rule.id), today);
    if (problem) refusals.push({ field: optionField(rule.id), ...problem });
  }
  const canonical = canonicalOptions(chosen ?? []);
  const options: StoredLineOption[] = [];
  for (const option of canonical) {
    const rule = rules.find((r) => r.id === option.optionId);
    if (!rule) continue;
    if (rule.kind !== 'FILE') {
      options.push(option);
      continue;
    }
    const file = files.get(String(option.value).toLowerCase());
    if (!file) refusals.push({ field: optionField(rule.id), key: 'field.option_file_gone' });
    else options.push({ ...option, value: file.id, file });
  }
  return { refusals, options, key: optionsKeyOf(options) };
}

/** What makes two lines of one variant one line: the chosen values, never the files' names. */
export const optionsKeyOf = (options: readonly StoredLineOption[]): string =>
  options.length === 0 ? '' : JSON.stringify(options.map((o) => [o.optionId, o.value]));

/** File ids named by FILE values of some requests, lower case (to look them up in the caller's cart). */
export function fileIdsOf(requests: readonly { options?: readonly ChosenOption[] }[]): string[] {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return requests.flatMap((r) =>
    (r.options ?? []).flatMap((o) =>
      typeof o.value === 'string' && uuid.test(o.value) ? [o.value.toLowerCase()] : [],
    ),
  );
}

const yes = { pl: 'Tak', en: 'Yes' } as const;

function textOf(rule: OptionRule, option: StoredLineOption, lang: string): string {
  if (option.file) return option.file.name;
  if (option.value === true) return lang === 'pl' ? yes.pl : yes.en;
  if (Array.isArray(option.value)) {
    const chosen = new Set(option.value);
    return rule.values
      .filter((v) => chosen.has(v.id))
      .map((v) => v.label)
      .join(', ');
  }
  return String(option.value);
}

/** The net part of a gross delta at the line's VAT rate, rounded half up (as net prices are). */
const netOf = (gross: number, vatRate: number) => Math.round((gross * 100) / (100 + vatRate));

/**
 * The stored options of a line as the caller sees them (in the line's language and currency), and what
 * they add to one unit's gross and net price. Options the product no longer has are left out.
 */
export function lineOptionsView(
  stored: readonly StoredLineOption[],
  line: FoundLine,
  lang: string,
  currency: StorefrontCurrency,
): { options: LineOption[]; gross: number; net: number; missing: boolean } {
  const money = (amount: number): Money => ({ amount, currency });
  let gross = 0;
  const options: LineOption[] = [];
  for (const option of stored) {
    const rule = (line.extras ?? []).find((r) => r.id === option.optionId);
    if (!rule) continue;
    const chosen = new Set(Array.isArray(option.value) ? option.value : []);
    const delta = rule.values.filter((v) => chosen.has(v.id)).reduce((sum, v) => sum + v.priceDelta, 0);
    gross += delta;
    options.push({
      optionId: option.optionId,
      code: rule.code,
      name: rule.name,
      kind: rule.kind,
      display: rule.display,
      value: option.value,
      text: textOf(rule, option, lang),
      priceDelta: delta === 0 ? null : money(delta),
      ...(option.file ? { file: option.file } : {}),
    });
  }
  // A line put in the cart some other way (an old order copied) may lack a required option: checkout asks for it.
  const missing = (line.extras ?? []).some((r) => r.required && !stored.some((o) => o.optionId === r.id));
  return { options, gross, net: netOf(gross, line.vatRate), missing };
}
