import type { InsuranceShopSale, InsuranceShopSaleQuery, ListAnswer } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { listAnswerOf, listOffset, listOrder, recordAudit } from '@shop/service-kit/db';
import { count, eq } from 'drizzle-orm';
import type { CmsContext } from '../context';
import { insurancePolicies, insuranceShopSales } from './schema';

// The shop's own sales in the back office (issue 25): which shipped frames were insured, which were refused
// and why; a refused one, once staff put it right, goes back to the queue for the next round (audited).

type Row = typeof insuranceShopSales.$inferSelect;

const toShopSale = (row: Row, policyId: string | null): InsuranceShopSale => ({
  frameNumber: row.frameNumber,
  orderId: row.orderId,
  orderNumber: row.orderNumber,
  shippedOn: row.shippedOn,
  state: row.state,
  reason: row.reason,
  attempts: row.attempts,
  policyId,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listShopSales(
  context: Pick<CmsContext, 'db'>,
  query: InsuranceShopSaleQuery,
): Promise<ListAnswer<InsuranceShopSale>> {
  const where = query.filters.state ? eq(insuranceShopSales.state, query.filters.state) : undefined;
  const [rows, [total]] = await Promise.all([
    context.db
      .select({
        sale: insuranceShopSales,
        policyId: insurancePolicies.id,
        policyNumber: insurancePolicies.policyNumber,
      })
      .from(insuranceShopSales)
      .leftJoin(insurancePolicies, eq(insurancePolicies.frameNumber, insuranceShopSales.frameNumber))
      .where(where)
      .orderBy(...listOrder(query, { shippedOn: insuranceShopSales.shippedOn }, insuranceShopSales.frameNumber))
      .limit(query.limit)
      .offset(listOffset(query)),
    context.db.select({ value: count() }).from(insuranceShopSales).where(where),
  ]);
  return listAnswerOf(
    // A pending registration (no policy number yet) is no policy.
    rows.map(({ sale, policyId, policyNumber }) => toShopSale(sale, policyNumber ? policyId : null)),
    total?.value ?? 0,
    query,
  );
}

/** A refused registration queued again, due at once; anything else is refused as it stands. */
export async function retryShopSale(
  context: Pick<CmsContext, 'transaction' | 'clock'>,
  staff: StaffMember,
  frameNumber: string,
): Promise<InsuranceShopSale> {
  return context.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(insuranceShopSales)
      .where(eq(insuranceShopSales.frameNumber, frameNumber))
      .for('update');
    if (!row) throw new AppError('not_found');
    if (row.state !== 'refused') throw new AppError('business_rule', { messageKey: 'error.shop_sale_not_refused' });
    const now = context.clock.now();
    const [queued] = await tx
      .update(insuranceShopSales)
      .set({ state: 'queued', reason: null, attempts: 0, nextAttemptAt: now, updatedAt: now })
      .where(eq(insuranceShopSales.frameNumber, frameNumber))
      .returning();
    await recordAudit(
      tx,
      staff,
      {
        action: 'update',
        entity: 'insurance_shop_sale',
        entityId: frameNumber,
        before: { state: row.state, reason: row.reason },
        after: { state: 'queued' },
      },
      now,
    );
    return toShopSale(queued!, null);
  });
}
