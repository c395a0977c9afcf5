import { z } from 'zod';
import {
  defaultShopSettings,
  type GeneralSettings,
  INSTALLMENT_MIN_BASKET,
  type PaymentDeliverySettings,
  SETTABLE_DELIVERY_METHODS,
  SETTABLE_PAYMENT_METHODS,
  type ServiceHours,
  type ShopSettings,
  WAREHOUSE_SYNC_INTERVAL_SECONDS,
} from '../../limits';

/** Reconciling more often than every 5 s would only load the catalogue; less often than hourly lets drift live. */
export const MIN_WAREHOUSE_SYNC_SECONDS = 5;
export const MAX_WAREHOUSE_SYNC_SECONDS = 3600;

import type { Permission } from '../../permissions';
import { EmailAddress, TaxId } from '../account';
import { AdminB2bContacts } from '../dealer';
import { adminRow, HistoryAnswer, HistoryQuery } from './row';

// The shop settings (SPEC §6 settings.general, settings.payment_delivery): stored by cms, the owner of the
// shop's configuration, announced to every service by `shop-settings-changed`, read by the storefront through
// GET /api/config. Each group is read and written whole; unknown fields are refused. Money is integer minor
// units (grosze, euro cents).

const text = (max: number) => z.string().trim().min(1).max(max);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const httpsUrl = z.url({ protocol: /^https$/ });

/** A sum in grosze between `min` and `max` złoty. */
const zloty = (min: number, max: number) =>
  z.strictObject({
    amount: z
      .number()
      .int()
      .min(min * 100)
      .max(max * 100),
    currency: z.literal('PLN'),
  });

/** Customer service hours: the same hours on each chosen ISO weekday (1 = Monday), opening before closing. */
export const ServiceHoursSchema = z
  .strictObject({
    days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    opens: clock,
    closes: clock,
  })
  .superRefine((hours, ctx) => {
    if (new Set(hours.days).size !== hours.days.length)
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'field.duplicate' });
    if (hours.opens >= hours.closes)
      ctx.addIssue({ code: 'custom', path: ['closes'], message: 'field.number_min', params: { min: hours.opens } });
  }) satisfies z.ZodType<ServiceHours>;

/** At least one of a group of switches must stay on, or checkout has nothing to offer. */
function oneOn(switches: object, ctx: z.RefinementCtx) {
  if (!Object.values(switches).some(Boolean))
    ctx.addIssue({ code: 'custom', message: 'field.array_min', params: { min: 1 } });
}
const switches = <const K extends readonly string[]>(keys: K) =>
  z
    .strictObject(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as { [P in K[number]]: z.ZodBoolean })
    .superRefine(oneOn);

/** PUT /api/admin/settings/general: the shop's data, hours, mailboxes, social links and test mode. */
export const GeneralSettingsSchema = z.strictObject({
  company: z.strictObject({
    name: text(200),
    street: text(200),
    zipCode: z
      .string()
      .trim()
      .regex(/^\d{2}-\d{3}$/, { error: 'field.zip_code' }),
    city: text(100),
    taxId: TaxId,
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { error: 'field.phone' }),
  }),
  openingHours: ServiceHoursSchema,
  mailboxes: z.strictObject({
    sales: EmailAddress,
    service: EmailAddress,
    b2b: EmailAddress,
    admin: EmailAddress,
    /** Absent (settings saved before issue 27): the default service manager's mailbox. */
    serviceManager: EmailAddress.default(defaultShopSettings.mailboxes.serviceManager),
  }),
  social: z.strictObject({ facebook: httpsUrl, instagram: httpsUrl, youtube: httpsUrl, tiktok: httpsUrl }),
  testMode: z.boolean(),
  /** Seconds between two reconciliations of physical and sellable stock; absent (an older form): SPEC §9's 30. */
  warehouseSyncIntervalSeconds: z
    .number()
    .int()
    .min(MIN_WAREHOUSE_SYNC_SECONDS)
    .max(MAX_WAREHOUSE_SYNC_SECONDS)
    .default(WAREHOUSE_SYNC_INTERVAL_SECONDS),
  /** Absent (settings saved before the currencies were offered): all off. */
  currencies: z
    .strictObject({ USD: z.boolean(), CHF: z.boolean(), GBP: z.boolean() })
    .default(defaultShopSettings.currencies),
}) satisfies z.ZodType<GeneralSettings, unknown>;

/** PUT /api/admin/settings/payment-delivery: delivery methods and prices, payment methods, terms. */
export const PaymentDeliverySettingsSchema = z.strictObject({
  deliveryMethods: switches(SETTABLE_DELIVERY_METHODS),
  courierPrice: z.strictObject({
    PLN: z.number().int().min(0).max(100_000),
    EUR: z.number().int().min(0).max(25_000),
  }),
  /** 0 to 100 000 zł (0: every retail courier delivery is free). */
  freeCourierThreshold: zloty(0, 100_000),
  paymentMethods: switches(SETTABLE_PAYMENT_METHODS),
  transferDueWorkingDays: z.number().int().min(1).max(60),
  /** Never below the banks' own minimum (SPEC §5: 100 PLN). */
  installmentMinimum: zloty(INSTALLMENT_MIN_BASKET.amount / 100, 100_000),
}) satisfies z.ZodType<PaymentDeliverySettings, unknown>;

export const ShopSettingsSchema = z.object({
  ...GeneralSettingsSchema.shape,
  ...PaymentDeliverySettingsSchema.shape,
}) satisfies z.ZodType<ShopSettings, unknown>;

/** The settings with the revision they were stored under: a follower keeps the highest it has seen. */
export const RevisedShopSettings = z.object({ revision: z.number().int().min(0), settings: ShopSettingsSchema });
export type RevisedShopSettings = z.infer<typeof RevisedShopSettings>;

/** The two settings groups, as their history is kept (`GET /api/admin/settings/:id/history`). */
export const SettingsGroup = z.enum(['general', 'payment-delivery']);
export type SettingsGroup = z.infer<typeof SettingsGroup>;

/** A group's audit trail: the group is the entity (ids 'general', 'payment-delivery'), so its path names it. */
const settingsHistory = (entityName: string, permission: Permission) =>
  adminRow('cms', `History of ${entityName}`, permission, { query: HistoryQuery, answer: HistoryAnswer });

export const settingsApi = {
  'GET /api/admin/settings/general': adminRow(
    'cms',
    'Shop data, hours, mailboxes, social links, test mode',
    'settings.general.view',
    {
      answer: GeneralSettingsSchema,
    },
  ),
  'PUT /api/admin/settings/general': adminRow('cms', 'Change the shop data', 'settings.general.update', {
    body: GeneralSettingsSchema,
    answer: GeneralSettingsSchema,
  }),
  'GET /api/admin/settings/general/history': settingsHistory('the shop data', 'settings.general.view'),
  'GET /api/admin/settings/payment-delivery': adminRow(
    'cms',
    'Delivery and payment methods, prices and terms',
    'settings.payment_delivery.view',
    {
      answer: PaymentDeliverySettingsSchema,
    },
  ),
  'PUT /api/admin/settings/payment-delivery': adminRow(
    'cms',
    'Change delivery and payment',
    'settings.payment_delivery.update',
    {
      body: PaymentDeliverySettingsSchema,
      answer: PaymentDeliverySettingsSchema,
    },
  ),
  'GET /api/admin/settings/payment-delivery/history': settingsHistory(
    'delivery and payment',
    'settings.payment_delivery.view',
  ),
  'GET /api/admin/settings/b2b-contacts': adminRow('cms', 'The B2B contacts dealers see', 'settings.general.view', {
    answer: AdminB2bContacts,
  }),
  'PUT /api/admin/settings/b2b-contacts': adminRow(
    'cms',
    'Replace the B2B contacts (at the version read)',
    'settings.general.update',
    { body: AdminB2bContacts, answer: AdminB2bContacts },
  ),
  'GET /api/admin/settings/b2b-contacts/history': settingsHistory('the B2B contacts', 'settings.general.view'),
} as const;
