import { type AdminShop, Region, SettableShopTag } from '@shop/contracts';
import type { SelectOption } from '@shop/ui';

// The shop form's values as the fields hold them (every field a string, opening hours one pair per weekday)
// and the way back to the contract's shape. Numbers that do not read as numbers are passed on as typed, so
// the contract's check names the field.

type Translate = (key: string) => string;

export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

export const regionOptions = (t: Translate): SelectOption[] =>
  Region.options.filter((r) => r !== 'other').map((region) => ({ value: region, label: t(`shops.regions.${region}`) }));

export const tagOptions = (t: Translate) =>
  SettableShopTag.options.map((tag) => ({ value: tag, label: t(`shops.tags.${tag}`) }));

export interface ShopFormValues extends Record<string, unknown> {
  name: string;
  street: string;
  zip: string;
  city: string;
  region: string;
  lat: string;
  lng: string;
  phones: string;
  website: string;
  email: string;
  tags: string[];
  collections: string;
  /** The dealer's account id (customers section), or empty: nobody's. */
  dealerId: string;
  /** `opens1` … `closes7`: 'HH:MM' or empty (closed). */
  [hours: `${'opens' | 'closes'}${number}`]: string;
}

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const number = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

export function newShopValues(): ShopFormValues {
  const values: ShopFormValues = {
    name: '',
    street: '',
    zip: '',
    city: '',
    region: '',
    lat: '',
    lng: '',
    phones: '',
    website: '',
    email: '',
    tags: ['shop'],
    collections: '59',
    dealerId: '',
  };
  for (const day of weekdays) {
    values[`opens${day}`] = '';
    values[`closes${day}`] = '';
  }
  return values;
}

export function shopValuesOf(shop: AdminShop): ShopFormValues {
  const values: ShopFormValues = {
    ...newShopValues(),
    name: shop.name,
    street: shop.street,
    zip: shop.zip,
    city: shop.city,
    region: shop.region,
    lat: String(shop.lat),
    lng: String(shop.lng),
    phones: shop.phones.join(', '),
    website: shop.website ?? '',
    email: shop.email ?? '',
    // In the boxes' order, as the group reports them, so an untouched form sends no tag change.
    tags: SettableShopTag.options.filter((tag) => shop.tags.includes(tag)),
    collections: shop.collections.join(', '),
    dealerId: shop.dealerId ?? '',
  };
  for (const { day, opens, closes } of shop.openingHours) {
    values[`opens${day}`] = opens;
    values[`closes${day}`] = closes;
  }
  return values;
}

/** The weekdays with hours, in order: the contract's `openingHours` and which index each day has there. */
export function openDays(values: Partial<ShopFormValues>) {
  return weekdays
    .filter((day) => values[`opens${day}`] || values[`closes${day}`])
    .map((day) => ({ day, opens: values[`opens${day}`] ?? '', closes: values[`closes${day}`] ?? '' }));
}

/** The whole form in the contract's shape. */
export function toContract(values: ShopFormValues): Record<string, unknown> {
  return {
    name: values.name,
    street: values.street,
    zip: values.zip,
    city: values.city,
    region: values.region || undefined,
    lat: number(values.lat),
    lng: number(values.lng),
    phones: list(values.phones),
    website: values.website.trim() || null,
    email: values.email.trim() || null,
    tags: values.tags,
    collections: list(values.collections).map(number),
    openingHours: openDays(values),
    dealerId: values.dealerId.trim() || null,
  };
}

/** Only what changed, in the contract's shape (the hours go whole when any day changed). */
export function changedContract(values: ShopFormValues, initial: ShopFormValues): Record<string, unknown> {
  const now = toContract(values);
  const before = toContract(initial);
  return Object.fromEntries(
    Object.entries(now).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field])),
  );
}
