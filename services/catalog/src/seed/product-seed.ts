import type {
  Availability,
  Condition,
  OptionDisplay,
  OptionKind,
  ProcessingTime,
  ProductCategory,
  ProductType,
  RelationType,
  Unit,
} from '@shop/contracts';
import { slugOf as slugOfName } from '@shop/contracts';
import type { StoredDownload, StoredSpec, StoredText } from '../db/schema';
import type { Drawing } from '../media/drawing';

// The shape of a product as the demo catalogue describes it, before it has database ids.

export interface Amounts {
  PLN: number;
  EUR: number;
}

export interface ValueSeed {
  label: StoredText;
  color?: string;
  /** Added to the gross price of a variant with this value, or of a line choosing it (minor units). */
  priceDelta?: Amounts;
}

export interface OptionSeed {
  code: string;
  name: StoredText;
  kind: OptionKind;
  display: OptionDisplay;
  required: boolean;
  variantAxis: boolean;
  maxLength?: number;
  /** number: its range; SELECT_MULTIPLE: how many choices. */
  min?: number;
  max?: number;
  /** date: not before today. */
  futureOnly?: boolean;
  values: ValueSeed[];
}

export interface VariantSeed {
  /** Index of the chosen value in each variant-axis option, in option order. */
  values: number[];
  stock: number;
  availability: Availability;
  availableFrom?: string;
}

/** One change of a product's prices, as a fraction of its base price (both currencies alike). */
export interface PriceEventSeed {
  daysAgo: number;
  /** Regular price as a share of the base price (1 = base). */
  regular: number;
  /** Reduced price as a share of the base price; absent = not reduced. */
  reduced?: number;
}

export interface ProductSeed {
  id: number;
  slug: StoredText;
  name: StoredText;
  short: StoredText;
  description: StoredText;
  category: ProductCategory;
  type: ProductType;
  condition: Condition;
  unit: Unit;
  availability: Availability;
  processingTime: ProcessingTime;
  vatRate: number;
  minQuantity: number;
  maxQuantity: number;
  tags: string[];
  specs: StoredSpec[];
  downloads: StoredDownload[];
  collections: number[];
  primaryCollection: number;
  options: OptionSeed[];
  variants: VariantSeed[];
  /** Regular gross price of the cheapest variant. */
  basePrice: Amounts;
  /** A dealer's net price as a share of the retail net price. */
  b2bShare: number;
  /** Oldest first; the first event is when the product was first offered. */
  priceEvents: PriceEventSeed[];
  /**
   * Pictures: each may show one value (index) of the product's picture option, the first variant option
   * displayed as colours or images; a variant's gallery shows its value's pictures and the general ones.
   */
  media: Array<{ drawing: Drawing; alt: StoredText; colourValue?: number }>;
  relations: Array<{ type: RelationType; ids: number[] }>;
  createdDaysAgo: number;
}

export const t = (pl: string, en: string): StoredText => ({ pl, en });

export const spec = (group: StoredText, name: StoredText, value: StoredText | string): StoredSpec => ({
  group,
  name,
  value: typeof value === 'string' ? { pl: value, en: value } : value,
});

/** The slug of a name (the seed's names are short: no length limit that matters). */
export const slugOf = (name: string): string => slugOfName(name, 200);

/** A euro price for a złoty price, rounded as a shop prices (…9.00 above 100 €, …0.99 below). */
export function euroOf(pln: number): number {
  const euros = pln / 100 / 4.3;
  if (euros >= 100) return (Math.round(euros / 10) * 10 - 1) * 100;
  return Math.max(99, Math.round(euros) * 100 - 1);
}

export const amounts = (pln: number): Amounts => ({ PLN: pln, EUR: euroOf(pln) });

/** A small deterministic random source, so the demo catalogue is the same on every machine. */
export function randomOf(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
}
