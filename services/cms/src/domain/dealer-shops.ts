import type {
  AdminShopChangeRequest,
  DealerShopList,
  ShopChangeRequest,
  ShopChangeRequestFields,
  StorefrontLanguage,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { changedMeanwhile, type Executor, integerIdOf, recordAudit } from '@shop/service-kit/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CmsContext } from '../context';
import type * as schema from '../db/schema';
import { shopChangeRequests, shops } from '../db/schema';
import { shopSearchText, toShop } from './find-shops';

// A dealer's own shops in the store locator (SPEC §1; docs/decisions/dealer-area.md): the dealer sees the
// entries staff linked to it and asks for changes to opening hours, phones and website; staff approve (the
// change applied to the shop at once, audited on the shop) or reject (audited on the request).

type Db = Executor<typeof schema>;
type Context = Pick<CmsContext, 'db' | 'transaction' | 'clock'>;
type RequestRow = typeof shopChangeRequests.$inferSelect;

export const SHOP_CHANGE_REQUEST_ENTITY = 'shop_change_request';

const requestAnswer = (row: RequestRow): ShopChangeRequest => ({
  id: row.id,
  shopId: row.shopId,
  changes: row.changes,
  state: row.state,
  createdAt: row.createdAt.toISOString(),
});

/** The dealer's shops as the locator shows them, each with its pending request. */
export async function dealerShops(db: Db, customerId: string, lang: StorefrontLanguage): Promise<DealerShopList> {
  const rows = await db.select().from(shops).where(eq(shops.dealerId, customerId)).orderBy(asc(shops.name));
  const pending = rows.length
    ? await db
        .select()
        .from(shopChangeRequests)
        .where(
          and(
            inArray(
              shopChangeRequests.shopId,
              rows.map((row) => row.id),
            ),
            eq(shopChangeRequests.state, 'pending'),
          ),
        )
    : [];
  return {
    items: rows.map((row) => {
      const request = pending.find((candidate) => candidate.shopId === row.id);
      return { ...toShop(row, lang), pendingRequest: request ? requestAnswer(request) : null };
    }),
  };
}

/**
 * Records the dealer's request for its shop (another dealer's shop or none: 404); a pending request for the
 * shop is replaced by the newer one, so staff decide on what the dealer asked last.
 */
export async function requestShopChange(
  context: Context,
  customerId: string,
  rawShopId: string,
  changes: ShopChangeRequestFields,
): Promise<ShopChangeRequest> {
  const shopId = integerIdOf(rawShopId);
  return context.transaction(async (tx) => {
    const [shop] = await tx.select().from(shops).where(eq(shops.id, shopId)).for('update');
    if (!shop || shop.dealerId !== customerId) throw new AppError('not_found');
    const now = context.clock.now();
    const [pending] = await tx
      .select()
      .from(shopChangeRequests)
      .where(and(eq(shopChangeRequests.shopId, shopId), eq(shopChangeRequests.state, 'pending')));
    const [row] = pending
      ? await tx
          .update(shopChangeRequests)
          .set({ changes, customerId, createdAt: now })
          .where(eq(shopChangeRequests.id, pending.id))
          .returning()
      : await tx.insert(shopChangeRequests).values({ shopId, customerId, changes, createdAt: now }).returning();
    return requestAnswer(row!);
  });
}

/** The pending requests, oldest first, with the shop's current values beside the asked ones. */
export async function pendingShopChanges(db: Db): Promise<{ items: AdminShopChangeRequest[] }> {
  const rows = await db
    .select({ request: shopChangeRequests, shop: shops })
    .from(shopChangeRequests)
    .innerJoin(shops, eq(shops.id, shopChangeRequests.shopId))
    .where(eq(shopChangeRequests.state, 'pending'))
    .orderBy(asc(shopChangeRequests.createdAt), asc(shopChangeRequests.id));
  return {
    items: rows.map(({ request, shop }) => ({
      ...requestAnswer(request),
      shopName: shop.name,
      dealerId: request.customerId,
      current: { openingHours: shop.openingHours, phones: shop.phones, website: shop.website },
    })),
  };
}

/**
 * Approves (the fields asked for written to the shop, its version raised, audited on the shop) or rejects a
 * pending request (audited on the request); a request already decided is refused with 409.
 */
export async function decideShopChange(
  context: Context,
  staff: StaffMember,
  rawId: string,
  decision: 'approved' | 'rejected',
): Promise<ShopChangeRequest> {
  const id = integerIdOf(rawId);
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const [request] = await tx.select().from(shopChangeRequests).where(eq(shopChangeRequests.id, id)).for('update');
    if (!request) throw new AppError('not_found');
    if (request.state !== 'pending') throw changedMeanwhile();
    if (decision === 'approved') {
      const [shop] = await tx.select().from(shops).where(eq(shops.id, request.shopId)).for('update');
      if (!shop) throw new AppError('not_found');
      const after = { ...shop, ...request.changes };
      const before = { openingHours: shop.openingHours, phones: shop.phones, website: shop.website };
      const asked = { openingHours: after.openingHours, phones: after.phones, website: after.website };
      await recordAudit(
        tx,
        staff,
        { action: 'update', entity: 'shop', entityId: String(shop.id), before, after: asked },
        now,
      );
      await tx
        .update(shops)
        .set({ ...request.changes, searchText: shopSearchText(after), version: shop.version + 1, updatedAt: now })
        .where(eq(shops.id, shop.id));
    }
    await recordAudit(
      tx,
      staff,
      {
        action: decision === 'approved' ? 'approve' : 'reject',
        entity: SHOP_CHANGE_REQUEST_ENTITY,
        entityId: String(id),
        before: { state: 'pending' },
        after: { state: decision },
      },
      now,
    );
    const [decided] = await tx
      .update(shopChangeRequests)
      .set({ state: decision, decidedAt: now, decidedBy: staff.name })
      .where(eq(shopChangeRequests.id, id))
      .returning();
    return requestAnswer(decided!);
  });
}
