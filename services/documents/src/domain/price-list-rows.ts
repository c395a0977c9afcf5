import {
  type DealerDiscount,
  dealerDiscountOn,
  lessPercent,
  type PriceListPrices,
  type PriceListProduct,
  type PriceListVariant,
} from '@shop/contracts';

// How a price list prices a product (issue 16, docs/decisions/documents.md "Price lists"). Pure, so the
// arithmetic is tested without a browser. All amounts are integer minor units; every rounding is half up.
// - Retail: what a shopper pays (the reduced price where reduced, else the regular one), gross or its net.
// - Wholesale (a group's or a dealer's list): the B2B net less the best discount covering the product
//   (`dealerDiscountOn`, the rule the dealer area uses), then VAT added for a gross list.
// - Then the list's own discount off that price (`lessPercent`).

/** The rule a list is printed by. */
export type PriceListRule =
  | { kind: 'retail'; prices: PriceListPrices; discountPercent: number }
  | { kind: 'wholesale'; prices: PriceListPrices; discountPercent: number; discounts: readonly DealerDiscount[] };

/** One printed line: a product, or one of its variants where they differ in price. */
export interface PriceListRow {
  name: string;
  /** The option values the line's variants share; empty on a product's single line. */
  label: string;
  /** The SKU of the line's first variant (the default one on a product's single line). */
  sku: string;
  /** How many more variants (other SKUs) the line's price is for. */
  moreSkus: number;
  vatRate: number;
  /** The price the list offers, in the list's net or gross. */
  price: number;
  /** Wholesale: the group's or dealer's discount taken off the B2B net (0: none covered the product). */
  discountPercent: number;
  /** Retail, where reduced: the regular price and the lowest of the 30 days before the reduction (Omnibus). */
  regular?: number;
  lowestPrior30Days?: number;
}

/** round(numerator / denominator) half up, for non-negative integers, without floating point error. */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The net of a gross amount at `vatRate` percent (23 → gross / 1.23), rounded half up. */
export const netOfGross = (gross: number, vatRate: number) => divideHalfUp(gross * 100, 100 + vatRate);
/** The gross of a net amount at `vatRate` percent (net × 1.23), rounded half up. */
export const grossOfNet = (net: number, vatRate: number) => divideHalfUp(net * (100 + vatRate), 100);

function variantRow(product: PriceListProduct, variant: PriceListVariant, rule: PriceListRule): PriceListRow {
  const row = {
    name: product.name,
    label: variant.label,
    sku: variant.sku,
    moreSkus: variant.otherSkus,
    vatRate: product.vatRate,
  };
  if (rule.kind === 'wholesale') {
    const percent = dealerDiscountOn(rule.discounts, product.collectionIds)?.percent ?? 0;
    const net = lessPercent(variant.b2bNet, percent);
    const price = rule.prices === 'gross' ? grossOfNet(net, product.vatRate) : net;
    return { ...row, price: lessPercent(price, rule.discountPercent), discountPercent: Math.min(percent, 100) };
  }
  const asListed = (gross: number) => (rule.prices === 'gross' ? gross : netOfGross(gross, product.vatRate));
  const paid = variant.reducedGross ?? variant.regularGross;
  const printed: PriceListRow = {
    ...row,
    price: lessPercent(asListed(paid), rule.discountPercent),
    discountPercent: 0,
  };
  if (variant.reducedGross !== null) {
    printed.regular = asListed(variant.regularGross);
    if (variant.lowestPriorGross !== null) printed.lowestPrior30Days = asListed(variant.lowestPriorGross);
  }
  return printed;
}

const samePrice = (a: PriceListRow, b: PriceListRow) =>
  a.price === b.price &&
  a.discountPercent === b.discountPercent &&
  a.regular === b.regular &&
  a.lowestPrior30Days === b.lowestPrior30Days;

/** The option values ('Kolor: czerwony') every one of `labels` names. */
function sharedOptions(labels: readonly string[]): string {
  const [first = '', ...rest] = labels;
  const options = first.split(', ').filter(Boolean);
  return options.filter((option) => rest.every((label) => label.split(', ').includes(option))).join(', ');
}

/** Lines of one price made one: the first's SKU, the options all share, every other SKU counted. */
function merged(group: readonly PriceListRow[], label: boolean): PriceListRow {
  const first = group[0]!;
  const skus = group.reduce((sum, row) => sum + row.moreSkus + 1, 0);
  return { ...first, label: label ? sharedOptions(group.map((row) => row.label)) : '', moreSkus: skus - 1 };
}

/**
 * A product's lines: one (with its default variant's SKU) when every variant prints the same price, else one
 * per price, in the order the variants come, labelled with the option values its variants share (a bike's
 * battery, not its colours), with the first variant's SKU and how many other variants it is for.
 */
export function priceListRows(product: PriceListProduct, rule: PriceListRule): PriceListRow[] {
  const rows = product.variants.map((variant) => variantRow(product, variant, rule));
  const byPrice: PriceListRow[][] = [];
  for (const row of rows) {
    const same = byPrice.find((group) => samePrice(group[0]!, row));
    if (same) same.push(row);
    else byPrice.push([row]);
  }
  if (byPrice.length === 1) return [merged(byPrice[0]!, false)];
  return byPrice.map((group) => merged(group, true));
}
