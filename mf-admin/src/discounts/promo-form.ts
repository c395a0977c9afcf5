import { type AdminPromoCode, formatMoney, PromoAudience } from '@shop/contracts';
import type { SelectOption } from '@shop/ui';

// The promo code form's values as the fields hold them (every field a string: money in złoty or euro with a
// comma, days as yyyy-MM-dd in Warsaw) and the way to the contract's shape (minor units, instants). What does
// not read as a number is passed on as typed, so the contract's check names the field.

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface PromoFormValues extends Record<string, unknown> {
  code: string;
  kind: string;
  value: string;
  currency: string;
  minimumPln: string;
  minimumEur: string;
  validFrom: string;
  validTo: string;
  usageLimit: string;
  perCustomerLimit: string;
  audience: string;
  collections: string;
  products: string;
  state: string;
}

export const kindOptions = (t: Translate): SelectOption[] =>
  ['percent', 'amount'].map((kind) => ({ value: kind, label: t(`discounts.kinds.${kind}`) }));
export const audienceOptions = (t: Translate): SelectOption[] =>
  PromoAudience.options.map((audience) => ({ value: audience, label: t(`discounts.audiences.${audience}`) }));
export const stateOptions = (t: Translate): SelectOption[] =>
  ['active', 'inactive'].map((state) => ({ value: state, label: t(`discounts.states.${state}`) }));
export const currencyOptions: SelectOption[] = ['PLN', 'EUR'].map((currency) => ({ value: currency, label: currency }));

/** A whole number as typed, or the text itself (the contract then names the field). */
export const whole = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);
export const orNull = <T>(text: string, read: (text: string) => T) => (text.trim() === '' ? null : read(text));
/** '1 000,50' or '1000.5' → 100050 minor units. */
export const minor = (text: string) => {
  const plain = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : text;
};
export const ids = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map(whole);
export const money = (amount: number | null) => (amount === null ? '' : (amount / 100).toFixed(2).replace('.', ','));

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
const warsawParts = (date: Date): Parts =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Parts;

/** The instant a Warsaw wall-clock time of `day` (yyyy-MM-dd) stands for, as ISO 8601; not a day: as typed. */
export function warsawInstant(day: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const asUtc = new Date(`${day}T${time}Z`);
  const p = warsawParts(asUtc);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return new Date(asUtc.getTime() - (wall - asUtc.getTime())).toISOString();
}

/** The Warsaw day (yyyy-MM-dd) of an instant. */
export function warsawDay(iso: string | null): string {
  if (!iso) return '';
  const p = warsawParts(new Date(iso));
  return `${p.year}-${p.month}-${p.day}`;
}

export function newPromoValues(): PromoFormValues {
  return {
    code: '',
    kind: 'percent',
    value: '',
    currency: '',
    minimumPln: '',
    minimumEur: '',
    validFrom: '',
    validTo: '',
    usageLimit: '',
    perCustomerLimit: '',
    audience: 'any',
    collections: '',
    products: '',
    state: 'active',
  };
}

export function promoValuesOf(promo: AdminPromoCode): PromoFormValues {
  return {
    code: promo.code,
    kind: promo.kind,
    value: promo.kind === 'amount' ? money(promo.value) : String(promo.value),
    currency: promo.currency ?? '',
    minimumPln: money(promo.minimumPln),
    minimumEur: money(promo.minimumEur),
    validFrom: warsawDay(promo.validFrom),
    validTo: warsawDay(promo.validTo),
    usageLimit: promo.usageLimit === null ? '' : String(promo.usageLimit),
    perCustomerLimit: promo.perCustomerLimit === null ? '' : String(promo.perCustomerLimit),
    audience: promo.audience,
    collections: promo.collections.join(', '),
    products: promo.products.join(', '),
    state: promo.state,
  };
}

/** The whole form in the contract's shape. */
export function promoContract(values: PromoFormValues): Record<string, unknown> {
  return {
    code: values.code,
    kind: values.kind,
    value: values.kind === 'amount' ? minor(values.value) : whole(values.value),
    currency: values.kind === 'amount' ? values.currency || null : null,
    minimumPln: orNull(values.minimumPln, minor),
    minimumEur: orNull(values.minimumEur, minor),
    validFrom: orNull(values.validFrom, (day) => warsawInstant(day, '00:00:00')),
    validTo: orNull(values.validTo, (day) => warsawInstant(day, '23:59:59')),
    usageLimit: orNull(values.usageLimit, whole),
    perCustomerLimit: orNull(values.perCustomerLimit, whole),
    audience: values.audience,
    collections: ids(values.collections),
    products: ids(values.products),
    state: values.state,
  };
}

/** Only what changed, in the contract's shape (a form's PATCH). */
export function changedOnly<V>(
  toContract: (values: V) => Record<string, unknown>,
  values: V,
  initial: V,
): Record<string, unknown> {
  const now = toContract(values);
  const before = toContract(initial);
  return Object.fromEntries(
    Object.entries(now).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field])),
  );
}

/** '10 %' or '100,00 zł'. */
export function discountText(promo: Pick<AdminPromoCode, 'kind' | 'value' | 'currency'>, lang: string): string {
  if (promo.kind === 'percent') return `${promo.value}\u00a0%`;
  return formatMoney({ amount: promo.value, currency: promo.currency ?? 'PLN' }, lang);
}
