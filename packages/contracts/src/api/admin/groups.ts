import { z } from 'zod';
import { listAnswer, listQuery } from '../../list-query';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The groups section (DESIGN §9 `groups.*`): customer groups in `accounts` (a name, a description, members).
// A customer is in at most one group: putting them in another one moves them.

export const CustomerGroupAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** How many customers are in the group. */
  members: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerGroupAnswer = z.infer<typeof CustomerGroupAnswer>;

export const CustomerGroupListQuery = listQuery({
  sort: ['createdAt', 'name'],
  filters: { q: z.string().trim().max(100).optional() },
});

/** POST and PATCH /api/admin/groups: the name is unique (whatever the case). */
export const CustomerGroupInput = z.strictObject({
  name: z.string().trim().min(1, 'field.required').max(100),
  description: z.string().trim().max(1000).default(''),
});
export type CustomerGroupInput = z.input<typeof CustomerGroupInput>;

/** PUT /api/admin/customers/:id/group: the group a customer is in, or none. */
export const CustomerGroupChoice = z.strictObject({ groupId: z.uuid().nullable() });
export type CustomerGroupChoice = z.infer<typeof CustomerGroupChoice>;

export const groupsApi = {
  'GET /api/admin/groups': adminRow('accounts', 'Customer groups', 'groups.list', {
    query: CustomerGroupListQuery,
    answer: listAnswer(CustomerGroupAnswer),
  }),
  'POST /api/admin/groups': adminRow('accounts', 'Create a customer group', 'groups.create', {
    body: CustomerGroupInput,
    answer: CustomerGroupAnswer,
  }),
  'GET /api/admin/groups/:id': adminRow('accounts', 'One customer group', 'groups.view', {
    params: AdminEntityParam,
    answer: CustomerGroupAnswer,
  }),
  'PATCH /api/admin/groups/:id': adminRow('accounts', 'Rename or describe a customer group', 'groups.update', {
    params: AdminEntityParam,
    body: CustomerGroupInput,
    answer: CustomerGroupAnswer,
  }),
  'DELETE /api/admin/groups/:id': adminRow(
    'accounts',
    'Delete a customer group (its members leave it)',
    'groups.delete',
    {
      params: AdminEntityParam,
      answer: z.object({ deleted: z.literal(true) }),
    },
  ),
  'GET /api/admin/groups/:id/history': historyRow('accounts', 'a customer group', 'groups.view'),
} as const;
