import { z } from 'zod';
import { listAnswer, listQuery } from '../../list-query';
import { translatedText } from '../../translated-text';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The features section (SPEC §6 features.*): reusable definitions of a product's specification lines
// ("Napęd" › "Moc znamionowa", in W), kept by `catalog`. A product keeps its own copy of each spec line (group,
// name and its value); the product editor offers these definitions to pick from. A definition is "in use"
// while a product has a spec line of the same group and name (in Polish): it cannot be deleted then.

export const AdminFeature = z.object({
  id: z.number().int(),
  group: z.object({ pl: z.string(), en: z.string() }),
  name: z.object({ pl: z.string(), en: z.string() }),
  /** Written after the value on the storefront ('W', 'Nm', 'kg'), or null. */
  unit: z.string().nullable(),
  /** Products with a spec line of this group and name. */
  productCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminFeature = z.infer<typeof AdminFeature>;

const fields = {
  group: translatedText(100),
  name: translatedText(100),
  unit: z
    .string()
    .trim()
    .max(20)
    .nullable()
    .transform((unit) => unit || null),
};

/** POST /api/admin/features: a new definition; group and name together are unique in each language. */
export const FeatureInput = z.strictObject({ ...fields, unit: fields.unit.default(null) });
export type FeatureInput = z.input<typeof FeatureInput>;

/** PATCH /api/admin/features/:id: what changes, with the version read. Products keep their copies. */
export const FeatureChange = z.strictObject({
  ...z.object(fields).partial().shape,
  version: z.number().int().min(0),
});
export type FeatureChange = z.input<typeof FeatureChange>;

/**
 * The list, a page at a time; as choices for the product editor ask `sort=group&dir=asc&limit=200` (all of
 * them, grouped).
 */
export const AdminFeatureListQuery = listQuery({
  sort: ['group', 'name', 'updatedAt'],
  filters: {
    /** Part of the group or the name, either language; Polish letters match their plain forms. */
    q: z.string().trim().max(100).optional(),
  },
});
export type AdminFeatureListQuery = z.output<typeof AdminFeatureListQuery>;

export const featuresApi = {
  'GET /api/admin/features': adminRow('catalog', 'Feature (spec line) definitions', 'features.list', {
    query: AdminFeatureListQuery,
    answer: listAnswer(AdminFeature),
  }),
  'POST /api/admin/features': adminRow('catalog', 'Add a feature definition', 'features.create', {
    body: FeatureInput,
    answer: AdminFeature,
  }),
  'GET /api/admin/features/:id': adminRow('catalog', 'One feature definition', 'features.view', {
    params: AdminEntityParam,
    answer: AdminFeature,
  }),
  'PATCH /api/admin/features/:id': adminRow(
    'catalog',
    'Change a feature definition (409 when changed meanwhile)',
    'features.update',
    { params: AdminEntityParam, body: FeatureChange, answer: AdminFeature },
  ),
  'DELETE /api/admin/features/:id': adminRow(
    'catalog',
    'Delete a feature definition no product uses',
    'features.delete',
    { params: AdminEntityParam },
  ),
  'GET /api/admin/features/:id/history': historyRow('catalog', 'a feature definition', 'features.view'),
} as const;
