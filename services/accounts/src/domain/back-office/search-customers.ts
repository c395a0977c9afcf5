import { ADMIN_SEARCH_HITS, type CustomerSearchHit } from '@shop/contracts';
import { containsFolded, type Executor } from '@shop/service-kit/db';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { customers } from '../../db/schema';

const name = sql<string>`trim(concat_ws(' ', ${customers.firstName}, ${customers.lastName},
  nullif(${customers.companyName}, '')))`;

/** The newest customer accounts whose name, company, e-mail or VAT ID contains what staff typed. */
export async function searchCustomers(db: Executor<typeof schema>, typed: string): Promise<CustomerSearchHit[]> {
  return db
    .select({ id: customers.id, email: customers.email, name, type: customers.type, state: customers.state })
    .from(customers)
    .where(
      and(
        eq(customers.role, 'CUSTOMER'),
        or(
          containsFolded(sql`${customers.email}`, typed),
          containsFolded(name, typed),
          containsFolded(sql`coalesce(${customers.vatId}, '')`, typed),
        ),
      ),
    )
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(ADMIN_SEARCH_HITS);
}
