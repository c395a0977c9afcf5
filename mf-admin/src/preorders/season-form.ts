import type { PreorderSeason } from '@shop/contracts';
import { PREORDER_LINK_DAYS } from '@shop/contracts';
import { PREORDER_PRICE_GUARANTEE_UNTIL } from '@shop/contracts/limits';
import type { SelectOption } from '@shop/ui';
import { whole } from '../discounts/promo-form';

// The season form's values as the fields hold them (numbers as typed, days as yyyy-MM-dd) and the way to the
// contract's shape. What does not read as a whole number is passed on as typed, so the contract names it.

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface SeasonProductValues {
  productId: string;
  variantId: string;
  percentOff: string;
  limit: string;
}

export interface SeasonFormValues extends Record<string, unknown> {
  name: Record<string, string>;
  state: string;
  opensOn: string;
  closesOn: string;
  priceGuaranteeUntil: string;
  linkValidDays: string;
  products: SeasonProductValues[];
}

export const seasonStates = ['draft', 'open', 'closed'] as const;
export const stateOptions = (t: Translate): SelectOption[] =>
  seasonStates.map((state) => ({ value: state, label: t(`preorders.states.${state}`) }));

export const emptyProduct = (): SeasonProductValues => ({ productId: '', variantId: '', percentOff: '0', limit: '' });

export function newSeasonValues(): SeasonFormValues {
  return {
    name: { pl: '', en: '' },
    state: 'draft',
    opensOn: '',
    closesOn: '',
    priceGuaranteeUntil: PREORDER_PRICE_GUARANTEE_UNTIL,
    linkValidDays: String(PREORDER_LINK_DAYS),
    products: [emptyProduct()],
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function seasonValuesOf(season: PreorderSeason): SeasonFormValues {
  return {
    name: { ...season.name },
    state: season.state,
    opensOn: season.opensOn,
    closesOn: season.closesOn,
    priceGuaranteeUntil: season.priceGuaranteeUntil,
    linkValidDays: String(season.linkValidDays),
    products: season.products.map((line) => ({
      productId: String(line.productId),
      variantId: text(line.variantId),
      percentOff: String(line.percentOff),
      limit: text(line.limit),
    })),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : whole(value));

/** The whole form in the contract's shape. */
export function seasonContract(values: SeasonFormValues): Record<string, unknown> {
  return {
    name: values.name,
    state: values.state,
    opensOn: values.opensOn,
    closesOn: values.closesOn,
    priceGuaranteeUntil: values.priceGuaranteeUntil,
    linkValidDays: whole(values.linkValidDays),
    products: values.products.map((line) => ({
      productId: whole(line.productId),
      variantId: orNull(line.variantId),
      percentOff: line.percentOff.trim() === '' ? 0 : whole(line.percentOff),
      limit: orNull(line.limit),
    })),
  };
}
