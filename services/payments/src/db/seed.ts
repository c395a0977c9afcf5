import type { Executor } from '@shop/service-kit/db';
import type * as schema from './schema';
import { exchangeRates } from './schema';

/**
 * Demo rates in the shape of the National Bank of Poland's table A (mid rates), so a fresh shop can convert
 * before the rate job (domain/rates/rate-job.ts) has fetched its first table.
 */
export async function seedRates(db: Executor<typeof schema>): Promise<void> {
  const effectiveAt = new Date('2026-11-20T11:45:00Z');
  const source = 'NBP tabela A 226/A/NBP/2026 (demo)';
  const table = { tableNo: '226/A/NBP/2026', tableDate: '2026-11-20' };
  await db
    .insert(exchangeRates)
    .values([
      { currency: 'EUR', ratePln: '4.243100', effectiveAt, source, ...table },
      { currency: 'USD', ratePln: '3.662800', effectiveAt, source, ...table },
      { currency: 'CHF', ratePln: '4.551900', effectiveAt, source, ...table },
      { currency: 'GBP', ratePln: '4.822700', effectiveAt, source, ...table },
    ])
    .onConflictDoNothing();
}
