import { type AccountDetails, AdminType, type CustomerDetails, type CustomerProfile, translate } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { customers } from '../db/schema';

type Db = Executor<typeof schema>;
export type CustomerRow = typeof customers.$inferSelect;

export const guestDetails: AccountDetails = {
  id: null,
  role: 'GUEST',
  customerType: null,
  email: null,
  firstName: null,
  lastName: null,
  taxId: null,
  vatId: null,
  currency: null,
  details: null,
  adminType: null,
};

/** The customer form's values of a customer (or an address): the form's columns, empty ones null. */
export function customerDetailsOf(row: Omit<CustomerDetailsRow, 'email'> & { email: string | null }): CustomerDetails {
  return {
    type: row.formType,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    taxId: row.taxId,
    vatId: row.vatId,
    street: row.street,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    region: row.region,
    email: row.email,
    phone: row.phone,
  };
}
type CustomerDetailsRow = Pick<
  CustomerRow,
  | 'formType'
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'taxId'
  | 'vatId'
  | 'street'
  | 'zipCode'
  | 'city'
  | 'country'
  | 'region'
  | 'email'
  | 'phone'
>;

/** The columns a customer form writes. */
export function customerFormColumns(form: CustomerProfile) {
  return {
    formType: form.type,
    firstName: form.firstName,
    lastName: form.lastName,
    companyName: form.companyName,
    taxId: form.taxId,
    vatId: form.vatId,
    street: form.street,
    zipCode: form.zipCode,
    city: form.city,
    country: form.country,
    region: form.region,
    phone: form.phone,
  };
}

export function accountDetailsOf(customer: CustomerRow): AccountDetails {
  return {
    id: customer.id,
    role: customer.role,
    customerType: customer.type,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    taxId: customer.taxId,
    vatId: customer.vatId,
    currency: customer.currency,
    details: customerDetailsOf(customer),
    adminType: customer.role === 'ADMIN' ? AdminType.parse(customer.adminType) : null,
  };
}

/** The name a staff member acts under in the audit trail: first and last name, else the e-mail. */
export function staffNameOf(row: Pick<CustomerRow, 'firstName' | 'lastName' | 'email'>): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
}

export async function findCustomer(db: Db, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/** The caller as GET /api/account/me shows them: a guest when nobody (active) is signed in. */
export async function accountDetails(db: Db, customerId: string | undefined): Promise<AccountDetails> {
  if (!customerId) return guestDetails;
  const customer = await findCustomer(db, customerId);
  return customer?.state === 'active' ? accountDetailsOf(customer) : guestDetails;
}

/**
 * Saves the customer form as the signed-in customer's own details. A new e-mail must not belong to another
 * account ('customer identifier already registered'); a dealer's VAT ID is their sign-in name, so it too.
 */
export async function updateProfile(
  db: Db,
  customerId: string,
  form: CustomerProfile,
  lang: string,
): Promise<AccountDetails> {
  const email = form.email!.toLowerCase();
  const customer = await findCustomer(db, customerId);
  if (customer?.state !== 'active') throw new AppError('authentication_required');
  if (customer.type === 'b2b') checkDealerCompany(customer, form, lang);
  const taken = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = ${email}`, ne(customers.id, customerId)))
    .limit(1);
  if (taken.length > 0) throw duplicate('email', lang);
  try {
    const [row] = await db
      .update(customers)
      .set({ ...customerFormColumns(form), email, updatedAt: new Date() })
      .where(and(eq(customers.id, customerId), eq(customers.state, 'active')))
      .returning();
    if (!row) throw new AppError('authentication_required');
    return accountDetailsOf(row);
  } catch (error) {
    if (isUniqueViolation(error, 'customers_email_idx')) throw duplicate('email', lang);
    if (isUniqueViolation(error, 'customers_dealer_vat_id_idx')) throw duplicate('vatId', lang);
    throw error;
  }
}

/**
 * A dealer's company (name, tax number, VAT ID: the VAT ID is also their sign-in name) is what the shop's
 * wholesale terms were agreed with, so the dealer cannot change it here; their sales contact can.
 */
function checkDealerCompany(dealer: CustomerRow, form: CustomerProfile, lang: string): void {
  const fields: Record<string, string> = {};
  const message = translate('field.dealer_company', lang);
  if (form.type !== 'company') fields.type = message;
  if (form.companyName !== dealer.companyName) fields.companyName = message;
  if (form.taxId !== dealer.taxId) fields.taxId = message;
  if (form.vatId !== dealer.vatId) fields.vatId = message;
  if (Object.keys(fields).length > 0)
    throw new AppError('business_rule', { messageKey: 'field.dealer_company', fields });
}

/** 409 with the SPEC §5 'customer identifier already registered' on the field. */
export function duplicate(field: string, lang: string): AppError {
  const message = translate('field.customer_exists', lang);
  return new AppError('duplicate', { messageKey: 'field.customer_exists', fields: { [field]: message } });
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (name === constraint || message?.includes(constraint))) return true;
  }
  return false;
}
