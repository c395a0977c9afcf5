import type { FormValues } from '../kit/FormPage';

// A settings group is nested (company.name, paymentMethods.cash); the form keeps it flat under the same
// dotted paths, so each field's value and the server's field error ('company.taxId') share one name. Sums
// are typed in złoty or euro with decimals and sent as integer minor units (grosze, cents).

/** `{ company: { name } }` → `{ 'company.name': … }`; lists stay whole. */
export function flatten(value: object, prefix = ''): FormValues {
  const out: FormValues = {};
  for (const [key, field] of Object.entries(value)) {
    if (field && typeof field === 'object' && !Array.isArray(field))
      Object.assign(out, flatten(field, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = field;
  }
  return out;
}

/** The inverse of `flatten`. */
export function unflatten(flat: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out;
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1) as string] = value;
  }
  return out;
}

/** 4900 → '49.00', as the field shows a sum. */
export const toDecimal = (minor: number) => (minor / 100).toFixed(2);

/**
 * '49,90' or '49.90' → 4990. An empty field is 0 (SPEC §5: number inputs); what is not a sum is passed on as
 * typed, so the contract schema names the field.
 */
export function toMinor(typed: unknown): unknown {
  const text = String(typed ?? '')
    .trim()
    .replace(/\s/g, '')
    .replace(',', '.');
  if (text === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return typed;
  return Math.round(Number(text) * 100);
}

/** A whole number typed in a field ('7' → 7); anything else as typed, for the schema to refuse. */
export function toWhole(typed: unknown): unknown {
  const text = String(typed ?? '').trim();
  if (text === '') return 0;
  return /^\d+$/.test(text) ? Number(text) : typed;
}

/** The form's values of a group, sums (at `sums`) shown in złoty/euro. */
export function formValuesOf(group: object, sums: readonly string[] = []): FormValues {
  const flat = flatten(group);
  for (const path of sums) flat[path] = toDecimal(Number(flat[path]));
  return flat;
}

/** What the schema checks: the group nested again, sums in minor units, whole numbers as numbers. */
export function groupOf(values: FormValues, sums: readonly string[] = [], wholes: readonly string[] = []) {
  const flat = { ...values };
  for (const path of sums) flat[path] = toMinor(flat[path]);
  for (const path of wholes) flat[path] = toWhole(flat[path]);
  return unflatten(flat);
}
