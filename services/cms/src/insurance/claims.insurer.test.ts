import { Claim, Payout, PolicyClaims, todayInWarsaw, translate } from '@shop/contracts';
import { staffIdentity } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CmsTestService, pl, startCms } from '../test-support';
import { insuranceClaims, insurancePayouts, insurancePendingClaims, insurancePendingPayouts } from './claims.schema';
import { addDays } from './insurance-period';
import { type RunningSandbox, startInsuranceSandbox } from './sandbox';
import { insurancePolicies } from './schema';

// Claims and payouts ask the insurer outside any transaction (claim-then-call, claims.ts): while the insurer
// is slow to answer, the rest of cms answers (in embedded PGlite one connection serves every query); an
// answer lost on the way and asked again is one claim and one payout at the insurer; what the insurer refuses
// is recorded nowhere in the shop, not even as pending.

let cms: CmsTestService;
let stop: () => Promise<void>;
let sandbox: RunningSandbox;
const service = staffIdentity('service_employee');
const purchaseDate = addDays(todayInWarsaw(), -30);
/** Frame → policy number; ZFUNKNOWN001's is one the insurer never issued. */
const policyNumbers: Record<string, string> = {
  ZFSLOW000001: 'ZEF/2026/910001',
  ZFLOST000001: 'ZEF/2026/910002',
  ZFREFUSED001: 'ZEF/2026/910003',
  ZFUNKNOWN001: 'ZEF/2026/919999',
};
const ids: Record<string, string> = {};
/** What staff got from cms while the sandbox held a claim or payout of ZFSLOW000001 unanswered. */
const seenWhileSlow: Array<{ call: string; policies: number; claims: number; pendingClaims: number }> = [];

beforeAll(async () => {
  const known = Object.entries(policyNumbers).filter(([frameNumber]) => frameNumber !== 'ZFUNKNOWN001');
  sandbox = await startInsuranceSandbox({
    policies: known.map(([frameNumber, policyNumber]) => ({ frameNumber, purchaseDate, policyNumber })),
    losingAnswers: ['ZFLOST000001'],
    beforeClaiming: async (call, frameNumber) => {
      if (frameNumber !== 'ZFSLOW000001') return;
      const policies = await cms.call('GET', '/api/admin/insurance/policies', { identity: service });
      const claims = await claimsOf('ZFSLOW000001');
      const pending = await cms.context.db
        .select()
        .from(insurancePendingClaims)
        .where(eq(insurancePendingClaims.policyId, ids.ZFSLOW000001!));
      seenWhileSlow.push({
        call,
        policies: policies.status,
        claims: claims.items.length,
        pendingClaims: pending.length,
      });
    },
  });
  ({ cms, stop } = await startCms({
    env: { INSURANCE_VERIFIER_URL: sandbox.url, INSURANCE_VERIFIER_TIMEOUT_MS: '1000' },
  }));
  for (const [frameNumber, policyNumber] of Object.entries(policyNumbers)) {
    ids[frameNumber] = crypto.randomUUID();
    await cms.context.db.insert(insurancePolicies).values({
      id: ids[frameNumber]!,
      frameNumber,
      policyNumber,
      purchaseDate,
      coverFrom: addDays(purchaseDate, 1),
      coverTo: addDays(purchaseDate, 365),
      insuredSum: 1_000_000,
      sku: 'ZF-1001-01',
      productName: { pl: 'Zefir Miejski C1', en: 'Zefir City C1' },
      buyerName: 'Jan Kowalski',
      buyerEmail: 'jan.kowalski@example.pl',
      buyerLanguage: 'pl',
      saleDocument: 'FV/2026/11/0042',
      registeredBy: 'staff',
    });
  }
});
afterAll(async () => {
  await stop?.();
  await sandbox?.stop();
});

const damage = {
  kind: 'vandalism',
  occurredAt: new Date(Date.now() - 5 * 3_600_000).toISOString(),
  description: 'Porysowana rama i zniszczony wyświetlacz',
};
const claim = (frameNumber: string) =>
  cms.call('POST', `/api/admin/insurance/policies/${ids[frameNumber]}/claims`, {
    identity: service,
    body: damage,
    headers: pl,
  });
const payout = (frameNumber: string, claimId: string, amount: number) =>
  cms.call('POST', `/api/admin/insurance/policies/${ids[frameNumber]}/claims/${claimId}/payouts`, {
    identity: service,
    body: { amount },
    headers: pl,
  });
const claimsOf = async (frameNumber: string) =>
  PolicyClaims.parse(
    (await cms.call('GET', `/api/admin/insurance/policies/${ids[frameNumber]}/claims`, { identity: service })).body,
  );
/** Every row the shop keeps of the policy's claims and payouts, recorded or pending. */
const rowsOf = async (frameNumber: string) => {
  const policyId = ids[frameNumber]!;
  const { db } = cms.context;
  return {
    claims: (await db.select().from(insuranceClaims).where(eq(insuranceClaims.policyId, policyId))).length,
    pendingClaims: (await db.select().from(insurancePendingClaims).where(eq(insurancePendingClaims.policyId, policyId)))
      .length,
    payouts: (await db.select().from(insurancePayouts).where(eq(insurancePayouts.policyId, policyId))).length,
    pendingPayouts: (
      await db.select().from(insurancePendingPayouts).where(eq(insurancePendingPayouts.policyId, policyId))
    ).length,
  };
};
const tryAgain = translate('error.insurance_claim_unavailable', 'pl');

describe('the insurer slow to answer', () => {
  it('holds no other cms request: the policies and claims lists answer while it opens a claim or a payout', async () => {
    const opened = await claim('ZFSLOW000001');
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const recorded = Claim.parse(opened.body);
    expect((await payout('ZFSLOW000001', recorded.id, 100_000)).status).toBe(201);

    // The sandbox answered only after staff's lists had answered; the pending claim was listed nowhere.
    expect(seenWhileSlow).toEqual([
      { call: 'claim', policies: 200, claims: 0, pendingClaims: 1 },
      { call: 'payout', policies: 200, claims: 1, pendingClaims: 0 },
    ]);
    expect(await rowsOf('ZFSLOW000001')).toEqual({ claims: 1, pendingClaims: 0, payouts: 1, pendingPayouts: 0 });
  });
});

describe('an answer lost on the way', () => {
  it('asked again, is one claim and one payout at the insurer', async () => {
    const lost = await claim('ZFLOST000001');
    expect(lost.status).toBe(503);
    expect(lost.body.error.message).toBe(tryAgain);
    // The insurer opened it; the shop shows nothing yet and keeps it pending, free for the next try.
    expect(sandbox.claims.filter((one) => one.frameNumber === 'ZFLOST000001')).toHaveLength(1);
    expect((await claimsOf('ZFLOST000001')).items).toEqual([]);

    const again = await claim('ZFLOST000001');
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const recorded = Claim.parse(again.body);
    const atInsurer = sandbox.claims.filter((one) => one.frameNumber === 'ZFLOST000001');
    expect(atInsurer).toEqual([expect.objectContaining({ reference: recorded.id, claimNumber: recorded.claimNumber })]);

    sandbox.losingAnswers.add('ZFLOST000001');
    expect((await payout('ZFLOST000001', recorded.id, 250_000)).status).toBe(503);
    // The shop shows the sum untouched, but counts the payout the insurer may have made against a larger one.
    expect((await claimsOf('ZFLOST000001')).remainingSum.amount).toBe(1_000_000);
    expect((await payout('ZFLOST000001', recorded.id, 800_000)).status).toBe(422);

    const paid = await payout('ZFLOST000001', recorded.id, 250_000);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const payoutsAtInsurer = sandbox.payouts.filter((one) => one.claimNumber === recorded.claimNumber);
    expect(payoutsAtInsurer).toEqual([
      expect.objectContaining({ reference: Payout.parse(paid.body).id, amount: 250_000 }),
    ]);
    expect((await claimsOf('ZFLOST000001')).remainingSum.amount).toBe(750_000);
    expect(await rowsOf('ZFLOST000001')).toEqual({ claims: 1, pendingClaims: 0, payouts: 1, pendingPayouts: 0 });
  });
});

describe('the insurer refusing', () => {
  it('records nothing of a claim on a policy it does not know, and staff read "try again"', async () => {
    const refused = await claim('ZFUNKNOWN001');
    expect(refused.status).toBe(503);
    expect(refused.body.error.message).toBe(tryAgain);
    expect(sandbox.claims.filter((one) => one.frameNumber === 'ZFUNKNOWN001')).toEqual([]);
    expect(await rowsOf('ZFUNKNOWN001')).toEqual({ claims: 0, pendingClaims: 0, payouts: 0, pendingPayouts: 0 });
  });

  it('records nothing of a payout on a claim it does not know', async () => {
    // A claim the insurer lost track of (recorded in the shop, unknown at the insurer).
    const claimId = crypto.randomUUID();
    await cms.context.db.insert(insuranceClaims).values({
      id: claimId,
      policyId: ids.ZFREFUSED001!,
      claimNumber: 'SZK/2026/999999',
      kind: 'vandalism',
      occurredAt: new Date(damage.occurredAt),
      description: damage.description,
      staffId: 'staff-1',
      staffName: 'Ewa Nowak',
    });
    const refused = await payout('ZFREFUSED001', claimId, 100_000);
    expect(refused.status).toBe(503);
    expect(refused.body.error.message).toBe(tryAgain);
    expect(await rowsOf('ZFREFUSED001')).toEqual({ claims: 1, pendingClaims: 0, payouts: 0, pendingPayouts: 0 });
    expect((await claimsOf('ZFREFUSED001')).remainingSum.amount).toBe(1_000_000);
  });
});
