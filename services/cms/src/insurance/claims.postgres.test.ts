import { Claim, translate } from '@shop/contracts';
import { postgresAvailable, staffIdentity } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CmsTestService, pl, startCms } from '../test-support';
import { insurancePayouts } from './claims.schema';
import { type RunningSandbox, startInsuranceSandbox } from './sandbox';
import { insurancePolicies } from './schema';

// The payout limit under concurrency (issue 25, SPEC §4), on real PostgreSQL: staff record eight payouts of
// 3 000 PLN at once on a policy with 10 000 PLN insured. The policy's row lock queues them, so exactly three
// are paid and the other five are refused with the amount then left — never more paid than insured.

const available = await postgresAvailable();
let cms: CmsTestService;
let stop: () => Promise<void>;
let sandbox: RunningSandbox;
const service = staffIdentity('service_manager');
const policyId = crypto.randomUUID();
const frameNumber = `ZFPG${String(Date.now()).slice(-8)}`;
const purchaseDate = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  if (!available) return;
  const policyNumber = `ZEF/PG/${frameNumber}`;
  sandbox = await startInsuranceSandbox({ policies: [{ frameNumber, purchaseDate, policyNumber }] });
  ({ cms, stop } = await startCms({ env: { INSURANCE_VERIFIER_URL: sandbox.url } }));
  await cms.context.db.insert(insurancePolicies).values({
    id: policyId,
    frameNumber,
    policyNumber,
    purchaseDate,
    coverFrom: purchaseDate,
    coverTo: '2099-12-31',
    insuredSum: 1_000_000,
    sku: 'ZF-1001-01',
    productName: { pl: 'Zefir Miejski C1', en: 'Zefir City C1' },
    buyerName: 'Jan Kowalski',
    buyerEmail: 'jan.kowalski@example.pl',
    buyerLanguage: 'pl',
    saleDocument: 'FV/2026/11/0042',
    registeredBy: 'staff',
  });
}, 120_000);
afterAll(async () => {
  await stop?.();
  await sandbox?.stop();
});

describe.skipIf(!available)('payouts on PostgreSQL', () => {
  it('never pays more than the insured sum when payouts are recorded at once', async () => {
    const created = await cms.call('POST', `/api/admin/insurance/policies/${policyId}/claims`, {
      identity: service,
      body: {
        kind: 'vandalism',
        occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
        description: 'Zniszczony wyświetlacz i przecięte przewody',
      },
      headers: pl,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const claim = Claim.parse(created.body);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        cms.call('POST', `/api/admin/insurance/policies/${policyId}/claims/${claim.id}/payouts`, {
          identity: service,
          body: { amount: 300_000 },
          headers: pl,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((answer) => answer.status === 422)) {
      expect(refused.body.error.fields.amount).toBe(
        translate('error.insurance_payout_exceeds', 'pl', { amount: '1\u00a0000,00\u00a0zł' }),
      );
    }
    const paid = await cms.context.db.select().from(insurancePayouts).where(eq(insurancePayouts.policyId, policyId));
    expect(paid.reduce((sum, row) => sum + row.amount, 0)).toBe(900_000);
    expect(sandbox.payouts).toHaveLength(3);
  });
});
