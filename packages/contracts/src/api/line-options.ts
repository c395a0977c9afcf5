import { z } from 'zod';
import { type OptionDisplay, OptionKind } from '../enums';
import { Money } from './common';

// Options chosen for a cart or order line (SPEC §3, issue 24): the options of a product that do not make
// its variants — fitting choices (SELECT_MULTIPLE), an insurance switch (BOOLEAN), an engraving, a note, an
// e-mail, a date (CUSTOM), a logo (FILE). The shopper sends them with the line; the same rules check them in
// the browser and in orders (`optionValueProblem`), against the product's own definition of each option.

/** Most options one line may carry. */
export const MAX_LINE_OPTIONS = 20;
/** Longest text a CUSTOM option takes when the option names no maxLength of its own. */
export const OPTION_TEXT_MAX = 2000;
/** Most values of one SELECT_MULTIPLE option a line may name. */
export const MAX_OPTION_CHOICES = 50;
/** A file chosen for a FILE option: 10 MB, an image or a PDF, told by its content. */
export const LINE_FILE_MAX_BYTES = 10 * 1024 * 1024;

const maxId = 2_147_483_647;

/**
 * One chosen option as the shopper sends it. `value` by kind: SELECT_MULTIPLE (and a non-variant SELECT) the
 * chosen value ids; BOOLEAN true or false; CUSTOM the text as typed (a number, e-mail, URL, `YYYY-MM-DD`,
 * `HH:MM` as text); FILE the id of a file uploaded with `POST /api/cart/files`.
 */
export const ChosenOption = z.strictObject({
  optionId: z.number().int().min(1).max(maxId),
  value: z.union([
    z.boolean(),
    z.string().max(OPTION_TEXT_MAX),
    z.array(z.number().int().min(1).max(maxId)).max(MAX_OPTION_CHOICES),
  ]),
});
export type ChosenOption = z.infer<typeof ChosenOption>;
export type ChosenValue = ChosenOption['value'];

export const ChosenOptions = z
  .array(ChosenOption)
  .max(MAX_LINE_OPTIONS)
  .refine((options) => new Set(options.map((o) => o.optionId)).size === options.length, {
    error: 'field.invalid',
  });

/** What checking a chosen value needs of the product's option (the catalogue answers it per cart line). */
export const OptionRule = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: OptionKind,
  display: z.string(),
  required: z.boolean(),
  /** CUSTOM texts: the most characters. */
  maxLength: z.number().int().optional(),
  /** number: the smallest and largest value; SELECT_MULTIPLE: the fewest and most choices. */
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  /** date: not before today. */
  futureOnly: z.boolean().optional(),
  /** SELECT and SELECT_MULTIPLE: the values, each with its price delta (gross, minor units) in the line's currency. */
  values: z.array(z.object({ id: z.number().int(), label: z.string(), priceDelta: z.number().int() })),
});
export type OptionRule = z.infer<typeof OptionRule>;

/** A problem with one chosen value: the message key of the field and its parameters. */
export interface OptionProblem {
  key: string;
  params?: Record<string, unknown>;
}

const emailShape = z.email();
const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};
const isDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};
const isTime = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
const isUuidText = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** Whether a value chooses nothing: false, an empty or blank text, no value ids. */
export function isEmptyChoice(value: ChosenValue | undefined): boolean {
  if (value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The default most characters of a CUSTOM text by its display. */
export const textLimitOf = (rule: Pick<OptionRule, 'display' | 'maxLength'>) =>
  rule.maxLength ?? (rule.display === 'textarea' ? OPTION_TEXT_MAX : 200);

function customProblem(rule: OptionRule, text: string, today: string): OptionProblem | null {
  const display = rule.display as OptionDisplay;
  if (display === 'number') {
    if (!/^-?\d+$/.test(text)) return { key: 'field.integer' };
    const n = Number(text);
    if (rule.min !== undefined && n < rule.min) return { key: 'field.number_min', params: { min: rule.min } };
    if (rule.max !== undefined && n > rule.max) return { key: 'field.number_max', params: { max: rule.max } };
    return null;
  }
  if (display === 'email') return emailShape.safeParse(text).success ? null : { key: 'field.email' };
  if (display === 'url') return isHttpUrl(text) ? null : { key: 'field.url' };
  if (display === 'date') {
    if (!isDate(text)) return { key: 'field.date' };
    return rule.futureOnly && text < today ? { key: 'field.date_past' } : null;
  }
  if (display === 'time') return isTime(text) ? null : { key: 'field.time' };
  const max = textLimitOf(rule);
  return text.length > max ? { key: 'field.string_max', params: { max } } : null;
}

/**
 * Why `value` is not an acceptable choice for the option `rule` (null: it is). `today` is the shop's date
 * (`YYYY-MM-DD`) for dates that may not be in the past. An empty value of a required option is 'required'.
 */
export function optionValueProblem(
  rule: OptionRule,
  value: ChosenValue | undefined,
  today: string,
): OptionProblem | null {
  if (isEmptyChoice(value)) {
    // A required switch or checkbox must be on (as terms are); a required number left empty counts as 0.
    if (!rule.required) return null;
    if (rule.kind === 'CUSTOM' && rule.display === 'number' && value !== undefined && typeof value === 'string')
      return customProblem(rule, '0', today) ?? null;
    return { key: 'field.required' };
  }
  switch (rule.kind) {
    case 'BOOLEAN':
      return value === true ? null : { key: 'field.invalid' };
    case 'SELECT':
    case 'SELECT_MULTIPLE': {
      if (!Array.isArray(value)) return { key: 'field.invalid' };
      const known = new Set(rule.values.map((v) => v.id));
      if (new Set(value).size !== value.length || value.some((id) => !known.has(id))) return { key: 'field.choice' };
      const most = rule.kind === 'SELECT' ? 1 : rule.max;
      if (most !== undefined && value.length > most) return { key: 'field.array_max', params: { max: most } };
      if (rule.kind === 'SELECT_MULTIPLE' && rule.min !== undefined && value.length < rule.min)
        return { key: 'field.array_min', params: { min: rule.min } };
      return null;
    }
    case 'CUSTOM':
      return typeof value === 'string' ? customProblem(rule, value.trim(), today) : { key: 'field.invalid' };
    case 'FILE':
      return typeof value === 'string' && isUuidText(value) ? null : { key: 'field.option_file' };
  }
}

/** The field a chosen option's message is shown at: `options.<optionId>`. */
export const optionField = (optionId: number) => `options.${optionId}`;

/**
 * Chosen options in one canonical form: only options that choose something, ordered by option id, texts
 * trimmed, value ids sorted. Two lines of one variant are one line exactly when these are equal.
 */
export function canonicalOptions(options: readonly ChosenOption[]): ChosenOption[] {
  return options
    .filter((o) => !isEmptyChoice(o.value))
    .map((o) => ({
      optionId: o.optionId,
      value: Array.isArray(o.value)
        ? [...o.value].sort((a, b) => a - b)
        : typeof o.value === 'string'
          ? o.value.trim()
          : o.value,
    }))
    .sort((a, b) => a.optionId - b.optionId);
}

/** One chosen option as a line shows it: the option's name, the value in words, what it adds to the price. */
export const LineOption = z.object({
  optionId: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: OptionKind,
  display: z.string(),
  /** As chosen (the form to send back when the line is changed). */
  value: z.union([z.boolean(), z.string(), z.array(z.number().int())]),
  /** In words, in the line's language: 'Dzwonek, Nóżka', 'Tak', the engraving, the file's name. */
  text: z.string(),
  /** Added to the unit's gross price (null: nothing). */
  priceDelta: Money.nullable(),
  /** FILE: the stored file (staff download it from the order). */
  file: z.object({ id: z.uuid(), name: z.string(), mime: z.string(), size: z.number().int() }).optional(),
});
export type LineOption = z.infer<typeof LineOption>;

/** `POST /api/cart/files` (multipart, one file part): a file for a FILE option, kept for the caller's cart. */
export const LineFile = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  /** The type told by the file's content. */
  mime: z.string(),
});
export type LineFile = z.infer<typeof LineFile>;
export const LineFileAnswer = z.object({ file: LineFile });
export type LineFileAnswer = z.infer<typeof LineFileAnswer>;

/** A chosen option as e-mails and documents print it: the option's name and the value in words. */
export const LineOptionText = z.object({ name: z.string(), text: z.string() });
export type LineOptionText = z.infer<typeof LineOptionText>;
