import { z } from 'zod';
import { AdminType, EntityState } from '../../enums';
import { listAnswer, listQuery } from '../../list-query';
import { EmailAddress } from '../account';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The admins section (SPEC §2 menu, §6 admin types; DESIGN §9): staff accounts in `accounts`, role ADMIN.
// A new staff member gets the admin welcome e-mail with the data-protection rules (SPEC §1) and sets a
// password through its link; until then the account is `pending`.

/** The states a staff account can be in (SPEC §3 entity states that mean something for a person). */
export const StaffState = EntityState.extract(['pending', 'active', 'inactive']);
export type StaffState = z.infer<typeof StaffState>;

const name = z.string().trim().min(1).max(100);

export const StaffMemberAnswer = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  adminType: AdminType,
  state: StaffState,
  /** Ten failed sign-ins blocked the account: the member lifts it with a new password, or staff reactivate it. */
  lockedOut: z.boolean(),
  language: z.enum(['pl', 'en']),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMemberAnswer = z.infer<typeof StaffMemberAnswer>;

export const StaffListQuery = listQuery({
  sort: ['createdAt', 'email', 'lastName', 'adminType', 'state'],
  filters: {
    adminType: AdminType.optional(),
    state: StaffState.optional(),
    /** Part of the name or e-mail. */
    q: z.string().trim().max(100).optional(),
  },
});
export type StaffListQuery = z.output<typeof StaffListQuery>;

/** POST /api/admin/admins: a new staff member ('admin e-mail already registered' when taken). */
export const StaffInvitation = z.strictObject({
  email: EmailAddress,
  firstName: name,
  lastName: name,
  adminType: AdminType,
  /** The language of the welcome e-mail and the panel. */
  language: z.enum(['pl', 'en']).default('pl'),
});
export type StaffInvitation = z.input<typeof StaffInvitation>;

/** PATCH /api/admin/admins/:id: what staff may change about another staff member. */
export const StaffChange = z
  .strictObject({
    firstName: name,
    lastName: name,
    adminType: AdminType,
    /** `pending` is where an invitation starts, never a state to set. */
    state: StaffState.exclude(['pending']),
    language: z.enum(['pl', 'en']),
  })
  .partial();
export type StaffChange = z.input<typeof StaffChange>;

export const adminsApi = {
  'GET /api/admin/admins': adminRow('accounts', 'Staff accounts', 'admins.list', {
    query: StaffListQuery,
    answer: listAnswer(StaffMemberAnswer),
  }),
  'POST /api/admin/admins': adminRow('accounts', 'Invite a staff member (admin welcome e-mail)', 'admins.create', {
    body: StaffInvitation,
    answer: StaffMemberAnswer,
  }),
  'GET /api/admin/admins/:id': adminRow('accounts', 'One staff account', 'admins.view', {
    params: AdminEntityParam,
    answer: StaffMemberAnswer,
  }),
  'PATCH /api/admin/admins/:id': adminRow('accounts', 'Change a staff account (name, type, state)', 'admins.update', {
    params: AdminEntityParam,
    body: StaffChange,
    answer: StaffMemberAnswer,
  }),
  'POST /api/admin/admins/:id/welcome': adminRow('accounts', 'Send the admin welcome e-mail again', 'admins.update', {
    params: AdminEntityParam,
    answer: StaffMemberAnswer,
  }),
  'GET /api/admin/admins/:id/history': historyRow('accounts', 'a staff account', 'admins.view'),
} as const;
