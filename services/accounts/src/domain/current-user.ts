import type { CurrentUser, Identity } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { eq } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { customers } from '../db/schema';

const guest: CurrentUser = {
  role: 'GUEST',
  customerType: null,
  email: null,
  firstName: null,
  lastName: null,
  taxId: null,
  currency: null,
};

/** The signed-in customer as the storefront shows them; a guest when nobody is signed in. */
export async function currentUser(db: Executor<typeof schema>, identity: Identity): Promise<CurrentUser> {
  if (!identity.customerId) return guest;
  const [customer] = await db.select().from(customers).where(eq(customers.id, identity.customerId)).limit(1);
  if (customer?.state !== 'active') return guest;
  return {
    role: customer.role,
    customerType: customer.type,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    taxId: customer.taxId,
    currency: customer.currency,
  };
}
