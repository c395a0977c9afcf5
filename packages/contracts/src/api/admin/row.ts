import { z } from 'zod';
import { listAnswer, listQuery } from '../../list-query';
import type { Permission } from '../../permissions';
import type { ServiceName } from '../../services';
import type { RouteSpec } from '../route';

// How a back-office row is written (DESIGN §9): `/api/admin/<area>/…`, the owning service, and the one
// permission the caller's admin type must hold. The gateway and the service both check it; the panel only
// hides what the type may not do.

export const adminRow = <
  const X extends Partial<Omit<RouteSpec, 'service' | 'summary' | 'access' | 'permission'>> = {},
>(
  service: ServiceName,
  summary: string,
  permission: Permission,
  extra?: X,
) =>
  ({ service, summary, access: 'admin', permission, ...extra }) as unknown as Omit<
    RouteSpec,
    keyof X | 'access' | 'permission'
  > &
    X & { access: 'admin'; permission: Permission };

/** The id of a back-office entity in a path: a uuid or a number, as the owning service keys it. */
export const AdminEntityParam = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/),
});

/** One field an admin write changed: its value before and after (absent before a create, after a delete). */
export const AuditChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof AuditChange>;

/** One entry of an entity's history (DESIGN §9 audit): who, as which admin type, did what, and the changes. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  adminType: z.string(),
  action: z.string(),
  changes: z.array(AuditChange),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const HistoryQuery = listQuery({ sort: ['at'] });
export const HistoryAnswer = listAnswer(AuditEntry);
export type HistoryAnswer = z.infer<typeof HistoryAnswer>;

/** `GET /api/admin/<area>/:id/history`: the entity's audit trail, for staff who may view the entity. */
export const historyRow = (service: ServiceName, entityName: string, permission: Permission) =>
  adminRow(service, `History of ${entityName}`, permission, {
    params: AdminEntityParam,
    query: HistoryQuery,
    answer: HistoryAnswer,
  });
