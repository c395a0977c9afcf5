import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { exchangeRates } from '../db/schema';
import { paymentsService } from '../service';

let payments: TestService<typeof schema>;

beforeAll(async () => {
  payments = await startTestService(paymentsService, { seed: true });
});
afterAll(() => payments?.stop());

describe('GET /api/payments/rates', () => {
  it('gives the newest rate in force per currency, with its source', async () => {
    const source = 'NBP tabela A 227/A/NBP/2026 z 2026-11-20';
    const table = { tableNo: '227/A/NBP/2026', tableDate: '2026-11-20' };
    await payments.context.db.insert(exchangeRates).values([
      { currency: 'EUR', ratePln: '4.300000', effectiveAt: new Date('2026-11-21T11:45:00Z'), source, ...table },
      // Announced for the future: not in force yet.
      { currency: 'EUR', ratePln: '9.999999', effectiveAt: new Date(Date.now() + 86_400_000), source },
    ]);
    const answer = await payments.call('GET', '/api/payments/rates');
    const eur = answer.body.items.find((rate: { currency: string }) => rate.currency === 'EUR');
    expect(eur).toEqual({
      currency: 'EUR',
      ratePln: '4.300000',
      source,
      effectiveAt: '2026-11-21T11:45:00.000Z',
      ...table,
    });
    expect(answer.body.items.map((rate: { currency: string }) => rate.currency)).toEqual(['CHF', 'EUR', 'GBP', 'USD']);
  });
});
