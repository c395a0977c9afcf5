import type { InsuranceExtension, InsuranceExtensionQuery, ListAnswer } from '@shop/contracts';
import { listAnswerOf, listOffset, listOrder } from '@shop/service-kit/db';
import { count, eq } from 'drizzle-orm';
import type { CmsContext } from '../context';
import { insuranceExtensions } from './claims.schema';

/** The insurance extensions bought in the shop, for staff: those applied and those no policy had the frame of. */
export async function listExtensions(
  context: Pick<CmsContext, 'db'>,
  query: InsuranceExtensionQuery,
): Promise<ListAnswer<InsuranceExtension>> {
  const where = query.filters.state ? eq(insuranceExtensions.state, query.filters.state) : undefined;
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(insuranceExtensions)
      .where(where)
      .orderBy(...listOrder(query, { createdAt: insuranceExtensions.createdAt }, insuranceExtensions.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    context.db.select({ value: count() }).from(insuranceExtensions).where(where),
  ]);
  return listAnswerOf(
    rows.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      frameNumber: row.frameNumber,
      state: row.state,
      policyId: row.policyId,
      coverToBefore: row.coverToBefore,
      coverToAfter: row.coverToAfter,
      createdAt: row.createdAt.toISOString(),
    })),
    total?.value ?? 0,
    query,
  );
}
