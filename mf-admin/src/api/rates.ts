import type {
  AdminRateAlert,
  AdminRateOverride,
  AdminRateOverrideSet,
  AdminRates,
  AdminRateTable,
  ListAnswer,
  RateCurrency,
} from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The exchange rates' calls (packages/contracts/src/api/admin/rates.ts): rates in `payments`.

export function getRates(signal: AbortSignal): Promise<AdminRates> {
  return adminApi.get('/api/admin/settings/rates', {}, { signal });
}

export function listRateTables(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminRateTable>> {
  return adminApi.get('/api/admin/settings/rates/history', { query }, { signal });
}

export function setRateOverride(currency: RateCurrency, body: AdminRateOverrideSet): Promise<AdminRateOverride> {
  return adminApi.put('/api/admin/settings/rates/:currency/override', { params: { currency }, body });
}

export async function removeRateOverride(currency: RateCurrency): Promise<void> {
  await adminApi.delete('/api/admin/settings/rates/:currency/override', { params: { currency } });
}

export async function getRatesAlert(signal: AbortSignal): Promise<AdminRateAlert | null> {
  return (await adminApi.get('/api/admin/dashboard/rates-alert', {}, { signal })).alert;
}
