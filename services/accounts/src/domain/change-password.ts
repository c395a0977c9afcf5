import { type ChangePassword, translate } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { and, eq } from 'drizzle-orm';
import type { AccountsContext } from '../context';
import { customers } from '../db/schema';
import { hashPassword } from './passwords';
import { endOtherSessions } from './sessions';

/**
 * Changes the signed-in customer's password after checking the current one. Every other session of the
 * account ends (a device someone else may hold is signed out); the one making the change stays.
 */
export async function changePassword(
  context: AccountsContext,
  customerId: string,
  input: ChangePassword,
  caller: { lang: string; sessionId: string | undefined },
): Promise<void> {
  const [customer] = await context.db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (customer?.state !== 'active') throw new AppError('authentication_required');
  if (!(await context.passwords.verify(customer.passwordHash, input.currentPassword))) {
    const message = translate('field.current_password', caller.lang);
    throw new AppError('validation_failed', { fields: { currentPassword: message } });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await context.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: context.clock.now() })
      .where(and(eq(customers.id, customerId), eq(customers.state, 'active')));
    await endOtherSessions(tx, customerId, caller.sessionId);
  });
}
