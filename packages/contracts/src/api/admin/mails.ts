import { z } from 'zod';
import { listAnswer, listQuery } from '../../list-query';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The e-mails the shop wrote (issue 16; docs/decisions/e-mail-delivery.md), for staff: what is still waiting,
// what went out and what failed with the mail server's answer, and sending a failed one again. Under the
// general settings' permissions: the shop's mail is part of how the shop is set up.

export const MailState = z.enum(['pending', 'sent', 'failed']);
export type MailState = z.infer<typeof MailState>;

export const AdminMail = z.object({
  id: z.uuid(),
  template: z.string(),
  language: z.string(),
  recipient: z.string(),
  subject: z.string(),
  state: MailState,
  attempts: z.number().int(),
  /** The mail server's answer to the last failed attempt. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** When the next attempt is due (pending only). */
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type AdminMail = z.infer<typeof AdminMail>;

export const AdminMailListQuery = listQuery({
  sort: ['createdAt'],
  filters: {
    state: MailState.optional(),
    /** Part of the recipient's address. */
    recipient: z.string().trim().min(1).max(254).optional(),
  },
});
export type AdminMailListQuery = z.input<typeof AdminMailListQuery>;

export const mailsApi = {
  'GET /api/admin/mails': adminRow('notifications', 'E-mails the shop wrote, newest first', 'settings.general.list', {
    query: AdminMailListQuery,
    answer: listAnswer(AdminMail),
  }),
  'POST /api/admin/mails/:id/retry': adminRow(
    'notifications',
    'Send a failed e-mail again',
    'settings.general.update',
    { params: AdminEntityParam, answer: AdminMail },
  ),
  'GET /api/admin/mails/:id/history': historyRow('notifications', 'an e-mail', 'settings.general.view'),
} as const;
