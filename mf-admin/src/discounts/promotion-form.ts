import { type AdminPromotion, formatMoney, ProductCategory, type PromotionAction } from '@shop/contracts';
import type { SelectOption } from '@shop/ui';
import { ids, minor, money, orNull, warsawDay, warsawInstant, whole } from './promo-form';

// The promotion form's values as its fields hold them (strings and ticks; money in złoty or euro with a
// comma, days as yyyy-MM-dd in Warsaw) and the way to the contract's shape: conditions as one object, the
// actions as a list built from the three parts of the form (a discount, free delivery, a free item). The
// place of each action in that list tells which field a server's error at `actions.N.…` belongs to.

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface PromotionFormValues extends Record<string, unknown> {
  name: Record<string, string>;
  priority: string;
  exclusive: boolean;
  state: string;
  minimumPln: string;
  minimumEur: string;
  products: string;
  collections: string;
  categories: string[];
  groups: string[];
  audience: string;
  validFrom: string;
  validTo: string;
  firstOrder: boolean;
  /** '' (none), 'percent_off' or 'amount_off'. */
  discount: string;
  target: string;
  value: string;
  currency: string;
  freeDelivery: boolean;
  freeItem: string;
  freeItemQuantity: string;
}

export const categoryOptions = (t: Translate) =>
  ProductCategory.options.map((category) => ({ value: category, label: t(`products.categories.${category}`) }));
export const discountOptions = (t: Translate): SelectOption[] =>
  ['', 'percent_off', 'amount_off'].map((kind) => ({
    value: kind,
    label: t(`discounts.promotions.discounts.${kind || 'none'}`),
  }));
export const targetOptions = (t: Translate): SelectOption[] =>
  ['basket', 'matching'].map((target) => ({ value: target, label: t(`discounts.promotions.targets.${target}`) }));

export function newPromotionValues(): PromotionFormValues {
  return {
    name: { pl: '', en: '' },
    priority: '0',
    exclusive: false,
    state: 'active',
    minimumPln: '',
    minimumEur: '',
    products: '',
    collections: '',
    categories: [],
    groups: [],
    audience: 'any',
    validFrom: '',
    validTo: '',
    firstOrder: false,
    discount: 'percent_off',
    target: 'basket',
    value: '',
    currency: '',
    freeDelivery: false,
    freeItem: '',
    freeItemQuantity: '1',
  };
}

export function promotionValuesOf(promotion: AdminPromotion): PromotionFormValues {
  const c = promotion.conditions;
  const discount = promotion.actions.find((a) => a.type === 'percent_off' || a.type === 'amount_off');
  const freeItem = promotion.actions.find((a) => a.type === 'free_item');
  return {
    name: { ...promotion.name },
    priority: String(promotion.priority),
    exclusive: promotion.exclusive,
    state: promotion.state,
    minimumPln: money(c.minimumPln),
    minimumEur: money(c.minimumEur),
    products: c.products.join(', '),
    collections: c.collections.join(', '),
    categories: [...c.categories],
    groups: [...c.groups],
    audience: c.audience,
    validFrom: warsawDay(c.validFrom),
    validTo: warsawDay(c.validTo),
    firstOrder: c.firstOrder,
    discount: discount?.type ?? '',
    target: discount && 'target' in discount ? discount.target : 'basket',
    value: !discount
      ? ''
      : discount.type === 'percent_off'
        ? String(discount.percent)
        : discount.type === 'amount_off'
          ? money(discount.amount)
          : '',
    currency: discount?.type === 'amount_off' ? discount.currency : '',
    freeDelivery: promotion.actions.some((a) => a.type === 'free_delivery'),
    freeItem: freeItem?.type === 'free_item' ? String(freeItem.productId) : '',
    freeItemQuantity: freeItem?.type === 'free_item' ? String(freeItem.quantity) : '1',
  };
}

/** The actions the form describes, in the order the server numbers them. */
export function actionsOf(
  values: PromotionFormValues,
): Array<Record<string, unknown> & { type: PromotionAction['type'] }> {
  const actions: Array<Record<string, unknown> & { type: PromotionAction['type'] }> = [];
  if (values.discount === 'percent_off')
    actions.push({ type: 'percent_off', target: values.target, percent: whole(values.value) });
  if (values.discount === 'amount_off')
    actions.push({
      type: 'amount_off',
      target: values.target,
      amount: minor(values.value),
      currency: values.currency || undefined,
    });
  if (values.freeDelivery) actions.push({ type: 'free_delivery' });
  if (values.freeItem.trim() !== '')
    actions.push({ type: 'free_item', productId: whole(values.freeItem), quantity: whole(values.freeItemQuantity) });
  return actions;
}

/** The whole form in the contract's shape. */
export function promotionContract(values: PromotionFormValues): Record<string, unknown> {
  return {
    name: values.name,
    priority: whole(values.priority),
    exclusive: values.exclusive,
    state: values.state,
    conditions: {
      minimumPln: orNull(values.minimumPln, minor),
      minimumEur: orNull(values.minimumEur, minor),
      products: ids(values.products),
      collections: ids(values.collections),
      categories: values.categories,
      groups: values.groups,
      audience: values.audience,
      validFrom: orNull(values.validFrom, (day) => warsawInstant(day, '00:00:00')),
      validTo: orNull(values.validTo, (day) => warsawInstant(day, '23:59:59')),
      firstOrder: values.firstOrder,
    },
    actions: actionsOf(values),
  };
}

/** The error of a field of one action, wherever the form put that action in the list. */
export function actionError(
  errors: Record<string, string>,
  values: PromotionFormValues,
  type: PromotionAction['type'] | 'discount',
  field: string,
): string | undefined {
  const index = actionsOf(values).findIndex((action) =>
    type === 'discount' ? action.type === 'percent_off' || action.type === 'amount_off' : action.type === type,
  );
  return index < 0 ? undefined : errors[`actions.${index}.${field}`];
}

/** '10 % off the matching lines, free delivery' as the list shows a promotion's actions. */
export function actionsText(promotion: Pick<AdminPromotion, 'actions'>, t: Translate, lang: string): string {
  return promotion.actions
    .map((action) => {
      const where = 'target' in action ? t(`discounts.promotions.targetsShort.${action.target}`) : '';
      if (action.type === 'percent_off') return `${action.percent}\u00a0% ${where}`;
      if (action.type === 'amount_off')
        return `${formatMoney({ amount: action.amount, currency: action.currency }, lang)} ${where}`;
      if (action.type === 'free_delivery') return t('discounts.promotions.fields.freeDelivery');
      return t('discounts.promotions.freeItemText', { product: action.productId, quantity: action.quantity });
    })
    .join(', ');
}
