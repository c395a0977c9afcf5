import { AdminType, internalApi, mayDo } from '@shop/contracts';
import { createRouter, routesOn } from '@shop/service-kit';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AccountsContext } from '../context';
import { customers } from '../db/schema';

/** Active staff whose admin type holds a permission (rma: who a return can be assigned to). */
export function internalStaffRoutes(context: AccountsContext) {
  const router = createRouter();
  const route = routesOn(router, internalApi);

  route('GET /internal/staff', async ({ query }) => {
    const types = AdminType.options.filter((type) => mayDo(type, query.permission));
    if (types.length === 0) return { items: [] };
    const rows = await context.db
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
      })
      .from(customers)
      .where(and(eq(customers.role, 'ADMIN'), eq(customers.state, 'active'), inArray(customers.adminType, types)))
      .orderBy(asc(customers.lastName), asc(customers.firstName), asc(customers.id));
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || row.email,
      })),
    };
  });

  return router;
}
