import {
  type CartLine,
  type CartLineRequest,
  type CustomerType,
  type FoundCartLine,
  MAX_INTERNAL_LINES,
  type MissingCartLine,
  type StorefrontCurrency,
  type StorefrontLanguage,
} from '@shop/contracts';
import { AppError, type Clock, type ServiceCaller } from '@shop/service-kit';
import { transactionHolder } from '@shop/service-kit/db';

// What the catalogue says about the lines of a cart (POST /internal/catalog/cart-lines): names, prices in
// the caller's currency and customer type (a dealer's less their discounts), stock and quantity limits.
// Asked on every cart read, so prices are never taken from the client nor kept in the cart; answers are
// kept for two seconds per currency, customer type (each dealer apart), language and variant, which
// carries a busy cart page (and the benchmark) without showing a price change noticeably late.

export type CatalogLineRequest = CartLineRequest;
export type FoundLine = FoundCartLine;
export type MissingLine = MissingCartLine;
export type CatalogLine = CartLine;

export interface PriceView {
  currency: StorefrontCurrency;
  /** In USD, CHF or GBP: the request's rate the catalogue converts PLN prices at (cart caller's `conversion`). */
  conversion?: { ratePln: string } | null;
  customerType: CustomerType;
  /** A dealer's (customerType 'b2b'): the catalogue takes their discounts off the B2B net. */
  customerId?: string;
  lang: StorefrontLanguage;
}

/** Whose discounts price the lines: a dealer's own, nobody's for retail. */
const dealerOf = (view: PriceView) => (view.customerType === 'b2b' ? view.customerId : undefined);

/** How long the catalogue's answer for a line is used (by the service's clock). */
export const CATALOG_LINE_TTL_MS = 2_000;
const MAX_ENTRIES = 50_000;

export interface CatalogLines {
  /** The catalogue's answer for each request, in the order asked. */
  lookup(view: PriceView, requests: readonly CatalogLineRequest[]): Promise<CatalogLine[]>;
}

export function createCatalogLines(services: ServiceCaller, clock: Clock, ttlMs = CATALOG_LINE_TTL_MS): CatalogLines {
  const now = () => clock.now().getTime();
  // A line being fetched is kept as its promise, so many reads at once ask the catalogue once.
  const cache = new Map<string, { line: Promise<CatalogLine>; until: number }>();
  const keyOf = (view: PriceView, r: CatalogLineRequest) =>
    `${view.currency}@${view.conversion?.ratePln ?? ''}|${view.customerType}|${dealerOf(view) ?? ''}|${view.lang}|${r.productId}|${r.variantId ?? ''}|${r.combination ?? ''}`;

  return {
    lookup(view, requests) {
      // Refused inside a transaction even when the lines are cached, so a test meets it as a cold cache would.
      const holder = transactionHolder();
      if (holder)
        return Promise.reject(
          new AppError('internal', { detail: `${holder} looked catalogue lines up inside its database transaction` }),
        );
      if (requests.length === 0) return Promise.resolve([]);
      const at = now();
      const keys = requests.map((r) => keyOf(view, r));
      const missing: number[] = [];
      const answer = keys.map((key, i) => {
        const hit = cache.get(key);
        if (hit && hit.until > at) return hit.line;
        missing.push(i);
        return undefined;
      });
      if (missing.length > 0) {
        const fetched = fetchLines(
          services,
          view,
          missing.map((i) => requests[i] as CatalogLineRequest),
        );
        if (cache.size > MAX_ENTRIES) cache.clear();
        missing.forEach((i, j) => {
          const key = keys[i] as string;
          const line = fetched.then((lines) => lines[j] as CatalogLine);
          const entry = { line, until: Number.POSITIVE_INFINITY };
          cache.set(key, entry);
          line.then(
            () => {
              entry.until = now() + ttlMs;
            },
            () => {
              if (cache.get(key) === entry) cache.delete(key);
            },
          );
          answer[i] = line;
        });
      }
      return Promise.all(answer as Promise<CatalogLine>[]);
    },
  };
}

async function fetchLines(
  services: ServiceCaller,
  view: PriceView,
  lines: readonly CatalogLineRequest[],
): Promise<CatalogLine[]> {
  const answered: CatalogLine[] = [];
  for (let start = 0; start < lines.length; start += MAX_INTERNAL_LINES) {
    const slice = lines.slice(start, start + MAX_INTERNAL_LINES);
    const answer = await services.post('/internal/catalog/cart-lines', {
      body: {
        currency: view.currency,
        ...(view.conversion ? { ratePln: view.conversion.ratePln } : {}),
        customerType: view.customerType,
        ...(dealerOf(view) ? { customerId: dealerOf(view) } : {}),
        lang: view.lang,
        lines: slice.map((l) => ({
          productId: l.productId,
          ...(l.variantId !== undefined ? { variantId: l.variantId } : {}),
          ...(l.combination !== undefined ? { combination: l.combination } : {}),
        })),
      },
    });
    if (!answer.ok || answer.body.lines.length !== slice.length)
      throw new AppError('service_unavailable', { detail: `catalog cart-lines answered ${answer.status}` });
    answered.push(...answer.body.lines);
  }
  return answered;
}
