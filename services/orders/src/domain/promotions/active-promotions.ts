import type { Clock, ServiceCaller } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { and, count, eq, notInArray } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { orders, promotions } from '../../db/schema';
import type { CartCaller } from '../cart/caller';
import type { Promotion, Shopper } from './apply-promotions';

// What the cart needs to apply promotions: the active ones (every cart read asks, so they are kept two
// seconds, and an admin write drops this replica's copy at once) and the facts about the shopper that only
// some promotions ask (a customer group: accounts; a first order: the customer's orders here).

export type PromotionRow = typeof promotions.$inferSelect;

export const promotionOf = (row: PromotionRow): Promotion => ({
  id: row.id,
  name: { pl: row.namePl, en: row.nameEn },
  priority: row.priority,
  exclusive: row.exclusive,
  conditions: row.conditions,
  actions: row.actions,
});

const TTL_MS = 2_000;

export interface PromotionLookup {
  active(): Promise<Promotion[]>;
  /** Drops what this replica keeps (other replicas see a change within two seconds). */
  forget(): void;
}

export function createPromotionLookup(db: Executor<typeof schema>, clock: Clock, ttlMs = TTL_MS): PromotionLookup {
  let kept: { promotions: Promise<Promotion[]>; until: number } | undefined;
  return {
    active() {
      const now = clock.now().getTime();
      if (kept && kept.until > now) return kept.promotions;
      const read = db
        .select()
        .from(promotions)
        .where(eq(promotions.active, true))
        .then((rows) => rows.map(promotionOf));
      const entry = { promotions: read, until: now + ttlMs };
      kept = entry;
      read.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return read;
    },
    forget() {
      kept = undefined;
    },
  };
}

/** An order that ended so counts as never placed for a first-order promotion. */
const NOT_PLACED = ['cancelled', 'rejected'];

/** The shopper as the promotions see them; accounts and the orders table are asked only when one needs it. */
export async function shopperOf(
  context: { db: Executor<typeof schema>; services: ServiceCaller },
  caller: CartCaller,
  active: readonly Promotion[],
  now: Date,
): Promise<Shopper> {
  const customerId = caller.customerId;
  const needsGroup = customerId && active.some((p) => p.conditions.groups.length > 0);
  const needsFirst = customerId && active.some((p) => p.conditions.firstOrder);
  const [groupId, firstOrder] = await Promise.all([
    needsGroup ? groupOf(context.services, customerId) : null,
    needsFirst ? hasNoOrders(context.db, customerId) : false,
  ]);
  const { customerType, currency, conversion } = caller;
  return { customerType, currency, conversion, groupId, firstOrder, now };
}

async function groupOf(services: ServiceCaller, customerId: string): Promise<string | null> {
  // accounts out of reach: the cart is shown without group promotions rather than not at all.
  const answer = await services.get('/internal/customers/:customerId', { params: { customerId } }).catch(() => null);
  return answer?.ok ? (answer.body.groupId ?? null) : null;
}

async function hasNoOrders(db: Executor<typeof schema>, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), notInArray(orders.status, NOT_PLACED)));
  return (row?.n ?? 0) === 0;
}
