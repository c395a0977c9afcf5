import type { Executor } from '@shop/service-kit/db';
import type * as schema from './schema';
import { exchangeRates } from './schema';

/**
 * Demo rates in the shape of the National Bank of Poland's table A (mid rates). There is no way to fetch
 * the real table here; staff set rates in the admin panel in a later issue.
 */
export async function seedRates(db: Executor<typeof schema>): Promise<void> {
  const effectiveAt = new Date('2026-11-20T11:45:00Z');
  const source = 'NBP tabela A 225/A/NBP/2026 (demo)';
  await db
    .insert(exchangeRates)
    .values([
      { currency: 'EUR', ratePln: '4.243100', effectiveAt, source },
      { currency: 'USD', ratePln: '3.662800', effectiveAt, source },
      { currency: 'CHF', ratePln: '4.551900', effectiveAt, source },
      { currency: 'GBP', ratePln: '4.822700', effectiveAt, source },
    ])
    .onConflictDoNothing();
}
