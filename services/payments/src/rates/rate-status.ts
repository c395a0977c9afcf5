import type { Executor } from '@shop/service-kit/db';
import { and, asc, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { exchangeRates, rateFetches } from '../db/schema';

export interface RateAlert {
  /** The first failed run since the last good one. */
  since: string;
  /** Why the newest run failed. */
  detail: string;
  /** The table still in force (the newest one stored). */
  lastGoodTableNo: string | null;
  lastGoodTableDate: string | null;
}

/**
 * The alert the admin dashboard shows: the rate job's newest run failed (the table could not be fetched
 * or was malformed), so the shop still converts at the last good table. Null while all is well.
 */
export async function rateAlert(db: Executor<typeof schema>): Promise<RateAlert | null> {
  const [newest] = await db.select().from(rateFetches).orderBy(desc(rateFetches.ranAt)).limit(1);
  if (newest?.outcome !== 'failed') return null;
  const [lastGood] = await db
    .select({ ranAt: rateFetches.ranAt })
    .from(rateFetches)
    .where(inArray(rateFetches.outcome, ['stored', 'unchanged']))
    .orderBy(desc(rateFetches.ranAt))
    .limit(1);
  const [firstFailed] = await db
    .select({ ranAt: rateFetches.ranAt })
    .from(rateFetches)
    .where(lastGood ? and(eq(rateFetches.outcome, 'failed'), gt(rateFetches.ranAt, lastGood.ranAt)) : undefined)
    .orderBy(asc(rateFetches.ranAt))
    .limit(1);
  const [table] = await db
    .select({ tableNo: exchangeRates.tableNo, tableDate: exchangeRates.tableDate })
    .from(exchangeRates)
    .where(isNotNull(exchangeRates.tableDate))
    .orderBy(desc(exchangeRates.tableDate))
    .limit(1);
  return {
    since: (firstFailed?.ranAt ?? newest.ranAt).toISOString(),
    detail: newest.detail ?? '',
    lastGoodTableNo: table?.tableNo ?? null,
    lastGoodTableDate: table?.tableDate ?? null,
  };
}
