import { inArray, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import { invoices } from '../../db/schema';

// What waits for KSeF, as the dashboard shows it (GET /api/admin/dashboard/invoices): read only, beside the
// sender (./sender.ts) that empties the queue.

type Db = OrdersContext['db'];

export interface KsefQueue {
  queued: number;
  offline: number;
  sent: number;
  rejected: number;
  /** The oldest invoice not yet accepted or rejected: when it was issued, and since when offline. */
  oldestWaitingAt: string | null;
  offlineSince: string | null;
  /** Minutes the oldest waiting invoice has waited (the dashboard's age). */
  ageMinutes: number;
}

/** The dashboard's figure: how many invoices wait for KSeF, in which state, and for how long. */
export async function ksefQueue(db: Db, now: Date): Promise<KsefQueue> {
  const rows = await db
    .select({
      state: invoices.state,
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${invoices.createdAt})`,
      offlineSince: sql<string | null>`min(${invoices.offlineSince})`,
    })
    .from(invoices)
    .where(inArray(invoices.state, ['queued', 'offline', 'sent', 'rejected']))
    .groupBy(invoices.state);
  const of = (state: string) => rows.find((row) => row.state === state);
  const waiting = rows
    .filter((row) => row.state !== 'rejected' && row.oldest)
    .map((row) => new Date(row.oldest as string));
  const oldest = waiting.length ? new Date(Math.min(...waiting.map((day) => day.getTime()))) : null;
  const offlineSince = of('offline')?.offlineSince;
  return {
    queued: of('queued')?.count ?? 0,
    offline: of('offline')?.count ?? 0,
    sent: of('sent')?.count ?? 0,
    rejected: of('rejected')?.count ?? 0,
    oldestWaitingAt: oldest?.toISOString() ?? null,
    offlineSince: offlineSince ? new Date(offlineSince).toISOString() : null,
    ageMinutes: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 60_000)) : 0,
  };
}
