import {
  type Cart,
  type CheckoutRequest,
  type Identity,
  type RightsAnswers,
  rightsAnswerProblems,
  type ShopSettings,
  translate,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';

// What must hold before an order is placed from a cart, besides the payload's own validation (contracts):
// the caller may place this kind of order, the cart can be bought as it stands, and the chosen delivery and
// payment methods are ones this cart offers.

/** Wholesale (B2B prices) needs a dealer signed in to their B2B account (SPEC §5). */
export function assertMayOrder(identity: Identity): void {
  if (identity.customerType === 'b2b' && (!identity.customerId || identity.role !== 'CUSTOMER'))
    throw new AppError('authentication_required');
  if (!identity.customerId && !identity.sessionId) throw new AppError('authentication_required');
}

/** The cart has lines and none of them has a problem (unavailable, too few in stock, gone). */
export function assertCartBuyable(cart: Cart, lang: string): void {
  if (cart.items.length === 0) throw new AppError('product_unavailable');
  const fields: Record<string, string> = {};
  for (const item of cart.items) {
    if (!item.problem) continue;
    fields[`items.${item.id}`] =
      item.problem === 'insufficient' && (item.availableQuantity ?? 0) > 0
        ? translate('field.max_quantity', lang, { max: item.availableQuantity })
        : translate('field.out_of_stock', lang);
  }
  if (Object.keys(fields).length > 0) throw new AppError('product_unavailable', { fields });
}

/** Every line has the required options of its product (a logo for the sticker set), else 400 at the line. */
export function assertOptionsChosen(cart: Cart, lang: string): void {
  const fields: Record<string, string> = {};
  for (const item of cart.items)
    if (item.optionsMissing) fields[`items.${item.id}`] = translate('field.options_missing', lang);
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

/**
 * The questions of the right of withdrawal are answered (docs/decisions/withdrawal-rights.md): a retail order
 * with a download carries the consent to its immediate delivery, else 400 at `consents.immediateDelivery`. (A
 * company buyer who did not say whether the purchase is professional keeps the consumer's rights.) Checkout
 * asks it of the cart's lines, accepting a proposal of the proposal's.
 */
export function assertRightsAnswered(
  answers: RightsAnswers,
  order: { customerType: 'retail' | 'b2b'; lines: readonly { type: string | null }[] },
  lang: string,
): void {
  const problems = rightsAnswerProblems(answers, order);
  const fields: Record<string, string> = {};
  for (const [field, key] of Object.entries(problems)) fields[field] = translate(key, lang);
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

/** The order's customer type: a dealer's B2B order or a retail one. */
export const customerTypeOf = (identity: Identity): 'retail' | 'b2b' =>
  identity.customerType === 'b2b' ? 'b2b' : 'retail';

/**
 * A preorder cart has no delivery or payment choice (SPEC §2, §6): its order is PREORDER/preorder whatever
 * was sent. Any other cart must use one of the methods it offers (PREORDER is never among them); a payment
 * method staff switched off is 'Payment provider not available' (SPEC §8), whichever cart asks for it.
 */
export function checkoutMethods(
  cart: Cart,
  request: Pick<CheckoutRequest, 'deliveryMethod' | 'paymentMethod'>,
  lang: string,
  switchedOn: ShopSettings['paymentMethods'],
): { deliveryMethod: CheckoutRequest['deliveryMethod']; paymentMethod: CheckoutRequest['paymentMethod'] } {
  if (cart.type === 'preorder') return { deliveryMethod: 'PREORDER', paymentMethod: 'preorder' };
  const method = request.paymentMethod;
  if (method !== 'preorder' && !switchedOn[method])
    throw new AppError('payment_provider_unavailable', {
      fields: { paymentMethod: translate('error.payment_provider_unavailable', lang) },
    });
  const fields: Record<string, string> = {};
  if (!cart.deliveryMethods.some((offer) => offer.method === request.deliveryMethod))
    fields.deliveryMethod = translate('field.choice', lang);
  if (!cart.paymentMethods.includes(request.paymentMethod)) fields.paymentMethod = translate('field.choice', lang);
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  return { deliveryMethod: request.deliveryMethod, paymentMethod: request.paymentMethod };
}

/** Whose checkout it is: the customer when signed in, else the session (guests). */
export function callerKeyOf(identity: Identity): string {
  if (identity.customerId) return `customer:${identity.customerId}`;
  return `session:${identity.sessionId}`;
}
