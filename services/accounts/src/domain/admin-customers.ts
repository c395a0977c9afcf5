import type {
  CustomerAdminAnswer,
  CustomerAdminState,
  CustomerContact,
  CustomerListQuery,
  CustomerProfile,
  DealerInvitation,
} from '@shop/contracts';
import { isUuid } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  auditHistory,
  containsFolded,
  type Executor,
  listAnswerOf,
  listOffset,
  listOrder,
  recordAudit,
} from '@shop/service-kit/db';
import { and, count, eq, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AccountsContext } from '../context';
import type * as schema from '../db/schema';
import { accountTokens, customerGroups, customers, sessions } from '../db/schema';
import {
  type CustomerRow,
  customerDetailsOf,
  customerFormColumns,
  duplicate,
  isUniqueViolation,
} from './account-details';
import { lockGroup } from './admin-groups';
import { inviteDealer } from './dealers';

// The customers section (SPEC §6 `customers.*`, DESIGN §9): accounts with role CUSTOMER. Staff edit the
// customer form under the storefront's own rules (CustomerProfile), block a customer (every session and open
// e-mailed link ends in the same transaction, and the gateway is told at once) and unblock them, and create
// dealers. Every write records its audit entry in its transaction.

type Db = Executor<typeof schema>;

/** The audit trail's name for a customer account (GET /api/admin/customers/:id/history). */
export const CUSTOMER_ENTITY = 'customer';

const isCustomer = eq(customers.role, 'CUSTOMER');
const blockedByStaff = and(eq(customers.state, 'blocked'), ne(customers.blockedReason, 'lockout'));
const byState: Record<CustomerAdminState, SQL | undefined> = {
  active: or(
    eq(customers.state, 'active'),
    and(eq(customers.state, 'blocked'), eq(customers.blockedReason, 'lockout')),
  ),
  inactive: eq(customers.state, 'inactive'),
  blocked: blockedByStaff,
};

const isLockout = (row: CustomerRow) => row.state === 'blocked' && row.blockedReason === 'lockout';

function stateOf(row: CustomerRow): CustomerAdminState {
  if (isLockout(row)) return 'active';
  if (row.state === 'blocked') return 'blocked';
  return row.state === 'inactive' || row.state === 'pending' ? 'inactive' : 'active';
}

export function nameOf(row: CustomerRow): string {
  const person = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return (row.formType === 'company' ? row.companyName || person : person || row.companyName) || row.email;
}

/** What another service needs to mail a customer (orders: a preorder link). */
export function customerContactOf(row: CustomerRow): CustomerContact {
  return {
    id: row.id,
    type: row.type,
    active: stateOf(row) === 'active',
    email: row.email,
    name: nameOf(row),
    firstName: row.firstName || null,
    language: row.language,
    groupId: row.groupId,
  };
}

type GroupName = { id: string; name: string } | null;

export function customerAdminOf(row: CustomerRow, group: GroupName = null): CustomerAdminAnswer {
  return {
    id: row.id,
    type: row.type,
    state: stateOf(row),
    lockedOut: isLockout(row),
    email: row.email,
    name: nameOf(row),
    details: customerDetailsOf(row),
    group,
    currency: row.currency,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** What the audit trail keeps of a customer: the form, the state; never a password hash or a token. */
function audited(row: CustomerRow) {
  const { id: _id, passwordHash: _hash, failedLogins: _failed, createdAt: _c, updatedAt: _u, ...kept } = row;
  const { lastSignInAt: _last, role: _role, adminType: _type, ...form } = kept;
  return form;
}

/** One page of customers; `q` finds a part of the name, company, e-mail, tax id or VAT ID. */
export async function listCustomers(db: Db, query: CustomerListQuery) {
  const { type, state, q, group } = query.filters;
  const searched = sql`concat_ws(' ', ${customers.firstName}, ${customers.lastName}, ${customers.companyName}, ${customers.email}, ${customers.taxId}, ${customers.vatId})`;
  const where = and(
    isCustomer,
    type ? eq(customers.type, type) : undefined,
    state ? byState[state] : undefined,
    group ? eq(customers.groupId, group) : undefined,
    q ? containsFolded(searched, q) : undefined,
  );
  const columns = {
    createdAt: customers.createdAt,
    email: customers.email,
    lastName: customers.lastName,
    companyName: customers.companyName,
    lastSignInAt: customers.lastSignInAt,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select({ customer: customers, group: groupColumns })
      .from(customers)
      .leftJoin(customerGroups, eq(customerGroups.id, customers.groupId))
      .where(where)
      .orderBy(...listOrder(query, columns, customers.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return listAnswerOf(
    rows.map((row) => customerAdminOf(row.customer, row.group)),
    total?.n ?? 0,
    query,
  );
}

async function customerRow(db: Db, id: string, lock = false): Promise<CustomerRow> {
  if (!isUuid(id)) throw new AppError('not_found');
  const select = db
    .select()
    .from(customers)
    .where(and(isCustomer, eq(customers.id, id)));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw new AppError('not_found');
  return row;
}

const groupColumns = { id: customerGroups.id, name: customerGroups.name };

/** The customer as staff see them, with their group. */
async function answerOf(db: Db, row: CustomerRow): Promise<CustomerAdminAnswer> {
  if (!row.groupId) return customerAdminOf(row);
  const [group] = await db.select(groupColumns).from(customerGroups).where(eq(customerGroups.id, row.groupId));
  return customerAdminOf(row, group ?? null);
}

export async function findCustomerForStaff(db: Db, id: string): Promise<CustomerAdminAnswer> {
  return answerOf(db, await customerRow(db, id));
}

/** Puts a customer in a group (moving them out of the one they were in) or in none. */
export async function setCustomerGroup(
  context: AccountsContext,
  actor: StaffMember,
  id: string,
  groupId: string | null,
  lang: string,
): Promise<CustomerAdminAnswer> {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const before = await customerRow(tx, id, true);
    if (groupId) await lockGroup(tx, groupId, lang);
    if (before.groupId === groupId) return answerOf(tx, before);
    const [after] = await tx.update(customers).set({ groupId, updatedAt: now }).where(eq(customers.id, id)).returning();
    await recordAudit(
      tx,
      actor,
      {
        action: 'group',
        entity: CUSTOMER_ENTITY,
        entityId: id,
        before: { groupId: before.groupId },
        after: { groupId: after!.groupId },
      },
      now,
    );
    return answerOf(tx, after!);
  });
}

/** A customer's audit trail (404 for an id that is no customer). */
export async function customerHistory(db: Db, id: string, query: { page: number; limit: number; dir: 'asc' | 'desc' }) {
  await customerRow(db, id);
  return auditHistory(db, CUSTOMER_ENTITY, id, query);
}

/** A new dealer, inactive until they set a password from the activation e-mail sent with the account. */
export async function createDealer(
  context: AccountsContext,
  actor: StaffMember,
  input: DealerInvitation,
  lang: string,
): Promise<CustomerAdminAnswer> {
  const created = await inviteDealer(context, input, lang, (tx, dealer) =>
    recordAudit(
      tx,
      actor,
      { action: 'create', entity: CUSTOMER_ENTITY, entityId: dealer.id, after: audited(dealer) },
      context.clock.now(),
    ),
  );
  return findCustomerForStaff(context.db, created.id);
}

/**
 * Saves the customer form for a customer, with the storefront's rules; the e-mail (and a dealer's VAT ID, their
 * sign-in name) must not belong to another account.
 */
export async function editCustomer(
  context: AccountsContext,
  actor: StaffMember,
  id: string,
  form: CustomerProfile,
  lang: string,
): Promise<CustomerAdminAnswer> {
  const email = form.email!.toLowerCase();
  const now = context.clock.now();
  try {
    return await context.transaction(async (tx) => {
      const before = await customerRow(tx, id, true);
      const [taken] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(sql`lower(${customers.email}) = ${email}`, ne(customers.id, id)))
        .limit(1);
      if (taken) throw duplicate('email', lang);
      const [after] = await tx
        .update(customers)
        .set({ ...customerFormColumns(form), email, updatedAt: now })
        .where(eq(customers.id, id))
        .returning();
      await recordAudit(
        tx,
        actor,
        { action: 'update', entity: CUSTOMER_ENTITY, entityId: id, before: audited(before), after: audited(after!) },
        now,
      );
      return answerOf(tx, after!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'customers_email_idx')) throw duplicate('email', lang);
    if (isUniqueViolation(error, 'customers_dealer_vat_id_idx')) throw duplicate('vatId', lang);
    throw error;
  }
}

/**
 * Blocks a customer: no sign-in, no password reset, and every session and open e-mailed link ends in the
 * same transaction. Blocking a blocked customer changes nothing and records nothing.
 */
export async function blockCustomer(context: AccountsContext, actor: StaffMember, id: string) {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const before = await customerRow(tx, id, true);
    if (stateOf(before) === 'blocked') return answerOf(tx, before);
    const [after] = await tx
      .update(customers)
      .set({ state: 'blocked', blockedReason: 'staff', failedLogins: 0, updatedAt: now })
      .where(eq(customers.id, id))
      .returning();
    await tx.delete(sessions).where(eq(sessions.customerId, id));
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.customerId, id), isNull(accountTokens.usedAt)));
    await recordAudit(
      tx,
      actor,
      { action: 'block', entity: CUSTOMER_ENTITY, entityId: id, before: audited(before), after: audited(after!) },
      now,
    );
    return answerOf(tx, after!);
  });
}

/**
 * Lifts a block (and a lockout): a customer who has a password is active again; a dealer who never set one
 * goes back to inactive and activates from a new activation e-mail (the password reset page sends one).
 */
export async function unblockCustomer(context: AccountsContext, actor: StaffMember, id: string) {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const before = await customerRow(tx, id, true);
    if (before.state !== 'blocked') return answerOf(tx, before);
    const [after] = await tx
      .update(customers)
      .set({
        state: sql`case when ${isNotNull(customers.passwordHash)} then 'active' else 'inactive' end`,
        blockedReason: null,
        failedLogins: 0,
        updatedAt: now,
      })
      .where(eq(customers.id, id))
      .returning();
    await recordAudit(
      tx,
      actor,
      { action: 'unblock', entity: CUSTOMER_ENTITY, entityId: id, before: audited(before), after: audited(after!) },
      now,
    );
    return answerOf(tx, after!);
  });
}
