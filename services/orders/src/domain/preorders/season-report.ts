import type { SeasonReport } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { integerIdOf } from '@shop/service-kit/db';
import { asc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import { orderItems, orders, preorderLinks, preorderSeasons } from '../../db/schema';
import { toSeasonDealer } from './links';

/**
 * Staff's view of a season: every dealer a link went to with their status and dates, and the units per
 * product summed over the orders submitted from the season's links (cancelled or rejected ones left out).
 */
export async function seasonReport(context: OrdersContext, rawId: string): Promise<SeasonReport> {
  const seasonId = integerIdOf(rawId);
  const [season] = await context.db
    .select({ id: preorderSeasons.id })
    .from(preorderSeasons)
    .where(eq(preorderSeasons.id, seasonId));
  if (!season) throw new AppError('not_found');
  const [links, products] = await Promise.all([
    context.db
      .select({ link: preorderLinks, number: orders.number })
      .from(preorderLinks)
      .leftJoin(orders, eq(orders.id, preorderLinks.orderId))
      .where(eq(preorderLinks.seasonId, seasonId))
      .orderBy(asc(preorderLinks.dealerName), asc(preorderLinks.customerId)),
    context.db
      .select({
        productId: orderItems.productId,
        variantId: orderItems.variantId,
        sku: max(orderItems.sku),
        name: max(orderItems.name),
        quantity: sql<string>`sum(${orderItems.quantity})`,
      })
      .from(preorderLinks)
      .innerJoin(orders, eq(orders.id, preorderLinks.orderId))
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        sql`${preorderLinks.seasonId} = ${seasonId} and ${isNotNull(preorderLinks.orderId)} and ${orders.status} not in ('cancelled', 'rejected')`,
      )
      .groupBy(orderItems.productId, orderItems.variantId)
      .orderBy(asc(orderItems.productId), asc(orderItems.variantId)),
  ]);
  return {
    dealers: links.map((row) => toSeasonDealer(row.link, row.number)),
    products: products.map((row) => ({
      productId: row.productId,
      variantId: row.variantId,
      sku: row.sku ?? '',
      name: row.name ?? '',
      quantity: Number(row.quantity),
    })),
  };
}
