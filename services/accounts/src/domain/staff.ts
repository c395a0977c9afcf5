import {
  type AdminType,
  isUuid,
  managesStaffOf,
  type StaffChange,
  type StaffInvitation,
  type StaffListQuery,
  type StaffMemberAnswer,
  type StaffState,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { auditHistory, type Executor, listAnswerOf, listOffset, listOrder, recordAudit } from '@shop/service-kit/db';
import { and, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccountsContext } from '../context';
import type * as schema from '../db/schema';
import { accountTokens, customers, sessions } from '../db/schema';
import { recordStaffWelcome } from '../events/account-events';
import { type CustomerRow, staffNameOf } from './account-details';
import { issueLinkToken, mayIssueLink } from './link-tokens';

// The admins section (SPEC §6, DESIGN §9): staff are accounts with role ADMIN and an admin type. Every write
// records its audit entry in the same transaction. The rules: an actor manages only the types
// `managesStaffOf` gives them (the member's current type and the new one), nobody changes their own type or
// state, and at least one active super admin always remains, also when two changes race (the super admins'
// rows are locked in one order before anything is decided).

type Db = Executor<typeof schema>;
type Query = z.output<typeof StaffListQuery>;
type Change = z.output<typeof StaffChange>;

/** The audit trail's name for a staff account (GET /api/admin/admins/:id/history). */
export const STAFF_ENTITY = 'admin';
/** States in which a staff member can still sign in (a lockout is lifted by a new password). */
const signInStates = ['active', 'blocked'] as const;

export function staffMemberOf(row: CustomerRow): StaffMemberAnswer {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    adminType: row.adminType as AdminType,
    state: row.state === 'blocked' ? 'active' : row.state,
    lockedOut: row.state === 'blocked',
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** What the audit trail keeps of a staff account: never a password hash or a token. */
const audited = (row: CustomerRow) => ({
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  adminType: row.adminType,
  state: row.state,
  language: row.language,
});

const isStaff = eq(customers.role, 'ADMIN');
const byState: Record<StaffState, SQL> = {
  pending: eq(customers.state, 'pending'),
  active: inArray(customers.state, [...signInStates]),
  inactive: eq(customers.state, 'inactive'),
};

/** One page of staff accounts; `q` finds a part of the name or the e-mail, whatever the case. */
export async function listStaff(db: Db, query: Query) {
  const { adminType, state, q } = query.filters;
  const typed = q?.toLowerCase();
  const where = and(
    isStaff,
    adminType ? eq(customers.adminType, adminType) : undefined,
    state ? byState[state] : undefined,
    typed
      ? sql`strpos(lower(coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '') || ' ' || ${customers.email}), ${typed}) > 0`
      : undefined,
  );
  const columns = {
    createdAt: customers.createdAt,
    email: customers.email,
    lastName: customers.lastName,
    adminType: customers.adminType,
    state: customers.state,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(...listOrder(query, columns, customers.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return listAnswerOf(rows.map(staffMemberOf), total?.n ?? 0, query);
}

async function findStaffRow(db: Db, id: string): Promise<CustomerRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(customers)
        .where(and(isStaff, eq(customers.id, id)))
    : [];
  if (!row) throw new AppError('not_found');
  return row;
}

export async function findStaffMember(db: Db, id: string): Promise<StaffMemberAnswer> {
  return staffMemberOf(await findStaffRow(db, id));
}

/** An entity's history of a staff account (404 for an id that is no staff member). */
export async function staffHistory(db: Db, id: string, query: { page: number; limit: number; dir: 'asc' | 'desc' }) {
  await findStaffRow(db, id);
  return auditHistory(db, STAFF_ENTITY, id, query);
}

/**
 * A new staff member, `pending` until they set a password through the admin welcome e-mail, which is
 * recorded with the account ('admin e-mail already registered' when the address has any account).
 */
export async function inviteStaff(
  context: AccountsContext,
  actor: StaffMember,
  input: z.output<typeof StaffInvitation>,
  lang: string,
): Promise<StaffMemberAnswer> {
  mustManage(actor, input.adminType);
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const [member] = await tx
      .insert(customers)
      .values({
        type: 'retail',
        role: 'ADMIN',
        adminType: input.adminType,
        state: 'pending',
        email: input.email.toLowerCase(),
        firstName: input.firstName,
        lastName: input.lastName,
        language: input.language,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!member) {
      const message = translate('field.admin_exists', lang);
      throw new AppError('duplicate', { messageKey: 'field.admin_exists', fields: { email: message } });
    }
    await sendWelcome(tx, member, now);
    await recordAudit(
      tx,
      actor,
      { action: 'create', entity: STAFF_ENTITY, entityId: member.id, after: audited(member) },
      now,
    );
    return staffMemberOf(member);
  });
}

/** The welcome e-mail again, with a new link (the older one stops working): pending accounts only. */
export async function resendStaffWelcome(context: AccountsContext, actor: StaffMember, id: string) {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const member = await lockStaffRow(tx, id);
    mustManage(actor, member.adminType as AdminType);
    if (member.state !== 'pending') throw new AppError('conflict', { messageKey: 'error.staff_not_pending' });
    if (!(await mayIssueLink(tx, member.id, 'activation', now))) throw new AppError('too_many_requests');
    await sendWelcome(tx, member, now);
    await recordAudit(tx, actor, { action: 'welcome', entity: STAFF_ENTITY, entityId: member.id }, now);
    return staffMemberOf(member);
  });
}

/** Issues the activation link and records the admin welcome e-mail, inside the caller's transaction. */
export async function sendWelcome(tx: Db, member: CustomerRow, now: Date) {
  const link = await issueLinkToken(tx, member.id, 'activation', now);
  await recordStaffWelcome(tx, member, member.language, link);
}

/** The member set their password from the welcome e-mail: their own entry in the account's history. */
export async function recordStaffActivation(tx: Db, member: CustomerRow, now: Date) {
  const self: StaffMember = {
    id: member.id,
    adminType: member.adminType as AdminType,
    name: staffNameOf(member),
  };
  const change = { action: 'activate', entity: STAFF_ENTITY, entityId: member.id };
  await recordAudit(tx, self, { ...change, before: { state: 'pending' }, after: { state: member.state } }, now);
}

export interface StaffChanged {
  member: StaffMemberAnswer;
  /** The type or state changed: what the gateway cached about the member's sessions is stale. */
  accessChanged: boolean;
}

/**
 * Changes another staff member's name, language, type or state (or one's own name and language).
 * Deactivating ends every session of the member and voids their open e-mailed links at once.
 */
export async function changeStaff(
  context: AccountsContext,
  actor: StaffMember,
  id: string,
  change: Change,
): Promise<StaffChanged> {
  if (!isUuid(id)) throw new AppError('not_found');
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    // The super admins and the member, locked in id order: two changes racing wait for each other, and
    // the second one sees what the first one did.
    const locked = await tx
      .select()
      .from(customers)
      .where(and(isStaff, or(eq(customers.adminType, 'super_admin'), eq(customers.id, id))))
      .orderBy(customers.id)
      .for('update');
    const before = locked.find((row) => row.id === id);
    if (!before) throw new AppError('not_found');
    const adminType = change.adminType ?? (before.adminType as AdminType);
    const state = nextState(before, change.state);
    const typeChanges = adminType !== before.adminType;
    const stateChanges = state !== before.state;

    if (before.id === actor.id) {
      if (typeChanges || stateChanges) throw new AppError('forbidden', { messageKey: 'error.staff_own_account' });
    } else {
      mustManage(actor, before.adminType as AdminType);
      if (typeChanges) mustManage(actor, adminType);
    }
    const leavesSuperAdmins = typeChanges || !(signInStates as readonly string[]).includes(state);
    if (before.adminType === 'super_admin' && isSigningIn(before) && leavesSuperAdmins) {
      const others = locked.filter((row) => row.id !== id && row.adminType === 'super_admin' && isSigningIn(row));
      if (others.length === 0) throw new AppError('business_rule', { messageKey: 'error.staff_last_super_admin' });
    }

    const [after] = await tx
      .update(customers)
      .set({
        firstName: change.firstName ?? before.firstName,
        lastName: change.lastName ?? before.lastName,
        language: change.language ?? before.language,
        adminType,
        state,
        ...(stateChanges ? { failedLogins: 0, blockedReason: null } : {}),
        updatedAt: now,
      })
      .where(eq(customers.id, id))
      .returning();
    if (state === 'inactive' && stateChanges) {
      await tx.delete(sessions).where(eq(sessions.customerId, id));
      await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.customerId, id), isNull(accountTokens.usedAt)));
    }
    await recordAudit(
      tx,
      actor,
      { action: 'update', entity: STAFF_ENTITY, entityId: id, before: audited(before), after: audited(after!) },
      now,
    );
    return { member: staffMemberOf(after!), accessChanged: typeChanges || stateChanges };
  });
}

/**
 * The stored state a requested one means. `active` lifts a lockout and brings back a deactivated member
 * (one who never set a password goes back to `pending`); a pending member activates themself, by setting a
 * password from the welcome e-mail, so staff cannot skip the data-protection rules it carries.
 */
function nextState(member: CustomerRow, wanted: Change['state']): CustomerRow['state'] {
  if (!wanted) return member.state;
  if (wanted === 'inactive') return 'inactive';
  if (member.state === 'pending') throw new AppError('business_rule', { messageKey: 'error.staff_activates_self' });
  return member.state === 'inactive' && !member.passwordHash ? 'pending' : 'active';
}

const isSigningIn = (row: CustomerRow) => (signInStates as readonly string[]).includes(row.state);

async function lockStaffRow(tx: Db, id: string): Promise<CustomerRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(customers)
        .where(and(isStaff, eq(customers.id, id)))
        .for('update')
    : [];
  if (!row) throw new AppError('not_found');
  return row;
}

/** 403 unless `actor` may manage staff of type `type` (create them, change them, give them that type). */
function mustManage(actor: StaffMember, type: AdminType): void {
  if (!managesStaffOf(actor.adminType, type)) {
    throw new AppError('forbidden', { messageKey: 'error.staff_not_managed', detail: `${actor.adminType} → ${type}` });
  }
}
