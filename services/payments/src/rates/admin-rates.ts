import type {
  AdminRateOverride,
  AdminRateOverrideSet,
  AdminRates,
  AdminRateTable,
  RateCurrency,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { listAnswerOf, listOffset, recordAudit } from '@shop/service-kit/db';
import { countDistinct, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentsContext } from '../context';
import { exchangeRates, rateFetches, rateOverrides } from '../db/schema';
import { announceRates, currentRates } from '../domain/current-rates';
import { rateAlert } from './rate-status';

// The back office's exchange rates (issue 23): what is in force, the stored tables, staff's overrides.
// Every override set or removed is recorded in the audit log with who and when, in the same transaction.

type Context = Pick<PaymentsContext, 'db' | 'clock' | 'transaction'>;
type OverrideRow = typeof rateOverrides.$inferSelect;

const AUDIT_ENTITY = 'exchange_rate';

const toOverride = (row: OverrideRow): AdminRateOverride => ({
  currency: row.currency,
  ratePln: row.ratePln,
  note: row.note,
  setBy: row.setByName,
  setAt: row.setAt.toISOString(),
});

export async function adminRates(context: Context): Promise<AdminRates> {
  const now = context.clock.now();
  const [current, overrides, alert, [lastRun]] = await Promise.all([
    currentRates(context.db, now),
    context.db.select().from(rateOverrides).orderBy(rateOverrides.currency),
    rateAlert(context.db),
    context.db.select().from(rateFetches).orderBy(desc(rateFetches.ranAt)).limit(1),
  ]);
  return {
    current,
    overrides: overrides.map(toOverride),
    alert,
    lastRun: lastRun ? { ranAt: lastRun.ranAt.toISOString(), outcome: lastRun.outcome } : null,
  };
}

/** The tables stored, newest first: one entry per table (rates stored at one moment from one source). */
export async function rateHistory(context: Context, query: { page: number; limit: number; dir: 'asc' | 'desc' }) {
  const order = query.dir === 'asc' ? exchangeRates.effectiveAt : desc(exchangeRates.effectiveAt);
  const [moments, [total]] = await Promise.all([
    context.db
      .selectDistinct({ effectiveAt: exchangeRates.effectiveAt })
      .from(exchangeRates)
      .orderBy(order)
      .limit(query.limit)
      .offset(listOffset(query)),
    context.db.select({ n: countDistinct(exchangeRates.effectiveAt) }).from(exchangeRates),
  ]);
  const rows =
    moments.length === 0
      ? []
      : await context.db
          .select()
          .from(exchangeRates)
          .where(
            inArray(
              exchangeRates.effectiveAt,
              moments.map((moment) => moment.effectiveAt),
            ),
          )
          .orderBy(exchangeRates.currency);
  const tables: AdminRateTable[] = moments.map(({ effectiveAt }) => {
    const of = rows.filter((row) => row.effectiveAt.getTime() === effectiveAt.getTime());
    return {
      tableNo: of[0]?.tableNo ?? null,
      tableDate: of[0]?.tableDate ?? null,
      storedAt: effectiveAt.toISOString(),
      source: of[0]?.source ?? '',
      rates: of.map((row) => ({ currency: row.currency, ratePln: row.ratePln })),
    };
  });
  return listAnswerOf(tables, total?.n ?? 0, query);
}

export async function setRateOverride(
  context: Context,
  staff: StaffMember,
  currency: RateCurrency,
  body: z.output<typeof AdminRateOverrideSet>,
): Promise<AdminRateOverride> {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const [before] = await tx.select().from(rateOverrides).where(eq(rateOverrides.currency, currency)).for('update');
    const values = {
      currency,
      ratePln: body.ratePln,
      note: body.note || null,
      setById: staff.id,
      setByName: staff.name,
      setAt: now,
    };
    const [row] = await tx
      .insert(rateOverrides)
      .values(values)
      .onConflictDoUpdate({ target: rateOverrides.currency, set: values })
      .returning();
    await recordAudit(
      tx,
      staff,
      {
        action: before ? 'update' : 'create',
        entity: AUDIT_ENTITY,
        entityId: currency,
        before: before && { ratePln: before.ratePln, note: before.note },
        after: { ratePln: row!.ratePln, note: row!.note },
      },
      now,
    );
    await announceRates(tx, now);
    return toOverride(row!);
  });
}

export async function removeRateOverride(context: Context, staff: StaffMember, currency: RateCurrency): Promise<void> {
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    const [gone] = await tx.delete(rateOverrides).where(eq(rateOverrides.currency, currency)).returning();
    if (!gone) throw new AppError('not_found', { detail: `no rate of ${currency} is set by hand` });
    await recordAudit(
      tx,
      staff,
      {
        action: 'delete',
        entity: AUDIT_ENTITY,
        entityId: currency,
        before: { ratePln: gone.ratePln, note: gone.note },
      },
      now,
    );
    await announceRates(tx, now);
  });
}
