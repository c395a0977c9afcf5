import { FramesShipped, PolicyRegistrationInput, translate } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { type Consumer, repeatEvery, subscribe } from '@shop/service-kit/events';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { CmsContext } from '../context';
import { registerPolicy } from './register-policy';
import { insuranceShopSales } from './schema';

// The shop's own online sales (issue 25, docs/decisions/insurance.md): a bike shipped with its frame number
// is registered with the insurer for the order's buyer, from the day it left, with the order number as the
// sale document. The insurer is never asked inside the event's transaction (in embedded PGlite every other
// cms query would wait for it): the consumer only queues the frames, and a round every
// INSURANCE_SHOP_SALES_SECONDS registers what is due through `registerPolicy`, as a dealer's registration is.

type Row = typeof insuranceShopSales.$inferSelect;

/** How long a round holds a row it took: longer than a registration takes (the insurer's 3 s and the writes). */
const HOLD_MS = 120_000;
/** A retry waits 30 s, doubling each time, up to an hour. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/** Queues each shipped frame once (a frame told again, by a redelivered event, stays as it is). */
export function followShippedFrames(context: CmsContext): Promise<Consumer> {
  return subscribe(context.bus, context.db, {
    durable: 'cms-insurance-shipped-frames',
    event: FramesShipped,
    log: context.log,
    handler: async (tx, shipped) => {
      await tx
        .insert(insuranceShopSales)
        .values(
          shipped.frames.map(({ frameNumber }) => ({
            frameNumber,
            orderId: shipped.orderId,
            orderNumber: shipped.orderNumber,
            shippedOn: shipped.shippedOn,
          })),
        )
        .onConflictDoNothing();
    },
  });
}

/** The registering loop, stopped with the service. */
export function startShopSaleRegistrations(context: CmsContext): Consumer {
  return repeatEvery(
    () => context.settings.INSURANCE_SHOP_SALES_SECONDS * 1000,
    () => registerShopSales(context),
  );
}

/** One round: registers every queued frame that is due; answers how each ended. */
export async function registerShopSales(context: CmsContext): Promise<Record<Row['state'] | 'retry', number>> {
  const ended = { queued: 0, registered: 0, refused: 0, skipped: 0, retry: 0 };
  try {
    const due = await context.db
      .select()
      .from(insuranceShopSales)
      .where(and(eq(insuranceShopSales.state, 'queued'), lte(insuranceShopSales.nextAttemptAt, context.clock.now())))
      .orderBy(asc(insuranceShopSales.nextAttemptAt))
      .limit(20);
    for (const row of due) {
      if (!(await hold(context, row))) continue;
      const outcome = await registerOne(context, row);
      ended[outcome] += 1;
    }
  } catch (error) {
    // The database went away mid-round: the rows held come back when their hold runs out.
    context.log.warn({ err: (error as Error).message }, 'shop sales: the round stopped, trying again later');
  }
  if (ended.registered || ended.refused || ended.retry) context.log.info(ended, 'shop sales registered');
  return ended;
}

/** Takes the row for this round (no other round registers it meanwhile); false when another one took it. */
async function hold(context: CmsContext, row: Row): Promise<boolean> {
  const now = context.clock.now();
  const taken = await context.db
    .update(insuranceShopSales)
    .set({ nextAttemptAt: new Date(now.getTime() + HOLD_MS), updatedAt: now })
    .where(
      and(
        eq(insuranceShopSales.frameNumber, row.frameNumber),
        eq(insuranceShopSales.state, 'queued'),
        // Still due: a round holding it has moved it on.
        lte(insuranceShopSales.nextAttemptAt, now),
      ),
    )
    .returning({ frameNumber: insuranceShopSales.frameNumber });
  return taken.length > 0;
}

async function registerOne(context: CmsContext, row: Row): Promise<'registered' | 'refused' | 'skipped' | 'retry'> {
  try {
    const order = await context.services.get('/internal/orders/:orderId', { params: { orderId: row.orderId } });
    if (!order.ok && order.status === 404) return end(context, row, 'refused', 'Nie ma takiego zamówienia');
    if (!order.ok) throw new AppError('service_unavailable', { detail: `orders answered ${order.status}` });
    if (order.body.customerType === 'b2b')
      return end(context, row, 'skipped', 'Zamówienie dealera: rower rejestruje dealer, gdy go sprzeda');
    const input = PolicyRegistrationInput.safeParse({
      frameNumber: row.frameNumber,
      purchaseDate: row.shippedOn,
      buyerName: order.body.buyerName,
      buyerEmail: order.body.email,
      buyerLanguage: order.body.language,
      saleDocument: row.orderNumber,
    });
    if (!input.success) return end(context, row, 'refused', `Niepełne dane nabywcy: ${input.error.issues[0]?.message}`);
    await registerPolicy(context, { kind: 'shop' }, input.data, 'pl');
    return end(context, row, 'registered', null);
  } catch (error) {
    if (error instanceof AppError && error.code !== 'service_unavailable')
      return end(context, row, 'refused', reasonOf(error));
    const attempts = row.attempts + 1;
    const now = context.clock.now();
    await context.db
      .update(insuranceShopSales)
      .set({
        attempts,
        reason: (error as Error).message,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        updatedAt: now,
      })
      .where(eq(insuranceShopSales.frameNumber, row.frameNumber));
    context.log.warn({ frameNumber: row.frameNumber, attempts }, 'shop sale not registered yet: trying again later');
    return 'retry';
  }
}

/** What staff read of a refusal: the field's message (the frame, the date), else the error's. */
function reasonOf(error: AppError): string {
  const field = Object.values(error.fields ?? {})[0];
  if (field) return field;
  return error.messageKey ? translate(error.messageKey, 'pl', error.params) : error.message;
}

async function end<S extends 'registered' | 'refused' | 'skipped'>(
  context: CmsContext,
  row: Row,
  state: S,
  reason: string | null,
): Promise<S> {
  await context.db
    .update(insuranceShopSales)
    .set({ state, reason, updatedAt: context.clock.now() })
    .where(eq(insuranceShopSales.frameNumber, row.frameNumber));
  if (state === 'refused') context.log.warn({ frameNumber: row.frameNumber, reason }, 'shop sale not insured');
  return state;
}
