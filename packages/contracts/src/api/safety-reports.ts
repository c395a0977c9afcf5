import { z } from 'zod';
import { Language } from '../enums';
import { defineEvent } from '../events';
import { listAnswer, listQuery } from '../list-query';
import { adminRow } from './admin/row';

// Safety reports (issue 27, GPSR; docs/decisions/accessibility.md): a contact form message on the "danger"
// topic (a dangerous product) becomes a record in cms that staff must close with a note, and the service
// manager gets it by e-mail at once. Staff read them with `returns.list` and close them with `returns.update`:
// the service desk's permissions, the same desk that handles the product afterwards.

/** Open until staff close it with a note; closed for good. */
export const SafetyReportState = z.enum(['open', 'closed']);
export type SafetyReportState = z.infer<typeof SafetyReportState>;

export const AdminSafetyReport = z.object({
  id: z.uuid(),
  /** `ZB/2026/0001`: zgłoszenie bezpieczeństwa, numbered per year. */
  number: z.string(),
  state: SafetyReportState,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  language: Language,
  receivedAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  closedBy: z.string().nullable(),
  /** What staff did about it, written when closing. */
  closingNote: z.string().nullable(),
});
export type AdminSafetyReport = z.infer<typeof AdminSafetyReport>;

export const SafetyReportQuery = listQuery({
  sort: ['createdAt', 'number'],
  filters: { state: SafetyReportState.optional() },
});
export type SafetyReportQuery = z.output<typeof SafetyReportQuery>;

/** POST /api/admin/safety-reports/:id/close: what was done, for the record (required). */
export const SafetyReportClose = z.strictObject({
  note: z.string({ error: 'field.required' }).trim().min(1, { error: 'field.required' }).max(2_000),
});
export type SafetyReportClose = z.input<typeof SafetyReportClose>;

/** GET /api/admin/dashboard/safety-reports: reports still open and since when the oldest waits. */
export const SafetyReportsDashboard = z.object({
  open: z.number().int().min(0),
  oldestOpenAt: z.iso.datetime().nullable(),
});
export type SafetyReportsDashboard = z.infer<typeof SafetyReportsDashboard>;

const SafetyReportParam = z.strictObject({ id: z.uuid() });

export const safetyReportsApi = {
  'GET /api/admin/safety-reports': adminRow('cms', 'Safety reports (dangerous products)', 'returns.list', {
    query: SafetyReportQuery,
    answer: listAnswer(AdminSafetyReport),
  }),
  'GET /api/admin/safety-reports/:id': adminRow('cms', 'One safety report', 'returns.list', {
    params: SafetyReportParam,
    answer: AdminSafetyReport,
  }),
  'POST /api/admin/safety-reports/:id/close': adminRow('cms', 'Close a safety report with a note', 'returns.update', {
    params: SafetyReportParam,
    body: SafetyReportClose,
    answer: AdminSafetyReport,
  }),
  'GET /api/admin/dashboard/safety-reports': adminRow('cms', 'Dashboard: open safety reports', 'returns.list', {
    answer: SafetyReportsDashboard,
  }),
} as const;

/**
 * A dangerous product was reported through the contact form: the service manager is e-mailed at once
 * (`to` is the mailbox from the shop settings when the report was stored).
 */
export const SafetyReportOpened = defineEvent(
  'cms',
  'safety-report-opened',
  z.object({
    reportId: z.uuid(),
    number: z.string(),
    to: z.email(),
    name: z.string(),
    email: z.email(),
    phone: z.string().nullable(),
    message: z.string(),
    language: Language,
    receivedAt: z.iso.datetime(),
  }),
);
