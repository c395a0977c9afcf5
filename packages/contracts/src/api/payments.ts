import { z } from 'zod';
import { Currency } from '../enums';

/** How many PLN one unit of a currency buys, with where and when the rate came from. */
export const ExchangeRate = z.object({
  currency: Currency,
  ratePln: z.string().regex(/^\d+\.\d{4,6}$/),
  source: z.string(),
  effectiveAt: z.iso.datetime(),
});
export type ExchangeRate = z.infer<typeof ExchangeRate>;
export const ExchangeRates = z.object({ items: z.array(ExchangeRate) });
