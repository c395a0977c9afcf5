import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export { inbox, outbox } from '@shop/service-kit/db';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['retail', 'b2b'] }).notNull(),
    role: text('role', { enum: ['CUSTOMER', 'ADMIN'] })
      .notNull()
      .default('CUSTOMER'),
    state: text('state', { enum: ['active', 'inactive', 'blocked'] })
      .notNull()
      .default('active'),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    taxId: text('tax_id'),
    currency: text('currency', { enum: ['PLN', 'EUR'] })
      .notNull()
      .default('PLN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so the table alone
 * does not let anyone act as a customer.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId), index('sessions_expires_idx').on(t.expiresAt)],
);
