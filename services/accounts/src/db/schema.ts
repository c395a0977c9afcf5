import { Country, Region } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export { auditLog, inbox, outbox } from '@shop/service-kit/db';

const countries = Country.options as [Country, ...Country[]];
const regions = Region.options as [Region, ...Region[]];

/** The customer form of SPEC §3, shared by a customer's own details and each address preset. */
const customerForm = () => ({
  formType: text('form_type', { enum: ['person', 'company'] })
    .notNull()
    .default('person'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  companyName: text('company_name'),
  taxId: text('tax_id'),
  vatId: text('vat_id'),
  street: text('street'),
  zipCode: text('zip_code'),
  city: text('city'),
  country: text('country', { enum: countries }),
  region: text('region', { enum: regions }),
  phone: text('phone'),
});

/** Customer groups staff keep (SPEC §6 `groups.*`): a customer is in at most one, through `customers.group_id`. */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_groups_name_idx').on(sql`lower(${t.name})`)],
);

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['retail', 'b2b'] }).notNull(),
    role: text('role', { enum: ['CUSTOMER', 'ADMIN'] })
      .notNull()
      .default('CUSTOMER'),
    /** Admins only: which admin type (SPEC §6) decides the permissions. */
    adminType: text('admin_type'),
    /** `pending`: a staff member invited but not yet activated (they set a password through the e-mail). */
    state: text('state', { enum: ['pending', 'active', 'inactive', 'blocked'] })
      .notNull()
      .default('active'),
    /** Why a blocked account is blocked: a lockout is lifted by a password reset, a block by staff is not. */
    blockedReason: text('blocked_reason', { enum: ['lockout', 'staff'] }),
    email: text('email').notNull(),
    /** argon2id; null until a dealer sets a password through the activation link. */
    passwordHash: text('password_hash'),
    failedLogins: integer('failed_logins').notNull().default(0),
    ...customerForm(),
    currency: text('currency', { enum: ['PLN', 'EUR'] })
      .notNull()
      .default('PLN'),
    /** The language the customer's e-mails are written in. */
    language: text('language', { enum: ['pl', 'en'] })
      .notNull()
      .default('pl'),
    /** The customer group staff put the customer in, if any (one at most); deleting the group leaves none. */
    groupId: uuid('group_id').references(() => customerGroups.id, { onDelete: 'set null' }),
    /** The last successful sign-in (the staff list shows it). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_idx').on(sql`lower(${t.email})`),
    // A dealer signs in with the VAT ID, so it names one dealer; retail customers may share one.
    uniqueIndex('customers_dealer_vat_id_idx').on(t.vatId).where(sql`${t.type} = 'b2b' and ${t.vatId} is not null`),
    index('customers_group_idx').on(t.groupId),
  ],
);

/**
 * Server-side sessions, guests' too. The cookie carries a random token; only its SHA-256 is stored, so the
 * table alone does not let anyone act as a customer. `id` is the session's public id that other services
 * (carts) key on; signing in replaces the token but keeps the id.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    id: uuid('id').notNull().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last call made with the session; a staff session ends after 30 idle minutes (DESIGN §9). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_id_idx').on(t.id),
    index('sessions_customer_idx').on(t.customerId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** One-time tokens of e-mailed links (sign-in link, password reset, dealer activation); only hashes kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['login', 'reset', 'activation'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_customer_idx').on(t.customerId, t.purpose, t.createdAt),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** The address book: presets with an alias; exactly one default per customer who has any. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...customerForm(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId, t.createdAt),
    // Never two defaults, whatever races; "at least one" is kept by the address book's transactions.
    uniqueIndex('addresses_one_default_idx').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);

/**
 * Individual discounts (DESIGN §9 `discounts.*`): one dealer's, or every member's of a customer group, in
 * whole percent, on every product or on one catalogue collection; one per owner and collection. They go
 * with their dealer or group.
 */
export const individualDiscounts = pgTable(
  'individual_discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => customerGroups.id, { onDelete: 'cascade' }),
    /** A catalogue collection (catalog's id); null: every product. */
    collectionId: integer('collection_id'),
    percent: integer('percent').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('individual_discounts_owner_check', sql`(${t.customerId} is null) <> (${t.groupId} is null)`),
    check('individual_discounts_percent_check', sql`${t.percent} between 1 and 100`),
    uniqueIndex('individual_discounts_owner_idx').on(
      sql`coalesce(${t.customerId}, ${t.groupId})`,
      sql`coalesce(${t.collectionId}, 0)`,
    ),
    index('individual_discounts_group_idx').on(t.groupId),
  ],
);

/**
 * Saved price-list definitions (DESIGN §9 `price_lists.*`): for a customer group (null: every customer), in
 * one currency, net or gross, less a discount. Documents prints them (`products.generate_price_list`).
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    groupId: uuid('group_id').references(() => customerGroups.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: ['PLN', 'EUR'] }).notNull(),
    prices: text('prices', { enum: ['net', 'gross'] }).notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_lists_name_idx').on(sql`lower(${t.name})`),
    check('price_lists_discount_check', sql`${t.discountPercent} between 0 and 100`),
  ],
);
