import { z } from 'zod';
import { listAnswer, listQuery } from '../../list-query';
import { AdminEntityParam, adminRow, historyRow } from './row';

// Manufacturers for product safety (GPSR, Regulation (EU) 2023/988 art. 19, issue 27), kept by `catalog`:
// the name, postal and electronic address a product page shows, and for a maker outside the EU its
// responsible person in the EU. Staff with the catalogue's permissions (products.*) keep them; a product
// points to one. A manufacturer a product names cannot be deleted.

/** The member states of the European Union (ISO 3166-1 alpha-2). */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/** The countries the form offers: the EU's and those e-bike parts and accessories usually come from. */
export const MANUFACTURER_COUNTRIES = [
  ...EU_COUNTRIES,
  'CH',
  'CN',
  'GB',
  'JP',
  'KR',
  'NO',
  'TR',
  'TW',
  'US',
  'VN',
] as const;

export const isEuCountry = (country: string) => (EU_COUNTRIES as readonly string[]).includes(country);

const Country = z.enum(MANUFACTURER_COUNTRIES, { error: 'field.required' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((text) => text || null);
const email = z
  .string()
  .trim()
  .max(254)
  .nullable()
  .default(null)
  .transform((text) => text || null)
  .pipe(z.email({ error: 'field.email' }).nullable());
const web = z
  .string()
  .trim()
  .max(500)
  .nullable()
  .default(null)
  .transform((text) => text || null)
  .pipe(z.url({ protocol: /^https?$/, error: 'field.url' }).nullable());

const fields = {
  name: z.string().trim().min(1, { error: 'field.required' }).max(200),
  /** Street, postcode and town as printed; lines separated by new lines. */
  address: z.string().trim().min(1, { error: 'field.required' }).max(500),
  country: Country,
  email,
  web,
  responsibleName: optionalText(200),
  responsibleAddress: optionalText(500),
  /** Where the responsible person is established: in the EU. */
  responsibleCountry: z
    .union([z.literal('').transform(() => null), z.enum(EU_COUNTRIES, { error: 'field.invalid' }).nullable()])
    .default(null),
  responsibleEmail: email,
  responsibleWeb: web,
};

type Fields = {
  [K in keyof typeof fields]: z.output<(typeof fields)[K]>;
};

/**
 * What a manufacturer must have (art. 19 GPSR): an e-mail or a web contact; outside the EU, the responsible
 * person's name, postal address (in the EU) and an e-mail or web contact.
 */
export function manufacturerProblems(m: Fields): Array<{ path: keyof Fields; message: string }> {
  const problems: Array<{ path: keyof Fields; message: string }> = [];
  if (!m.email && !m.web) problems.push({ path: 'email', message: 'field.manufacturer_contact' });
  if (isEuCountry(m.country)) return problems;
  if (!m.responsibleName) problems.push({ path: 'responsibleName', message: 'field.eu_responsible_required' });
  if (!m.responsibleAddress) problems.push({ path: 'responsibleAddress', message: 'field.eu_responsible_required' });
  if (!m.responsibleCountry) problems.push({ path: 'responsibleCountry', message: 'field.eu_responsible_required' });
  if (!m.responsibleEmail && !m.responsibleWeb)
    problems.push({ path: 'responsibleEmail', message: 'field.manufacturer_contact' });
  return problems;
}

/** POST /api/admin/manufacturers, and PUT with the version read. */
export const ManufacturerFields = z.strictObject(fields).superRefine((m, ctx) => {
  for (const { path, message } of manufacturerProblems(m)) ctx.addIssue({ code: 'custom', path: [path], message });
});
export type ManufacturerFields = z.input<typeof ManufacturerFields>;

/** PUT /api/admin/manufacturers/:id: every field, with the version the form read (409 when changed since). */
export const ManufacturerChange = z
  .strictObject({ ...fields, version: z.number().int().min(0) })
  .superRefine((m, ctx) => {
    for (const { path, message } of manufacturerProblems(m)) ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type ManufacturerChange = z.input<typeof ManufacturerChange>;

export const AdminManufacturer = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  country: z.string(),
  email: z.string().nullable(),
  web: z.string().nullable(),
  responsibleName: z.string().nullable(),
  responsibleAddress: z.string().nullable(),
  responsibleCountry: z.string().nullable(),
  responsibleEmail: z.string().nullable(),
  responsibleWeb: z.string().nullable(),
  /** Products that name it. */
  productCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminManufacturer = z.infer<typeof AdminManufacturer>;

export const AdminManufacturerListQuery = listQuery({
  sort: ['name', 'updatedAt'],
  filters: {
    /** Part of the name; Polish letters match their plain forms. */
    q: z.string().trim().max(100).optional(),
  },
});
export type AdminManufacturerListQuery = z.output<typeof AdminManufacturerListQuery>;

export const manufacturersApi = {
  'GET /api/admin/manufacturers': adminRow('catalog', 'Manufacturers (product safety)', 'products.list', {
    query: AdminManufacturerListQuery,
    answer: listAnswer(AdminManufacturer),
  }),
  'POST /api/admin/manufacturers': adminRow('catalog', 'Add a manufacturer', 'products.create', {
    body: ManufacturerFields,
    answer: AdminManufacturer,
  }),
  'GET /api/admin/manufacturers/:id': adminRow('catalog', 'One manufacturer', 'products.view', {
    params: AdminEntityParam,
    answer: AdminManufacturer,
  }),
  'PUT /api/admin/manufacturers/:id': adminRow(
    'catalog',
    'Change a manufacturer (409 when changed meanwhile); its products show the change',
    'products.update',
    { params: AdminEntityParam, body: ManufacturerChange, answer: AdminManufacturer },
  ),
  'DELETE /api/admin/manufacturers/:id': adminRow(
    'catalog',
    'Delete a manufacturer no product names',
    'products.delete',
    { params: AdminEntityParam },
  ),
  'GET /api/admin/manufacturers/:id/history': historyRow('catalog', 'a manufacturer', 'products.view'),
} as const;
