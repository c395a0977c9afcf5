import { Claim, PolicyClaims, todayInWarsaw } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { manualClock, staffIdentity } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CmsTestService, pl, startCms } from '../test-support';
import { insuranceClaims, insurancePayouts, insurancePendingClaims, insurancePendingPayouts } from './claims.schema';
import { addDays } from './insurance-period';
import { reconcilePending } from './reconcile-pending';
import { type RunningSandbox, startInsuranceSandbox } from './sandbox';
import { insurancePolicies } from './schema';

// The reconciliation (reconcile-pending.ts) sends again what the insurer did not answer, once its hold ran
// out, with the same reference: a claim or payout whose answer was lost is one at the insurer and one in the
// shop, audited as the service's; one the insurer refuses goes; while the insurer stays down each row is
// asked less and less often; a row a live request holds is left to it. Rounds are run by the test, and the
// service's clock is moved by hand past holds and back-offs.

const clock = manualClock(new Date());
let cms: CmsTestService;
let stop: () => Promise<void>;
let sandbox: RunningSandbox;
const service = staffIdentity('service_employee');
const purchaseDate = addDays(todayInWarsaw(), -30);
/** Frame → policy number; ZFRCREFUSED's is one the insurer never issued. */
const policyNumbers: Record<string, string> = {
  ZFRCLOST001: 'ZEF/2026/920001',
  ZFRCPAYOUT1: 'ZEF/2026/920002',
  ZFRCDOWN001: 'ZEF/2026/920003',
  ZFRCLIVE001: 'ZEF/2026/920004',
  ZFRCREFUSED: 'ZEF/2026/929999',
};
const ids: Record<string, string> = {};
/** Run by the sandbox while it holds a claim or payout unanswered (the request is live meanwhile). */
let whileAtInsurer: ((frameNumber: string) => Promise<void>) | undefined;

beforeAll(async () => {
  const known = Object.entries(policyNumbers).filter(([frameNumber]) => frameNumber !== 'ZFRCREFUSED');
  sandbox = await startInsuranceSandbox({
    policies: known.map(([frameNumber, policyNumber]) => ({ frameNumber, purchaseDate, policyNumber })),
    beforeClaiming: async (_call, frameNumber) => whileAtInsurer?.(frameNumber),
  });
  ({ cms, stop } = await startCms({
    env: {
      INSURANCE_VERIFIER_URL: sandbox.url,
      INSURANCE_VERIFIER_TIMEOUT_MS: '300',
      // The loop never runs by itself here: the test runs each round.
      INSURANCE_RECONCILE_SECONDS: '3600',
    },
    clock,
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
  occurredAt: new Date(clock.now().getTime() - 5 * 3_600_000).toISOString(),
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
/** How many calls of this frame's claims and payouts reached the insurer. */
const callsOf = (frameNumber: string) => sandbox.requests.filter((one) => one.frameNumber === frameNumber).length;
const auditOf = (entity: string, entityId: string) =>
  cms.context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));
const nothing = { recorded: 0, refused: 0, unanswered: 0, taken_over: 0 };
const minute = 60_000;

describe('a claim whose answer was lost', () => {
  it('is recorded by a round once its back-off ran out: one claim at the insurer and in the list', async () => {
    sandbox.losingAnswers.add('ZFRCLOST001');
    expect((await claim('ZFRCLOST001')).status).toBe(503);
    expect(sandbox.claims.filter((one) => one.frameNumber === 'ZFRCLOST001')).toHaveLength(1);

    // Staff were just told to try again: the round leaves the row to them for a minute.
    expect(await reconcilePending(cms.context)).toEqual({ claims: nothing, payouts: nothing });
    expect(callsOf('ZFRCLOST001')).toBe(1);

    clock.advance(minute + 1_000);
    expect(await reconcilePending(cms.context)).toEqual({ claims: { ...nothing, recorded: 1 }, payouts: nothing });

    const [recorded] = (await claimsOf('ZFRCLOST001')).items;
    const atInsurer = sandbox.claims.filter((one) => one.frameNumber === 'ZFRCLOST001');
    expect(atInsurer).toEqual([
      expect.objectContaining({ reference: recorded!.id, claimNumber: recorded!.claimNumber }),
    ]);
    expect(await rowsOf('ZFRCLOST001')).toEqual({ claims: 1, pendingClaims: 0, payouts: 0, pendingPayouts: 0 });
    // The claim is the staff member's who sent it; the audit names the service that recorded it.
    expect(recorded!.staffName).toBe(service.staffName);
    expect(await auditOf('insurance_claim', recorded!.id)).toEqual([
      expect.objectContaining({ action: 'create', staffId: 'system', staffName: 'cms', adminType: 'system' }),
    ]);
  });
});

describe('a payout whose answer was lost', () => {
  it('is recorded by a round: one payout at the insurer, and the sum left counts it once', async () => {
    const opened = await claim('ZFRCPAYOUT1');
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const { id: claimId, claimNumber } = Claim.parse(opened.body);
    sandbox.losingAnswers.add('ZFRCPAYOUT1');
    expect((await payout('ZFRCPAYOUT1', claimId, 250_000)).status).toBe(503);

    clock.advance(minute + 1_000);
    expect(await reconcilePending(cms.context)).toEqual({ claims: nothing, payouts: { ...nothing, recorded: 1 } });

    const { remainingSum, items } = await claimsOf('ZFRCPAYOUT1');
    expect(remainingSum.amount).toBe(750_000);
    const [paid] = items[0]!.payouts;
    expect(sandbox.payouts.filter((one) => one.claimNumber === claimNumber)).toEqual([
      expect.objectContaining({ reference: paid!.id, amount: 250_000, payoutReference: paid!.payoutReference }),
    ]);
    expect(await auditOf('insurance_payout', paid!.id)).toEqual([
      expect.objectContaining({ action: 'create', staffId: 'system' }),
    ]);
    // No longer pending, it no longer holds back the rest of the sum.
    expect((await payout('ZFRCPAYOUT1', claimId, 750_000)).status).toBe(201);
    expect((await claimsOf('ZFRCPAYOUT1')).remainingSum.amount).toBe(0);
    expect(await rowsOf('ZFRCPAYOUT1')).toEqual({ claims: 1, pendingClaims: 0, payouts: 2, pendingPayouts: 0 });
  });
});

describe('the insurer refusing what a round sends', () => {
  it('deletes the pending claim', async () => {
    sandbox.failing.add('ZFRCREFUSED');
    expect((await claim('ZFRCREFUSED')).status).toBe(503);
    expect(await rowsOf('ZFRCREFUSED')).toEqual({ claims: 0, pendingClaims: 1, payouts: 0, pendingPayouts: 0 });

    // Back, the insurer answers that it never issued this policy.
    sandbox.failing.delete('ZFRCREFUSED');
    clock.advance(minute + 1_000);
    expect(await reconcilePending(cms.context)).toEqual({ claims: { ...nothing, refused: 1 }, payouts: nothing });
    expect(await rowsOf('ZFRCREFUSED')).toEqual({ claims: 0, pendingClaims: 0, payouts: 0, pendingPayouts: 0 });
    expect(sandbox.claims.filter((one) => one.frameNumber === 'ZFRCREFUSED')).toEqual([]);
  });
});

describe('the insurer down', () => {
  it('keeps the claim pending and asks again only after a back-off that grows', async () => {
    sandbox.failing.add('ZFRCDOWN001');
    expect((await claim('ZFRCDOWN001')).status).toBe(503);
    expect(callsOf('ZFRCDOWN001')).toBe(1);

    clock.advance(minute + 1_000); // 61 s pending: due, and then back off as long again
    expect(await reconcilePending(cms.context)).toEqual({ claims: { ...nothing, unanswered: 1 }, payouts: nothing });
    expect(callsOf('ZFRCDOWN001')).toBe(2);
    expect(await rowsOf('ZFRCDOWN001')).toEqual({ claims: 0, pendingClaims: 1, payouts: 0, pendingPayouts: 0 });

    clock.advance(minute); // 60 s of the 61 s back-off
    expect(await reconcilePending(cms.context)).toEqual({ claims: nothing, payouts: nothing });
    expect(callsOf('ZFRCDOWN001')).toBe(2);

    clock.advance(2_000); // 123 s pending: due again, the next back-off is 123 s
    expect((await reconcilePending(cms.context)).claims).toEqual({ ...nothing, unanswered: 1 });
    expect(callsOf('ZFRCDOWN001')).toBe(3);
    clock.advance(2 * minute);
    expect((await reconcilePending(cms.context)).claims).toEqual(nothing);
    expect(callsOf('ZFRCDOWN001')).toBe(3);

    sandbox.failing.delete('ZFRCDOWN001');
    clock.advance(4_000);
    expect((await reconcilePending(cms.context)).claims).toEqual({ ...nothing, recorded: 1 });
    expect(sandbox.claims.filter((one) => one.frameNumber === 'ZFRCDOWN001')).toHaveLength(1);
    expect(await rowsOf('ZFRCDOWN001')).toEqual({ claims: 1, pendingClaims: 0, payouts: 0, pendingPayouts: 0 });
  });
});

describe('a claim a live request holds', () => {
  it('is left to that request by a round, however late the hold', async () => {
    const rounds: Array<Awaited<ReturnType<typeof reconcilePending>>> = [];
    whileAtInsurer = async (frameNumber) => {
      if (frameNumber !== 'ZFRCLIVE001') return;
      clock.advance(59_000); // just before the request's 60 s hold runs out
      rounds.push(await reconcilePending(cms.context));
    };
    try {
      const opened = await claim('ZFRCLIVE001');
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    } finally {
      whileAtInsurer = undefined;
    }
    expect(rounds).toEqual([{ claims: nothing, payouts: nothing }]);
    expect(callsOf('ZFRCLIVE001')).toBe(1);
    expect(sandbox.claims.filter((one) => one.frameNumber === 'ZFRCLIVE001')).toHaveLength(1);
    expect(await rowsOf('ZFRCLIVE001')).toEqual({ claims: 1, pendingClaims: 0, payouts: 0, pendingPayouts: 0 });
  });
});
