import type { AdminSafetyReport, ListAnswer, SafetyReportClose, SafetyReportsDashboard } from '@shop/contracts';
import type { ListState } from '../kit/list-state';
import { adminApi } from './client';

// The safety reports section's calls (packages/contracts/src/api/safety-reports.ts): kept by `cms`.

export function listSafetyReports(query: ListState, signal: AbortSignal): Promise<ListAnswer<AdminSafetyReport>> {
  return adminApi.get('/api/admin/safety-reports', { query }, { signal });
}

export function getSafetyReport(id: string, signal?: AbortSignal): Promise<AdminSafetyReport> {
  return adminApi.get('/api/admin/safety-reports/:id', { params: { id } }, { signal });
}

/** 409 when someone closed it meanwhile. */
export function closeSafetyReport(id: string, body: SafetyReportClose): Promise<AdminSafetyReport> {
  return adminApi.post('/api/admin/safety-reports/:id/close', { params: { id }, body });
}

export function safetyReportsFigures(signal: AbortSignal): Promise<SafetyReportsDashboard> {
  return adminApi.get('/api/admin/dashboard/safety-reports', {}, { signal });
}
