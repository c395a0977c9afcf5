import { z } from 'zod';
import { OptionDisplay, OptionKind } from '../../enums';
import { listAnswer, listQuery } from '../../list-query';
import { translatedText } from '../../translated-text';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The options section (SPEC §6 options.*): reusable option definitions (a frame size, a colour, an
// engraving), kept by `catalog`: a code, pl/en names, the kind and display of SPEC §3 and the values in
// order. A product keeps its own copy of each option (product_options, with the same code); the product
// editor offers these definitions to pick from. A definition is "in use" while a product has an option of its
// code: it cannot be deleted then.

/** Which displays fit which kind: a choice shows as a list of values, a free entry as an input. */
export const optionDisplaysOf: Record<OptionKind, readonly OptionDisplay[]> = {
  SELECT: ['dropdown', 'radio', 'buttons', 'images', 'colors'],
  SELECT_MULTIPLE: ['checkbox', 'buttons', 'images', 'colors'],
  BOOLEAN: ['switch', 'checkbox'],
  CUSTOM: ['text', 'textarea', 'number', 'email', 'url', 'date', 'time'],
  FILE: ['file'],
};

/** The kinds whose customer picks from the values (they need at least one); the others take none. */
export const optionKindsWithValues: readonly OptionKind[] = ['SELECT', 'SELECT_MULTIPLE'];

export const MAX_OPTION_VALUES = 100;

/** An option's code: the name products' copies are linked by ('frame-size'). */
export const OptionCode = z
  .string()
  .trim()
  .max(40)
  .regex(/^[a-z0-9-]{2,}$/, { error: 'field.option_code' });

export const OptionValueInput = z.strictObject({
  label: translatedText(100),
  /** The swatch of a 'colors' display, #rrggbb. */
  color: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6})?$/, { error: 'field.color' })
    .nullable()
    .default(null)
    .transform((color) => color?.toLowerCase() || null),
});
export type OptionValueInput = z.input<typeof OptionValueInput>;

const fields = {
  code: OptionCode,
  name: translatedText(100),
  kind: OptionKind,
  display: OptionDisplay,
  /** In the order the storefront shows them. */
  values: z.array(OptionValueInput).max(MAX_OPTION_VALUES),
};

type Shape = { kind?: OptionKind; display?: OptionDisplay; values?: { color: string | null }[] };

/** Display fits the kind; values present exactly for the choosing kinds; colours for a 'colors' display. */
function checkOption(option: Shape, ctx: z.RefinementCtx) {
  const { kind, display, values } = option;
  if (kind && display && !optionDisplaysOf[kind].includes(display))
    ctx.addIssue({ code: 'custom', path: ['display'], message: 'field.option_display' });
  if (kind && values) {
    if (optionKindsWithValues.includes(kind) && values.length === 0)
      ctx.addIssue({ code: 'custom', path: ['values'], message: 'field.array_min', params: { min: 1 } });
    if (!optionKindsWithValues.includes(kind) && values.length > 0)
      ctx.addIssue({ code: 'custom', path: ['values'], message: 'field.option_no_values' });
  }
  if (display === 'colors')
    values?.forEach((value, index) => {
      if (!value.color) ctx.addIssue({ code: 'custom', path: ['values', index, 'color'], message: 'field.required' });
    });
}

/** POST /api/admin/options: a new definition; codes are unique. */
export const OptionInput = z.strictObject({ ...fields, values: fields.values.default([]) }).superRefine(checkOption);
export type OptionInput = z.input<typeof OptionInput>;

/**
 * PATCH /api/admin/options/:id: what changes, with the version read; `values` replaces the list. The code
 * stays while products use it. Kind, display and values are checked together with what is stored.
 */
export const OptionChange = z
  .strictObject({ ...z.object(fields).partial().shape, version: z.number().int().min(0) })
  .superRefine(checkOption);
export type OptionChange = z.input<typeof OptionChange>;

export const AdminOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.object({ pl: z.string(), en: z.string() }),
  kind: OptionKind,
  display: OptionDisplay,
  values: z.array(z.object({ label: z.object({ pl: z.string(), en: z.string() }), color: z.string().nullable() })),
  /** Products with an option of this code. */
  productCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOption = z.infer<typeof AdminOption>;

/** The list; as choices for the product editor ask `sort=name&dir=asc&limit=200`. */
export const AdminOptionListQuery = listQuery({
  sort: ['name', 'code', 'updatedAt'],
  filters: {
    kind: OptionKind.optional(),
    /** Part of the code or the name, either language; Polish letters match their plain forms. */
    q: z.string().trim().max(100).optional(),
  },
});
export type AdminOptionListQuery = z.output<typeof AdminOptionListQuery>;

export const optionsApi = {
  'GET /api/admin/options': adminRow('catalog', 'Option definitions', 'options.list', {
    query: AdminOptionListQuery,
    answer: listAnswer(AdminOption),
  }),
  'POST /api/admin/options': adminRow('catalog', 'Add an option definition', 'options.create', {
    body: OptionInput,
    answer: AdminOption,
  }),
  'GET /api/admin/options/:id': adminRow('catalog', 'One option definition', 'options.view', {
    params: AdminEntityParam,
    answer: AdminOption,
  }),
  'PATCH /api/admin/options/:id': adminRow(
    'catalog',
    'Change an option definition (409 when changed meanwhile)',
    'options.update',
    { params: AdminEntityParam, body: OptionChange, answer: AdminOption },
  ),
  'DELETE /api/admin/options/:id': adminRow(
    'catalog',
    'Delete an option definition no product uses',
    'options.delete',
    {
      params: AdminEntityParam,
    },
  ),
  'GET /api/admin/options/:id/history': historyRow('catalog', 'an option definition', 'options.view'),
} as const;
