import {
  type EventData,
  INSURANCE_EXTENSION_FRAME_OPTION,
  InsuranceExtended,
  type InsuranceExtension,
  type InsuranceExtensionQuery,
  type ListAnswer,
  OrderCreated,
  OrderUpdated,
} from '@shop/contracts';
import { INSURANCE_MONTHS } from '@shop/contracts/limits';
import { listAnswerOf, listOffset, listOrder } from '@shop/service-kit/db';
import { recordEvent, subscribe } from '@shop/service-kit/events';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { CmsContext } from '../context';
import { insuranceExtensions } from './claims.schema';
import { addMonths } from './insurance-period';
import { insurancePolicies } from './schema';

// The insurance extension product (issue 25; docs/decisions/insurance-claims.md): bought with the insured
// bike's frame number as its line option, it adds 12 months to that frame's policy when its order is paid.
// orders' paid event carries no lines, so the lines of order-created are kept (pending) until order-updated
// says the order is paid. The buyer is then e-mailed each frame's new last insured day (insurance-extended).

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

type OrderLines = z.infer<typeof OrderCreated.data>;
type Context = Pick<CmsContext, 'db' | 'transaction' | 'clock' | 'log'>;
type Executor = Parameters<Parameters<CmsContext['transaction']>[0]>[0];

const frameOptionNames = new Set<string>(Object.values(INSURANCE_EXTENSION_FRAME_OPTION.name));

/**
 * An order was placed: each unit of a line carrying the extension's frame-number option is kept as pending,
 * with the frame number as typed (upper case). Called once per order (the consumer's inbox); a repeat adds
 * nothing (the line's unique index).
 */
export async function extensionsOrdered(tx: Executor, order: OrderLines): Promise<number> {
  const rows = order.items.flatMap((item, lineNo) => {
    const typed = item.options?.find((option) => frameOptionNames.has(option.name))?.text;
    if (typed === undefined) return [];
    const frameNumber = typed.trim().toUpperCase();
    return Array.from({ length: item.quantity }, (_, unit) => ({
      id: crypto.randomUUID(),
      orderId: order.orderId,
      orderNumber: order.number,
      lineNo,
      unit,
      frameNumber,
      state: 'pending' as const,
    }));
  });
  if (rows.length > 0) await tx.insert(insuranceExtensions).values(rows).onConflictDoNothing();
  return rows.length;
}

type PaidOrder = Pick<z.infer<typeof OrderUpdated.data>, 'orderId' | 'number' | 'email' | 'language'>;
type Handled = EventData<typeof InsuranceExtended>['extensions'][number];

/**
 * An order was paid: its pending extensions lengthen their frames' policies by 12 months each (from the
 * policy's last insured day, so two extensions add two years). A frame no running policy has is kept as
 * `unknown_frame` for staff and logged; nothing else fails. The buyer is told what was done (one event for
 * the order, in its transaction; nothing when the order had no pending extension).
 */
export async function extensionsPaid(context: Context, tx: Executor, order: PaidOrder): Promise<void> {
  const { orderId } = order;
  const handled: Handled[] = [];
  const pending = await tx
    .select()
    .from(insuranceExtensions)
    .where(and(eq(insuranceExtensions.orderId, orderId), eq(insuranceExtensions.state, 'pending')))
    .orderBy(insuranceExtensions.lineNo, insuranceExtensions.unit)
    .for('update');
  for (const extension of pending) {
    const [policy] = await tx
      .select()
      .from(insurancePolicies)
      .where(and(eq(insurancePolicies.frameNumber, extension.frameNumber), isNotNull(insurancePolicies.policyNumber)))
      .for('update');
    if (!policy || policy.endedAt) {
      context.log.warn(
        { orderId, frameNumber: extension.frameNumber },
        'insurance extension paid for a frame no running policy has: kept for staff',
      );
      await tx
        .update(insuranceExtensions)
        .set({ state: 'unknown_frame', policyId: policy?.id ?? null })
        .where(eq(insuranceExtensions.id, extension.id));
      handled.push({ state: 'unknown_frame', frameNumber: extension.frameNumber });
      continue;
    }
    const coverTo = addMonths(policy.coverTo, INSURANCE_MONTHS);
    await tx.update(insurancePolicies).set({ coverTo }).where(eq(insurancePolicies.id, policy.id));
    await tx
      .update(insuranceExtensions)
      .set({ state: 'applied', policyId: policy.id, coverToBefore: policy.coverTo, coverToAfter: coverTo })
      .where(eq(insuranceExtensions.id, extension.id));
    handled.push({
      state: 'applied',
      frameNumber: policy.frameNumber,
      policyNumber: policy.policyNumber!,
      productName: policy.productName[order.language === 'pl' ? 'pl' : 'en'],
      coverToBefore: policy.coverTo,
      coverToAfter: coverTo,
    });
  }
  if (handled.length === 0) return;
  await recordEvent(tx, InsuranceExtended, {
    orderId,
    orderNumber: order.number,
    email: order.email,
    language: order.language,
    extensions: handled,
  });
}

/** cms follows orders: extensions ordered are kept, and applied once their order is paid (inbox: once each). */
export function followInsuranceExtensions(context: CmsContext) {
  return [
    subscribe(context.bus, context.db, {
      durable: 'cms-insurance-extensions-ordered',
      event: OrderCreated,
      log: context.log,
      handler: async (tx, order) => {
        await extensionsOrdered(tx, order);
      },
    }),
    subscribe(context.bus, context.db, {
      durable: 'cms-insurance-extensions-paid',
      event: OrderUpdated,
      log: context.log,
      // One at a time: two paid events of one order lengthen its policies once.
      maxConcurrency: 1,
      handler: async (tx, order) => {
        if (order.paymentStatus === 'paid') await extensionsPaid(context, tx, order);
      },
    }),
  ];
}
