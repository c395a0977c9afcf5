import { z } from 'zod';
import { CustomerType } from '../../enums';
import { listAnswer, listQuery } from '../../list-query';
import { CustomerDetails, CustomerProfile, DealerInvitation } from '../account';
import { CustomerGroupChoice } from './groups';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The customers section (SPEC §2 menu, §6 `customers.*`; DESIGN §9): shoppers' and dealers' accounts in
// `accounts` (role CUSTOMER). Staff find them, read and edit the customer form with the storefront's own
// rules, block and unblock them (a block ends their sessions at once) and create dealers, who activate their
// account from an e-mail.

/**
 * What staff see of a customer's state: `active`; `inactive` (a dealer who has not yet set a password from
 * the activation e-mail); `blocked` (by staff: no sign-in, no session, no password reset).
 */
export const CustomerAdminState = z.enum(['active', 'inactive', 'blocked']);
export type CustomerAdminState = z.infer<typeof CustomerAdminState>;

export const CustomerAdminAnswer = z.object({
  id: z.uuid(),
  type: CustomerType,
  state: CustomerAdminState,
  /** Ten failed sign-ins blocked the account for now: the customer lifts it with a new password. */
  lockedOut: z.boolean(),
  email: z.string(),
  /** The name staff know the customer by: the company, else first and last name, else the e-mail. */
  name: z.string(),
  details: CustomerDetails,
  /** The customer group the customer is in, if any (at most one). */
  group: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  currency: z.enum(['PLN', 'EUR']),
  language: z.enum(['pl', 'en']),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type CustomerAdminAnswer = z.infer<typeof CustomerAdminAnswer>;

export const CustomerListQuery = listQuery({
  sort: ['createdAt', 'email', 'lastName', 'companyName', 'lastSignInAt'],
  filters: {
    type: CustomerType.optional(),
    state: CustomerAdminState.optional(),
    /** The customers of one group. */
    group: z.uuid().optional(),
    /** Part of the name, company, e-mail, tax id or VAT ID; Polish letters match their plain forms. */
    q: z.string().trim().max(100).optional(),
  },
});
export type CustomerListQuery = z.output<typeof CustomerListQuery>;

export const customersApi = {
  'GET /api/admin/customers': adminRow('accounts', 'Customers and dealers', 'customers.list', {
    query: CustomerListQuery,
    answer: listAnswer(CustomerAdminAnswer),
  }),
  'POST /api/admin/customers': adminRow(
    'accounts',
    'Create a dealer (inactive until activated from the e-mail)',
    'customers.create',
    { body: DealerInvitation, answer: CustomerAdminAnswer },
  ),
  'GET /api/admin/customers/:id': adminRow('accounts', 'One customer', 'customers.view', {
    params: AdminEntityParam,
    answer: CustomerAdminAnswer,
  }),
  'PATCH /api/admin/customers/:id': adminRow('accounts', "Edit a customer's form (SPEC §5 rules)", 'customers.update', {
    params: AdminEntityParam,
    body: CustomerProfile,
    answer: CustomerAdminAnswer,
  }),
  'POST /api/admin/customers/:id/block': adminRow(
    'accounts',
    'Block a customer (their sessions end at once)',
    'customers.update',
    { params: AdminEntityParam, answer: CustomerAdminAnswer },
  ),
  'POST /api/admin/customers/:id/unblock': adminRow('accounts', 'Unblock a customer', 'customers.update', {
    params: AdminEntityParam,
    answer: CustomerAdminAnswer,
  }),
  'PUT /api/admin/customers/:id/group': adminRow(
    'accounts',
    'Put a customer in a group (at most one), or in none',
    'groups.update',
    { params: AdminEntityParam, body: CustomerGroupChoice, answer: CustomerAdminAnswer },
  ),
  'GET /api/admin/customers/:id/history': historyRow('accounts', 'a customer', 'customers.view'),
} as const;
