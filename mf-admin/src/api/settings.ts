import type { AdminB2bContacts, GeneralSettings, HistoryAnswer, PaymentDeliverySettings } from '@shop/contracts';
import { adminApi } from './client';

// The settings section's calls (packages/contracts/src/api/admin/settings.ts): two groups stored by cms, each
// read and saved whole, each with its history.

export const getGeneralSettings = (signal?: AbortSignal): Promise<GeneralSettings> =>
  adminApi.get('/api/admin/settings/general', {}, { signal });

export const saveGeneralSettings = (body: GeneralSettings): Promise<GeneralSettings> =>
  adminApi.put('/api/admin/settings/general', { body });

export const generalSettingsHistory = (
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> => adminApi.get('/api/admin/settings/general/history', { query }, { signal });

export const getPaymentDeliverySettings = (signal?: AbortSignal): Promise<PaymentDeliverySettings> =>
  adminApi.get('/api/admin/settings/payment-delivery', {}, { signal });

export const savePaymentDeliverySettings = (body: PaymentDeliverySettings): Promise<PaymentDeliverySettings> =>
  adminApi.put('/api/admin/settings/payment-delivery', { body });

export const paymentDeliveryHistory = (
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> => adminApi.get('/api/admin/settings/payment-delivery/history', { query }, { signal });

/** The B2B contacts dealers see, read and saved whole at their version. */
export const getB2bContacts = (signal?: AbortSignal): Promise<AdminB2bContacts> =>
  adminApi.get('/api/admin/settings/b2b-contacts', {}, { signal });

export const saveB2bContacts = (body: AdminB2bContacts): Promise<AdminB2bContacts> =>
  adminApi.put('/api/admin/settings/b2b-contacts', { body });

export const b2bContactsHistory = (
  query: { page: number; limit: number },
  signal: AbortSignal,
): Promise<HistoryAnswer> => adminApi.get('/api/admin/settings/b2b-contacts/history', { query }, { signal });
