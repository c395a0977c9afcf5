import { randomBytes, randomUUID } from 'node:crypto';
import {
  type Currency,
  lessPercent,
  MAX_SELLING_QUANTITY,
  OrderCreated,
  type PreorderLine,
  type PreorderPage,
  type PreorderSubmit,
  type PreorderSubmitted,
  type StorefrontCurrency,
  type StorefrontLanguage,
  translate,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { recordEvent } from '@shop/service-kit/events';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import { orderItems, orders, preorderLinks, preorderSeasons } from '../../db/schema';
import { confirmationPath } from '../orders/order-view';
import { initialStatus } from '../orders/transitions';
import { type LinkRow, linkOfToken, markOpened, statusOf, todayInPoland } from './links';
import type { SeasonRow } from './seasons';

// The dealer's preorder page (SPEC §2, §4): opened from the e-mailed link while signed in as the dealer it
// went to. Prices are the catalogue's B2B net less the season's percent, VAT added per line (half up), in the
// page's currency; the submit writes one PREORDER order (no delivery or payment choice, SPEC §6) and marks
// the link submitted in the same transaction. Preorder goods take no stock: they are made for the season.

export interface PreorderCaller {
  customerId: string | undefined;
  lang: StorefrontLanguage;
  currency: StorefrontCurrency;
}

type Submit = PreorderSubmit & { items: Array<{ productId: number; variantId: number; quantity: number }> };

/** '2026-12-01' as both storefront languages write a day (SPEC §9): 01.12.2026. */
const dayText = (day: string) => day.split('-').reverse().join('.');

/** The link and its season, for the dealer it went to; every other case its own error. */
async function dealersLink(context: OrdersContext, caller: PreorderCaller, token: string) {
  const link = await linkOfToken(context, token);
  if (!caller.customerId) throw new AppError('authentication_required');
  if (link.customerId !== caller.customerId)
    throw new AppError('forbidden', { messageKey: 'error.preorder_link_foreign' });
  const [season] = await context.db.select().from(preorderSeasons).where(eq(preorderSeasons.id, link.seasonId));
  if (!season) throw new AppError('invalid_link');
  return { link, season };
}

/** A link that may still take a preorder: not expired, its season open today. */
function assertUsable(context: OrdersContext, link: LinkRow, season: SeasonRow): void {
  const now = context.clock.now();
  if (now.getTime() >= link.expiresAt.getTime())
    throw new AppError('invalid_link', { messageKey: 'error.preorder_link_expired' });
  const today = todayInPoland(now);
  if (season.state !== 'open' || today > season.closesOn)
    throw new AppError('business_rule', { messageKey: 'error.preorder_closed' });
  if (today < season.opensOn)
    throw new AppError('business_rule', {
      messageKey: 'error.preorder_not_open',
      params: { date: dayText(season.opensOn) },
    });
}

/** The season's products priced for a dealer in `currency`; a product gone from the catalogue is left out. */
async function pricedLines(context: OrdersContext, season: SeasonRow, caller: PreorderCaller): Promise<PreorderLine[]> {
  const found = await context.catalogLines.lookup(
    { currency: caller.currency, customerType: 'b2b', lang: caller.lang },
    season.products.map((line) => ({
      productId: line.productId,
      ...(line.variantId !== null ? { variantId: line.variantId } : {}),
    })),
  );
  const lines: PreorderLine[] = [];
  season.products.forEach((offer, index) => {
    const line = found[index];
    if (!line?.found) return;
    const net = lessPercent(line.unitNet, offer.percentOff);
    const gross = Math.floor((net * (100 + line.vatRate) + 50) / 100);
    const money = (amount: number) => ({ amount, currency: caller.currency as Currency });
    lines.push({
      productId: line.productId,
      variantId: line.variantId,
      sku: line.sku,
      name: line.name,
      optionsLabel: line.optionsLabel,
      image: line.image,
      vatRate: line.vatRate,
      unitNet: money(net),
      unitGross: money(gross),
      max: Math.min(offer.limit ?? MAX_SELLING_QUANTITY, MAX_SELLING_QUANTITY),
      quantity: 0,
    });
  });
  return lines;
}

async function submittedQuantities(context: OrdersContext, link: LinkRow, lines: PreorderLine[]) {
  if (!link.orderId) return { lines, number: null };
  const [order] = await context.db.select().from(orders).where(eq(orders.id, link.orderId));
  const items = await context.db.select().from(orderItems).where(eq(orderItems.orderId, link.orderId));
  const quantity = (line: PreorderLine) => items.find((item) => item.variantId === line.variantId)?.quantity ?? 0;
  return { lines: lines.map((line) => ({ ...line, quantity: quantity(line) })), number: order?.number ?? null };
}

/** GET /api/preorders?t=: the page; the first visit marks the link opened. After a submit: what was sent. */
export async function openPreorder(
  context: OrdersContext,
  caller: PreorderCaller,
  token: string,
): Promise<PreorderPage> {
  const found = await dealersLink(context, caller, token);
  let { link } = found;
  const { season } = found;
  if (!link.submittedAt) {
    assertUsable(context, link, season);
    link = await markOpened(context, link);
  }
  const submitted = await submittedQuantities(context, link, await pricedLines(context, season, caller));
  return {
    season: {
      id: season.id,
      name: caller.lang === 'en' ? season.nameEn : season.namePl,
      opensOn: season.opensOn,
      closesOn: season.closesOn,
      priceGuaranteeUntil: season.priceGuaranteeUntil,
    },
    status: statusOf(link),
    expiresAt: link.expiresAt.toISOString(),
    submittedAt: link.submittedAt?.toISOString() ?? null,
    orderNumber: submitted.number,
    lines: submitted.lines,
  };
}

/** Each sent line is one of the season's, within its maximum; at least one unit in all. */
function chosenLines(request: Submit, lines: PreorderLine[], lang: string) {
  const fields: Record<string, string> = {};
  const chosen: Array<{ line: PreorderLine; quantity: number }> = [];
  const seen = new Set<number>();
  request.items.forEach((item, index) => {
    const line = lines.find((l) => l.productId === item.productId && l.variantId === item.variantId);
    if (!line || seen.has(item.variantId)) {
      fields[`items.${index}.productId`] = translate('field.invalid', lang);
      return;
    }
    seen.add(item.variantId);
    if (item.quantity > line.max)
      fields[`items.${index}.quantity`] = translate('field.max_quantity', lang, { max: line.max });
    else if (item.quantity > 0) chosen.push({ line, quantity: item.quantity });
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  if (chosen.length === 0) throw new AppError('business_rule', { messageKey: 'error.preorder_empty' });
  return chosen;
}

/** POST /api/preorders: one PREORDER order, and the link submitted, in one transaction (or nothing). */
export async function submitPreorder(
  context: OrdersContext,
  caller: PreorderCaller,
  request: Submit,
): Promise<PreorderSubmitted> {
  const { link, season } = await dealersLink(context, caller, request.token);
  if (link.submittedAt) throw new AppError('conflict', { messageKey: 'error.preorder_submitted' });
  assertUsable(context, link, season);
  const chosen = chosenLines(request, await pricedLines(context, season, caller), caller.lang);

  const totals = chosen.reduce(
    (sum, { line, quantity }) => ({
      net: sum.net + line.unitNet.amount * quantity,
      gross: sum.gross + line.unitGross.amount * quantity,
      units: sum.units + quantity,
    }),
    { net: 0, gross: 0, units: 0 },
  );
  const now = context.clock.now();
  const orderId = randomUUID();
  const number = await context.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(preorderLinks)
      .where(and(eq(preorderLinks.id, link.id), isNull(preorderLinks.submittedAt)))
      .for('update');
    if (!locked) throw new AppError('conflict', { messageKey: 'error.preorder_submitted' });
    const { rows } = (await tx.execute(sql`select nextval('order_number_seq') as next`)) as unknown as {
      rows: Array<{ next: string | number }>;
    };
    const orderNumber = `${context.settings.ORDER_NUMBER_PREFIX}/${now.getUTCFullYear()}/${String(rows[0]?.next).padStart(6, '0')}`;
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        number: orderNumber,
        customerId: link.customerId,
        customerType: 'b2b',
        type: 'PREORDER',
        status: initialStatus('preorder', true),
        paymentStatus: 'unpaid',
        deliveryMethod: 'PREORDER',
        paymentMethod: 'preorder',
        totalAmount: totals.gross,
        currency: caller.currency,
        itemsAmount: totals.gross,
        netAmount: totals.net,
        vatAmount: totals.gross - totals.net,
        token: randomBytes(24).toString('base64url'),
        language: caller.lang,
        email: link.email,
        comments: '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('preorder order insert returned nothing');
    await tx.insert(orderItems).values(
      chosen.map(({ line, quantity }, position) => ({
        orderId,
        position,
        productId: line.productId,
        variantId: line.variantId,
        sku: line.sku,
        name: line.name,
        slug: '',
        image: line.image,
        optionsLabel: line.optionsLabel,
        quantity,
        unitGross: line.unitGross.amount,
        unitNet: line.unitNet.amount,
        vatRate: line.vatRate,
        lineGross: line.unitGross.amount * quantity,
      })),
    );
    await tx
      .update(preorderLinks)
      .set({ submittedAt: now, orderId, openedAt: link.openedAt ?? now })
      .where(eq(preorderLinks.id, link.id));
    await recordEvent(tx, OrderCreated, {
      orderId,
      number: orderNumber,
      token: order.token,
      customerId: link.customerId,
      email: link.email,
      language: caller.lang,
      type: 'PREORDER',
      status: 'preorder',
      paymentMethod: 'preorder',
      deliveryMethod: 'PREORDER',
      total: { amount: totals.gross, currency: caller.currency },
      items: chosen.map(({ line, quantity }) => ({ name: line.name, quantity, unitPrice: line.unitGross })),
      referralCode: null,
      path: confirmationPath(order),
    });
    return orderNumber;
  });
  const money = (amount: number) => ({ amount, currency: caller.currency as Currency });
  return {
    orderId,
    orderNumber: number,
    currency: caller.currency,
    net: money(totals.net),
    gross: money(totals.gross),
    units: totals.units,
  };
}
