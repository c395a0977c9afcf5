import {
  type AdminOption,
  type OptionDisplay,
  type OptionInput,
  type OptionKind,
  optionDisplaysOf,
  optionKindsWithValues,
} from '@shop/contracts';
import { changedValues } from '../kit/FormPage';

// The option form's values and the contract's bodies made from them.

export interface OptionValueRow {
  /** Keeps a row's inputs its own while rows are added, removed and reordered. */
  key: string;
  label: { pl: string; en: string };
  color: string;
}

export interface OptionFormValues extends Record<string, unknown> {
  code: string;
  name: { pl: string; en: string };
  kind: OptionKind;
  display: OptionDisplay;
  values: OptionValueRow[];
}

let rows = 0;
export const newValueRow = (): OptionValueRow => ({ key: `v${++rows}`, label: { pl: '', en: '' }, color: '' });

export function newOptionValues(): OptionFormValues {
  return { code: '', name: { pl: '', en: '' }, kind: 'SELECT', display: 'dropdown', values: [newValueRow()] };
}

export function optionValuesOf(o: AdminOption): OptionFormValues {
  return {
    code: o.code,
    name: o.name,
    kind: o.kind,
    display: o.display,
    values: o.values.map((v) => ({ ...newValueRow(), label: v.label, color: v.color ?? '' })),
  };
}

/** Values only for the kinds that choose from them; a colour only where one was typed. */
export function toInput(values: OptionFormValues): OptionInput {
  return {
    ...values,
    values: optionKindsWithValues.includes(values.kind)
      ? values.values.map(({ label, color }) => ({ label, color: color.trim() || null }))
      : [],
  };
}

export function toChange(values: OptionFormValues, initial: OptionFormValues, version: number) {
  const input = toInput(values);
  const before = toInput(initial);
  return {
    ...changedValues(input as unknown as Record<string, unknown>, before as unknown as Record<string, unknown>),
    version,
  };
}

/** The kind's displays; the display kept when it fits the new kind, else the kind's first. */
export function displayFor(kind: OptionKind, display: OptionDisplay): OptionDisplay {
  const fits = optionDisplaysOf[kind];
  return fits.includes(display) ? display : (fits[0] as OptionDisplay);
}

/** Moves the row at `index` by `by` places. */
export function moved<T>(list: readonly T[], index: number, by: number): T[] {
  const next = [...list];
  const [row] = next.splice(index, 1);
  next.splice(index + by, 0, row as T);
  return next;
}
