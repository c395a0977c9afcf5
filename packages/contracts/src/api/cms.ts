import { z } from 'zod';
import { StorefrontCurrency, StorefrontLanguage } from '../enums';

export const ShopConfig = z.object({
  testMode: z.boolean(),
  brandSlug: z.string(),
  languages: z.array(StorefrontLanguage),
  currencies: z.array(StorefrontCurrency),
  freeDeliveryThreshold: z.object({ amount: z.number().int(), currency: z.literal('PLN') }),
});
export type ShopConfig = z.infer<typeof ShopConfig>;

export const NewsletterSignup = z.strictObject({ email: z.email().max(254) });
export type NewsletterSignup = z.infer<typeof NewsletterSignup>;
export const NewsletterSignupAnswer = z.object({ subscribed: z.literal(true) });
