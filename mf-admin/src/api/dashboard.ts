import type {
  CustomersDashboard,
  DashboardPeriod,
  InvoicesDashboard,
  ReturnsDashboard,
  SalesDashboard,
} from '@shop/contracts';
import { adminApi } from './client';

// The dashboard's calls (packages/contracts/src/api/admin/dashboard.ts): each widget asks the service that
// owns its figures.

export function salesFigures(period: DashboardPeriod, signal: AbortSignal): Promise<SalesDashboard> {
  return adminApi.get('/api/admin/dashboard/sales', { query: { period } }, { signal });
}

export function customerFigures(period: DashboardPeriod, signal: AbortSignal): Promise<CustomersDashboard> {
  return adminApi.get('/api/admin/dashboard/customers', { query: { period } }, { signal });
}

export function returnFigures(signal: AbortSignal): Promise<ReturnsDashboard> {
  return adminApi.get('/api/admin/dashboard/returns', {}, { signal });
}

export function invoiceQueue(signal: AbortSignal): Promise<InvoicesDashboard> {
  return adminApi.get('/api/admin/dashboard/invoices', {}, { signal });
}
