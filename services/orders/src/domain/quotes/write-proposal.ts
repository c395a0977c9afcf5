import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CustomerType,
  type Proposal,
  type ProposalInput,
  ProposalSent,
  type StorefrontCurrency,
  todayInWarsaw,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { recordAudit, type Transaction } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrdersContext } from '../../context';
import type * as schema from '../../db/schema';
import { offerLinePrices, orderItems, orderOffers, orders } from '../../db/schema';
import { ORDER_ENTITY } from '../admin/admin-orders';
import { confirmationPath, type OrderRow } from '../orders/order-view';
import { findOffer, type OfferRow, proposalOf, stateOf } from './proposal-view';
import { nextOrderNumber } from './submit-request';

// Staff write a proposal (orders.create): from a request, on the request's own order number (the order's type
// becomes PROPOSAL), or from scratch for a customer account or an e-mail. Lines come from the catalogue (its
// list price is kept beside the agreed one); the agreed prices live only on the order and never reach the
// catalogue, so they cannot enter its 30-day price history. A draft can be changed until it is sent; sending
// e-mails the customer the order's signed link. Every write is in the order's audit history.

type Tx = Transaction<typeof schema>;
type Input = z.output<typeof import('@shop/contracts').ProposalInput>;

const fieldError = (field: string, key: string, lang: string, params?: Record<string, string | number>) =>
  new AppError('validation_failed', { fields: { [field]: translate(key, lang, params) } });

/** Whom a from-scratch proposal is for: an account (its e-mail, language and type) or a bare e-mail. */
async function recipientOf(context: OrdersContext, input: Input) {
  if (!input.customerId)
    return {
      customerId: null,
      email: input.email as string,
      language: input.language ?? 'pl',
      customerType: 'retail' as CustomerType,
      firstName: '',
      lastName: '',
    };
  const answer = await context.services.get('/internal/customers/:customerId', {
    params: { customerId: input.customerId },
  });
  if (answer.status === 404) throw fieldError('customerId', 'field.invalid', input.language ?? 'pl');
  if (!answer.ok) throw new AppError('service_unavailable', { detail: `accounts answered ${answer.status}` });
  const customer = answer.body;
  return {
    customerId: customer.id,
    email: customer.email,
    language: customer.language,
    customerType: customer.type as CustomerType,
    firstName: customer.firstName ?? '',
    lastName: '',
  };
}

/** The rules the schema cannot check: the validity day, a dealer's methods, lines the catalogue knows. */
function checkRules(input: Input, customerType: CustomerType, now: Date, lang: string) {
  if (input.validUntil < todayInWarsaw(now)) throw fieldError('validUntil', 'field.valid_until_past', lang);
  if (customerType === 'b2b' && input.paymentMethods.some((method) => method !== 'transfer'))
    throw fieldError('paymentMethods', 'field.dealer_transfer_only', lang);
}

async function pricedLines(context: OrdersContext, input: Input, view: PriceView, lang: string) {
  const found = await context.catalogLines.lookup(
    { ...view, lang: lang === 'en' ? 'en' : 'pl' },
    input.lines.map((line) => ({ productId: line.productId, variantId: line.variantId })),
  );
  const fields: Record<string, string> = {};
  const lines = input.lines.flatMap((line, i) => {
    const catalog = found[i];
    if (!catalog?.found || (line.variantId !== undefined && catalog.variantId !== line.variantId)) {
      fields[`lines.${i}.variantId`] = translate('field.invalid', lang);
      return [];
    }
    return [{ ...line, catalog }];
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  return lines;
}

interface PriceView {
  currency: StorefrontCurrency;
  customerType: CustomerType;
  customerId?: string;
}

/** The offer's fields as the audit history shows them. */
const trail = (order: OrderRow, offer: Partial<OfferRow>) => ({
  type: order.type,
  total: order.totalAmount,
  state: offer.state,
  validUntil: offer.validUntil ?? null,
  deliveryMethods: offer.deliveryMethods ?? [],
  paymentMethods: offer.paymentMethods ?? [],
  note: offer.note ?? '',
});

/** Replaces the order's lines with the proposal's and sets its totals and offer; the order is locked. */
async function writeLines(
  tx: Tx,
  order: OrderRow,
  input: Input,
  lines: Awaited<ReturnType<typeof pricedLines>>,
  state: 'draft',
  now: Date,
) {
  await tx.delete(offerLinePrices).where(eq(offerLinePrices.orderId, order.id));
  await tx.delete(orderItems).where(eq(orderItems.orderId, order.id));
  let total = 0;
  let net = 0;
  let listTotal = 0;
  const rows = lines.map((line, position) => {
    const unitNet = Math.round((line.unitPrice * 100) / (100 + line.catalog.vatRate));
    total += line.unitPrice * line.quantity;
    net += unitNet * line.quantity;
    listTotal += line.catalog.unitGross * line.quantity;
    return {
      id: randomUUID(),
      orderId: order.id,
      position,
      productId: line.productId,
      variantId: line.catalog.variantId,
      sku: line.catalog.sku,
      name: line.catalog.name,
      slug: line.catalog.slug,
      image: line.catalog.image,
      optionsLabel: line.catalog.optionsLabel,
      quantity: line.quantity,
      unitGross: line.unitPrice,
      unitNet,
      vatRate: line.catalog.vatRate,
      lineGross: line.unitPrice * line.quantity,
    };
  });
  await tx.insert(orderItems).values(rows);
  await tx.insert(offerLinePrices).values(
    rows.map((row, i) => ({
      orderItemId: row.id,
      orderId: order.id,
      listUnitGross: (lines[i] as (typeof lines)[number]).catalog.unitGross,
    })),
  );
  const [updated] = await tx
    .update(orders)
    .set({
      type: 'PROPOSAL',
      deliveryMethod: input.deliveryMethods[0] as 'COURIER',
      paymentMethod: input.paymentMethods[0] as string,
      totalAmount: total,
      itemsAmount: total,
      netAmount: net,
      vatAmount: total - net,
      discountAmount: 0,
      deliveryAmount: 0,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  const offer = {
    state,
    deliveryMethods: input.deliveryMethods,
    paymentMethods: input.paymentMethods,
    validUntil: input.validUntil,
    note: input.note ?? '',
    listTotal,
  };
  await tx
    .insert(orderOffers)
    .values({ orderId: order.id, ...offer })
    .onConflictDoUpdate({ target: orderOffers.orderId, set: offer });
  return { order: updated as OrderRow, offer };
}

/** POST /api/admin/proposals: a draft, on the request's order when `requestId` is given. */
export async function createProposal(
  context: OrdersContext,
  staff: StaffMember,
  body: ProposalInput,
  lang: string,
): Promise<{ proposal: Proposal }> {
  const input = body as Input;
  if (input.requestId) return writeDraft(context, staff, input.requestId, input, lang, 'requested');
  const recipient = await recipientOf(context, input);
  const now = context.clock.now();
  checkRules(input, recipient.customerType, now, lang);
  const view: PriceView = {
    currency: 'PLN',
    customerType: recipient.customerType,
    ...(recipient.customerId ? { customerId: recipient.customerId } : {}),
  };
  const lines = await pricedLines(context, input, view, lang);
  const id = randomUUID();
  await context.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        id,
        number: await nextOrderNumber(tx, context.settings.ORDER_NUMBER_PREFIX, now),
        customerId: recipient.customerId,
        customerType: recipient.customerType,
        type: 'PROPOSAL',
        status: 'new',
        deliveryMethod: 'COURIER',
        paymentMethod: 'transfer',
        totalAmount: 0,
        currency: 'PLN',
        token: randomBytes(24).toString('base64url'),
        language: recipient.language,
        email: recipient.email,
        billing: {
          firstName: recipient.firstName,
          lastName: recipient.lastName,
          companyName: null,
          street: '',
          zipCode: '',
          city: '',
          country: 'PL',
        },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('proposal insert returned nothing');
    const written = await writeLines(tx, order, input, lines, 'draft', now);
    await recordAudit(
      tx,
      staff,
      { action: 'proposal-created', entity: ORDER_ENTITY, entityId: id, after: trail(written.order, written.offer) },
      now,
    );
  });
  return answer(context, id);
}

/** PUT /api/admin/proposals/:id: a request answered, or a draft changed (nothing else can be). */
export function updateProposal(
  context: OrdersContext,
  staff: StaffMember,
  id: string,
  body: ProposalInput,
  lang: string,
): Promise<{ proposal: Proposal }> {
  return writeDraft(context, staff, id, body as Input, lang, 'draft');
}

async function writeDraft(
  context: OrdersContext,
  staff: StaffMember,
  id: string,
  input: Input,
  lang: string,
  expected: 'requested' | 'draft',
): Promise<{ proposal: Proposal }> {
  const found = await findOffer(context.db, id);
  if (!found) throw new AppError('not_found');
  const now = context.clock.now();
  const customerType = found.order.customerType as CustomerType;
  checkRules(input, customerType, now, lang);
  const view: PriceView = {
    currency: found.order.currency as StorefrontCurrency,
    customerType,
    ...(found.order.customerId ? { customerId: found.order.customerId } : {}),
  };
  const lines = await pricedLines(context, input, view, lang);
  await context.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    const [offer] = await tx.select().from(orderOffers).where(eq(orderOffers.orderId, id));
    if (!order || !offer) throw new AppError('not_found');
    // A request is answered once; later changes go to its draft (PUT), and a sent proposal no longer changes.
    const allowed = expected === 'requested' ? ['requested'] : ['requested', 'draft'];
    if (!allowed.includes(offer.state) || order.status !== 'new')
      throw new AppError('conflict', { messageKey: 'error.proposal_not_editable' });
    const written = await writeLines(tx, order, input, lines, 'draft', now);
    await recordAudit(
      tx,
      staff,
      {
        action: offer.state === 'requested' ? 'proposal-created' : 'proposal-updated',
        entity: ORDER_ENTITY,
        entityId: id,
        before: trail(order, offer),
        after: trail(written.order, written.offer),
      },
      now,
    );
  });
  return answer(context, id);
}

/** POST /api/admin/proposals/:id/send: the draft goes out (or a sent one again), e-mailing its link. */
export async function sendProposal(
  context: OrdersContext,
  staff: StaffMember,
  id: string,
  lang: string,
): Promise<{ proposal: Proposal }> {
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    const [offer] = await tx.select().from(orderOffers).where(eq(orderOffers.orderId, id));
    if (!order || !offer) throw new AppError('not_found');
    if (order.type !== 'PROPOSAL' || !['draft', 'sent'].includes(stateOf(offer, now)))
      throw new AppError('conflict', { messageKey: 'error.proposal_not_editable' });
    if (!offer.validUntil || offer.validUntil < todayInWarsaw(now))
      throw fieldError('validUntil', 'field.valid_until_past', lang);
    const [sent] = await tx
      .update(orderOffers)
      .set({ state: 'sent', sentAt: now })
      .where(eq(orderOffers.orderId, id))
      .returning();
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, id));
    await recordEvent(tx, ProposalSent, {
      orderId: id,
      number: order.number,
      email: order.email,
      language: order.language === 'en' ? 'en' : 'pl',
      firstName: order.billing?.firstName ?? '',
      validUntil: offer.validUntil,
      note: offer.note,
      total: { amount: order.totalAmount, currency: order.currency as 'PLN' },
      items: items
        .sort((a, b) => a.position - b.position)
        .map((item) => ({
          name: item.optionsLabel ? `${item.name} (${item.optionsLabel})` : item.name,
          quantity: item.quantity,
          unitPrice: { amount: item.unitGross, currency: order.currency as 'PLN' },
        })),
      path: confirmationPath(order),
    });
    await recordAudit(
      tx,
      staff,
      {
        action: 'proposal-sent',
        entity: ORDER_ENTITY,
        entityId: id,
        before: trail(order, offer),
        after: { ...trail(order, sent ?? offer), sentAt: now.toISOString() },
      },
      now,
    );
  });
  return answer(context, id);
}

/** GET /api/admin/proposals/:id: a request or proposal as staff see it. */
export async function answer(context: OrdersContext, id: string): Promise<{ proposal: Proposal }> {
  const found = await findOffer(context.db, id);
  if (!found) throw new AppError('not_found');
  return { proposal: await proposalOf(context, found.order, found.offer, context.clock.now()) };
}
