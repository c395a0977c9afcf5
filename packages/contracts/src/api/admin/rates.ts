import { z } from 'zod';
import { listAnswer, listQuery } from '../../list-query';
import { ExchangeRate } from '../payments';
import { adminRow } from './row';

// Exchange rates in the back office (issue 23; docs/decisions/exchange-rates.md): the National Bank of
// Poland's table A as the rate job stored it, the rates in force, staff's overrides, and the alert when a
// table could not be fetched. Owned by payments; the payment and delivery settings' permissions, since the
// rates decide what a foreign-currency order pays in PLN.

export const RateCurrency = z.enum(['EUR', 'USD', 'CHF', 'GBP']);
export type RateCurrency = z.infer<typeof RateCurrency>;

const rate = z.string().regex(/^\d+\.\d{6}$/);

/** One stored table: its number and date, when the shop stored it, and its rates of the shop's currencies. */
export const AdminRateTable = z.object({
  tableNo: z.string().nullable(),
  tableDate: z.iso.date().nullable(),
  storedAt: z.iso.datetime(),
  source: z.string(),
  rates: z.array(z.object({ currency: RateCurrency, ratePln: rate })),
});
export type AdminRateTable = z.infer<typeof AdminRateTable>;

/** A rate staff set by hand: it beats the table until removed. */
export const AdminRateOverride = z.object({
  currency: RateCurrency,
  ratePln: rate,
  note: z.string().nullable(),
  setBy: z.string(),
  setAt: z.iso.datetime(),
});
export type AdminRateOverride = z.infer<typeof AdminRateOverride>;

/** The rate job's newest run failed: the shop still converts at the last good table. */
export const AdminRateAlert = z.object({
  since: z.iso.datetime(),
  detail: z.string(),
  lastGoodTableNo: z.string().nullable(),
  lastGoodTableDate: z.iso.date().nullable(),
});
export type AdminRateAlert = z.infer<typeof AdminRateAlert>;

export const AdminRates = z.object({
  /** The rate of each currency in force now (an override where there is one). */
  current: z.array(ExchangeRate),
  overrides: z.array(AdminRateOverride),
  alert: AdminRateAlert.nullable(),
  /** The rate job's newest run; null before its first. */
  lastRun: z.object({ ranAt: z.iso.datetime(), outcome: z.enum(['stored', 'unchanged', 'failed']) }).nullable(),
});
export type AdminRates = z.infer<typeof AdminRates>;

export const AdminRateHistoryQuery = listQuery({ sort: ['storedAt'] });
export type AdminRateHistoryQuery = z.input<typeof AdminRateHistoryQuery>;

export const AdminRateOverrideParams = z.strictObject({ currency: RateCurrency });

/** PUT …/override: PLN for one unit, up to 6 decimals (a comma is read as the decimal point), and a note. */
export const AdminRateOverrideSet = z.strictObject({
  ratePln: z
    .string({ error: 'field.required' })
    .trim()
    .regex(/^\d{1,5}([.,]\d{1,6})?$/, { error: 'field.invalid' })
    .transform((text) => Number(text.replace(',', '.')).toFixed(6))
    .refine((text) => Number(text) >= 0.0001, { error: 'field.number_min', params: { min: '0,0001' } }),
  note: z.string().trim().max(200, { error: 'field.string_max' }).default(''),
});
export type AdminRateOverrideSet = z.input<typeof AdminRateOverrideSet>;

export const adminRatesApi = {
  'GET /api/admin/settings/rates': adminRow(
    'payments',
    'Exchange rates in force, overrides and the rate job’s alert',
    'settings.payment_delivery.view',
    { answer: AdminRates },
  ),
  'GET /api/admin/settings/rates/history': adminRow(
    'payments',
    'The NBP tables stored, newest first',
    'settings.payment_delivery.view',
    { query: AdminRateHistoryQuery, answer: listAnswer(AdminRateTable) },
  ),
  'PUT /api/admin/settings/rates/:currency/override': adminRow(
    'payments',
    'Set a rate by hand (beats the table until removed)',
    'settings.payment_delivery.update',
    { params: AdminRateOverrideParams, body: AdminRateOverrideSet, answer: AdminRateOverride },
  ),
  'DELETE /api/admin/settings/rates/:currency/override': adminRow(
    'payments',
    'Remove a rate set by hand (the table’s rate is in force again)',
    'settings.payment_delivery.update',
    { params: AdminRateOverrideParams },
  ),
  'GET /api/admin/dashboard/rates-alert': adminRow(
    'payments',
    'Whether the exchange rate table could not be fetched',
    'dashboard.view',
    { answer: z.object({ alert: AdminRateAlert.nullable() }) },
  ),
} as const;
