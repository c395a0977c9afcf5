import type { Executor } from '@shop/service-kit/db';
import type * as schema from '../../db/schema';
import { promoCodes } from '../../db/schema';

// Demo promo codes for embedded mode and demos. Codes already there are left as they are (staff may have
// changed them), so seeding is safe on every start.

type NewPromoCode = typeof promoCodes.$inferInsert;

export const demoPromoCodes: NewPromoCode[] = [
  // −10 % on everything, for retail shoppers.
  { code: 'WIOSNA10', kind: 'percent', value: 10, customerType: 'retail' },
  // −100 zł from a basket of 1 000 zł.
  { code: 'ROWER100', kind: 'amount', value: 10_000, currency: 'PLN', minimumPln: 100_000, customerType: 'retail' },
  // −20 € from a basket of 200 € (the English storefront).
  { code: 'EBIKE20', kind: 'amount', value: 2_000, currency: 'EUR', minimumEur: 20_000, customerType: 'retail' },
  // −5 % for dealers.
  { code: 'DEALER5', kind: 'percent', value: 5, customerType: 'b2b' },
  // Ended with the summer: shows the 'expired' message.
  {
    code: 'LATO2026',
    kind: 'percent',
    value: 15,
    validFrom: new Date('2026-06-01T00:00:00+02:00'),
    validTo: new Date('2026-08-31T23:59:59+02:00'),
  },
];

export async function seedPromoCodes(db: Executor<typeof schema>): Promise<void> {
  await db.insert(promoCodes).values(demoPromoCodes).onConflictDoNothing();
}
